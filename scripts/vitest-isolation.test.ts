import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MOCKING_SERVER_TESTS } from '../vitest.config';

// The server's test files share their worker's modules, so one that mocks a module must run in `server-mocks`.
const server = fileURLToPath(new URL('../apps/server', import.meta.url));

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(server, path)] : [];
  });
}

describe('server test isolation', () => {
  it('runs every server test file that mocks a module isolated, and only those', () => {
    const mocking = testFiles(server).filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(server, file), 'utf8')));
    expect(mocking.sort()).toEqual([...MOCKING_SERVER_TESTS].sort());
  });
});

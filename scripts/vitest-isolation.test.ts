import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MOCKING_TESTS as MOCKING_CONSOLE_TESTS } from '../apps/console/vitest.config';
import { MOCKING_TESTS as MOCKING_WEB_TESTS } from '../apps/web/vitest.config';
import { MOCKING_SERVER_TESTS } from '../vitest.config';

// Test files share their worker's modules, so one that mocks a module must run in its app's `*-mocks` project.
const apps = [
  { name: 'server', listed: MOCKING_SERVER_TESTS },
  { name: 'web', listed: MOCKING_WEB_TESTS },
  { name: 'console', listed: MOCKING_CONSOLE_TESTS },
];

function testFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : testFiles(root, path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

describe('test isolation', () => {
  it.each(apps)('runs every $name test file that mocks a module isolated, and only those', ({ name, listed }) => {
    const root = fileURLToPath(new URL(`../apps/${name}`, import.meta.url));
    const mocking = testFiles(root).filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(root, file), 'utf8')));
    expect(mocking.sort()).toEqual([...listed].sort());
  });
});

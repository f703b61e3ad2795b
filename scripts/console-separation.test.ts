import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The operator console is its own build (apps/console); none of it may reach the viewer app's bundle. The console's
// storage keys start with this prefix (apps/console/src/lib/session.ts, i18n.ts): present in every console build, and
// in nothing the viewer app has. The lint rule (feature-boundaries.test.ts) stops the import; this checks the output.
const CONSOLE_ONLY = 'ott-console.';
const root = fileURLToPath(new URL('..', import.meta.url));
const webDist = join(root, 'apps/web/dist');
const consoleDist = join(root, 'apps/console/dist');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const textFiles = (dir: string) => filesUnder(dir).filter((path) => /\.(js|css|html|json)$/.test(path));

describe('the viewer bundle and the console', () => {
  it.skipIf(!existsSync(join(consoleDist, 'index.html')))('the console build carries the marker', () => {
    expect(textFiles(consoleDist).some((path) => readFileSync(path, 'utf8').includes(CONSOLE_ONLY))).toBe(true);
  });

  it("the console's page names an icon the viewer app serves, so the browser does not ask for a missing /favicon.ico", () => {
    const page = readFileSync(join(root, 'apps/console/index.html'), 'utf8');
    const icon = /<link rel="icon" href="\/([^"]+)"/.exec(page)?.[1];
    expect(icon).toBe('favicon.svg');
    expect(existsSync(join(root, 'apps/web/public', icon!))).toBe(true);
  });

  it.skipIf(!existsSync(join(webDist, 'index.html')))('no file of the viewer build holds any of the console', () => {
    const holding = textFiles(webDist).filter((path) => readFileSync(path, 'utf8').includes(CONSOLE_ONLY));
    expect(holding).toEqual([]);
  });
});

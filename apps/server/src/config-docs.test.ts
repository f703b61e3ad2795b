import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARS, defaultPaths } from './config';

// The README promises to list every environment variable; this keeps the promise true.
describe('README configuration table', () => {
  const readme = readFileSync(join(defaultPaths.repoRoot, 'README.md'), 'utf8');
  it.each(CONFIG_VARS.map((v) => v.name))('documents %s', (name) => {
    expect(readme).toContain(`| \`${name}\` |`);
  });
});

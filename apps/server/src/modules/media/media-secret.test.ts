import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRET_FILE, loadMediaSecret } from './media-secret';

describe('media token secret', () => {
  const dir = mkdtempSync(join(tmpdir(), 'media-secret-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('uses the configured secret when there is one, and writes nothing', () => {
    expect(loadMediaSecret('configured-secret-configured-secret-1234', join(dir, 'a'))).toBe('configured-secret-configured-secret-1234');
    expect(() => statSync(join(dir, 'a'))).toThrow(/^ENOENT: no such file or directory/);
  });

  it('otherwise makes one on first start, readable by the owner only, and keeps it', () => {
    const dataDir = join(dir, 'b');
    const first = loadMediaSecret(null, dataDir);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(join(dataDir, SECRET_FILE), 'utf8')).toBe(first);
    expect(statSync(join(dataDir, SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(loadMediaSecret(null, dataDir)).toBe(first);
    expect(loadMediaSecret(null, join(dir, 'c'))).not.toBe(first);
  });
});

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STREAM_KEY_SECRET_FILE, createStreamKeys, loadStreamKeySecret } from './stream-keys';

describe('stream keys', () => {
  it('are 256 random bits, found by hash, and opened only with the secret they were sealed with', () => {
    const keys = createStreamKeys('a server secret of enough length 123');
    const made = keys.generate();
    expect(made.key).toMatch(/^live_[A-Za-z0-9_-]{43}$/);
    expect(made.hash).toBe(keys.hashOf(made.key));
    expect(made.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(made.sealed).not.toContain(made.key.slice(5));
    expect(keys.open(made.sealed)).toBe(made.key);
    expect(keys.generate().key).not.toBe(made.key);
    expect(() => createStreamKeys('another secret entirely, also long').open(made.sealed)).toThrow(/unable to authenticate data/);
  });
});

describe('the stream key secret of two instances', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stream-key-secret-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const sealedOn = (configured: string | null, dataDir: string) => createStreamKeys(loadStreamKeySecret(configured, join(dir, dataDir))).generate();
  const openOn = (configured: string | null, dataDir: string, sealed: string) => createStreamKeys(loadStreamKeySecret(configured, join(dir, dataDir))).open(sealed);

  it('with STREAM_KEY_SECRET, opens on one what the other sealed, and keeps nothing in DATA_DIR', () => {
    const secret = 'a cluster secret of enough length 12345';
    const made = sealedOn(secret, 'a');
    expect(openOn(secret, 'b', made.sealed)).toBe(made.key);
    expect(existsSync(join(dir, 'a', STREAM_KEY_SECRET_FILE))).toBe(false);
  });

  it('without it, each data directory makes its own, which the other cannot open with', () => {
    const made = sealedOn(null, 'c');
    expect(existsSync(join(dir, 'c', STREAM_KEY_SECRET_FILE))).toBe(true);
    expect(openOn(null, 'c', made.sealed)).toBe(made.key);
    expect(() => openOn(null, 'd', made.sealed)).toThrow('Unsupported state or unable to authenticate data');
  });
});

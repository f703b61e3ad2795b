import { describe, expect, it } from 'vitest';
import { createStreamKeys } from './stream-keys';

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

import * as argon2 from '@node-rs/argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './password';

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof argon2>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

describe('passwords', () => {
  afterEach(() => vi.mocked(argon2.verify).mockClear());

  it('hash with Argon2id at the OWASP parameters, salted, and verify', async () => {
    const [first, second] = [await hashPassword('correct-horse'), await hashPassword('correct-horse')];
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'correct-horse')).toBe(true);
    expect(await verifyPassword(first, 'Correct-horse')).toBe(false);
  });

  it('still runs a verification when there is no hash, so unknown accounts take as long', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
    expect(argon2.verify).toHaveBeenCalledTimes(2);
    expect(vi.mocked(argon2.verify).mock.calls[0]?.[0]).toMatch(/^\$argon2id\$/);
  });

  it('treats a damaged stored hash as a wrong password', async () => {
    expect(await verifyPassword('not-a-phc-string', 'anything')).toBe(false);
  });
});

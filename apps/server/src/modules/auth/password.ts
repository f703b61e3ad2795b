import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package declares its enum `const`, which isolated modules cannot read. */
const ARGON2ID = 2;

/**
 * Argon2id with the OWASP Password Storage Cheat Sheet's first option: 19 MiB, 2 passes, 1 lane
 * (about 17 ms per hash on a 2-core development machine). The PHC string keeps the parameters, so
 * raising them later still verifies older hashes.
 */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. Without a hash (unknown email, social-only account) a
 * dummy hash is checked instead, so the answer takes as long whether or not the account exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-password-of-anyone');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

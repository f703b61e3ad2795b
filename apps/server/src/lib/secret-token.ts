import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the plaintext handed to the user once. */
export function generateSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this SHA-256 (hex) is stored, so a database leak yields no usable token. */
export function hashSecretToken(token: string): string {
  return hash('sha256', token, 'hex');
}

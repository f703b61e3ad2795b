import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Only the SHA-256 of a key is stored, so a database leak yields no usable keys. */
export function generateApiKey(): string {
  return randomBytes(32).toString('base64url');
}

export function hashApiKey(apiKey: string): string {
  // The one-shot form skips building a Hash object; it runs on every keyed request.
  return hash('sha256', apiKey, 'hex');
}

const HOUR_MS = 3_600_000;
/** A used key's expiry moves at most this often, so steady traffic does not cost a write per request. */
export const TOUCH_INTERVAL_MS = 60_000;

export function expiryFrom(now: Date, ttlHours: number): Date {
  return new Date(now.getTime() + ttlHours * HOUR_MS);
}

export function isExpired(expiresAt: string, now: Date): boolean {
  return Date.parse(expiresAt) <= now.getTime();
}

export function needsTouch(lastUsedAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(lastUsedAt) >= TOUCH_INTERVAL_MS;
}

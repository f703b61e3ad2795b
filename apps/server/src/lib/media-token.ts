import { createHmac } from 'node:crypto';
import { constantTimeEqual } from './constant-time';

/**
 * Signed media URLs (docs/decisions/0022-signed-media-urls.md):
 *
 *   /media/s/<token>/<expires>/<scope>/<kind>/<asset>/<file…>
 *
 * token = base64url(HMAC-SHA256(secret, "<expires>/<scope>/<kind>/<asset>")), expires in Unix
 * seconds. Everything after the signed prefix (renditions, segments) is covered by it, so
 * relative URIs in playlists inherit the token. A CDN edge holding the secret can check it alike.
 */

/** Expiries are rounded up to this step so URLs handed out within it are identical (cacheable). */
export const EXPIRY_STEP_SECONDS = 300;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Unix seconds as the signer writes them: no sign, no leading zeros, so one file has one URL for a CDN to cache. */
const CANONICAL_EXPIRY = /^[1-9]\d{0,11}$/;

export type TokenCheck = 'ok' | 'expired' | 'invalid';

/** The expiry of a URL signed at `nowMs`: at least `ttlSeconds` later, on a step boundary. */
export function expiryFor(nowMs: number, ttlSeconds: number, step = EXPIRY_STEP_SECONDS): number {
  return Math.ceil((Math.floor(nowMs / 1000) + ttlSeconds) / step) * step;
}

/** `resource` is the signed part of the path after the expiry, e.g. `e42/vod/arena`. */
export function signMediaToken(secret: string, expires: number, resource: string): string {
  return createHmac('sha256', secret).update(`${expires}/${resource}`).digest('base64url');
}

/**
 * Constant-time check of a token, then of its expiry. `expiresText` is the path segment as received:
 * `0001764000000` would sign the same bytes as `1764000000`, so only the canonical spelling is accepted.
 */
export function checkMediaToken(secret: string, token: string, expiresText: string, resource: string, nowMs: number): TokenCheck {
  if (!TOKEN_PATTERN.test(token) || !CANONICAL_EXPIRY.test(expiresText)) return 'invalid';
  const expires = Number(expiresText);
  // Compared as text: decoding would also accept other spellings of the last character.
  const expected = signMediaToken(secret, expires, resource);
  if (!constantTimeEqual(token, expected)) return 'invalid';
  return expires * 1000 >= nowMs ? 'ok' : 'expired';
}

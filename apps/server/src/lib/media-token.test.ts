import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EXPIRY_STEP_SECONDS, checkMediaToken, expiryFor, signMediaToken } from './media-token';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const NOW = Date.parse('2025-11-22T12:00:00Z');

describe('media tokens', () => {
  const expires = expiryFor(NOW, 3600);
  const token = signMediaToken(SECRET, expires, 'e42/vod/arena');

  it('is the base64url HMAC-SHA256 of "<expires>/<resource>", as an edge would compute it', () => {
    const expected = createHmac('sha256', SECRET).update(`${expires}/e42/vod/arena`).digest('base64url');
    expect(token).toBe(expected);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts its own resource until the expiry, and not after', () => {
    expect(checkMediaToken(SECRET, token, String(expires), 'e42/vod/arena', NOW)).toBe('ok');
    expect(checkMediaToken(SECRET, token, String(expires), 'e42/vod/arena', expires * 1000)).toBe('ok');
    expect(checkMediaToken(SECRET, token, String(expires), 'e42/vod/arena', expires * 1000 + 1)).toBe('expired');
  });

  it('rejects another resource, another expiry, another secret and tampered or malformed tokens', () => {
    expect(checkMediaToken(SECRET, token, String(expires), 'e43/vod/arena', NOW)).toBe('invalid');
    expect(checkMediaToken(SECRET, token, String(expires), 'e42/vod/bars', NOW)).toBe('invalid');
    expect(checkMediaToken(SECRET, token, String(expires + EXPIRY_STEP_SECONDS), 'e42/vod/arena', NOW)).toBe('invalid');
    expect(checkMediaToken(`${SECRET}x`, token, String(expires), 'e42/vod/arena', NOW)).toBe('invalid');
    const flipped = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    expect(checkMediaToken(SECRET, flipped, String(expires), 'e42/vod/arena', NOW)).toBe('invalid');
    expect(checkMediaToken(SECRET, token.slice(1), String(expires), 'e42/vod/arena', NOW)).toBe('invalid');
    expect(checkMediaToken(SECRET, `${token.slice(0, 42)}+`, String(expires), 'e42/vod/arena', NOW)).toBe('invalid');
    expect(checkMediaToken(SECRET, '', String(expires), 'e42/vod/arena', NOW)).toBe('invalid');
    // The last character carries 2 unused bits: flipping one spells the same bytes differently, which is not the token.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${token.slice(0, 42)}${alphabet[alphabet.indexOf(token.at(-1)!) ^ 1]}`;
    expect(Buffer.from(respelled, 'base64url').equals(Buffer.from(token, 'base64url'))).toBe(true);
    expect(checkMediaToken(SECRET, respelled, String(expires), 'e42/vod/arena', NOW)).toBe('invalid');
  });

  it('accepts only the canonical spelling of the expiry, so a CDN keys one file once', () => {
    const signed = String(expires);
    expect(checkMediaToken(SECRET, token, signed, 'e42/vod/arena', NOW)).toBe('ok');
    // Each of these parses to the signed number, so the HMAC alone would accept it.
    for (const respelled of [`0${signed}`, `000${signed}`, `+${signed}`, `${signed}.0`, ` ${signed}`, `${signed} `, `${Number(signed).toExponential()}`]) {
      expect(Number(respelled), respelled).toBe(expires);
      expect(checkMediaToken(SECRET, token, respelled, 'e42/vod/arena', NOW), respelled).toBe('invalid');
    }
    expect(checkMediaToken(SECRET, token, '', 'e42/vod/arena', NOW)).toBe('invalid');
    expect(checkMediaToken(SECRET, token, '0', 'e42/vod/arena', NOW)).toBe('invalid');
  });

  it('rounds expiries up to a step so URLs signed close together are identical', () => {
    expect(expiryFor(NOW, 3600) % EXPIRY_STEP_SECONDS).toBe(0);
    expect(expiryFor(NOW, 3600) * 1000).toBeGreaterThanOrEqual(NOW + 3_600_000);
    expect(expiryFor(NOW + 1000, 3600)).toBe(expiryFor(NOW + 120_000, 3600));
    expect(expiryFor(NOW, 3600) * 1000 - NOW).toBeLessThanOrEqual((3600 + EXPIRY_STEP_SECONDS) * 1000);
  });
});

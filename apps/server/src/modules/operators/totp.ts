import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { hashSecretToken } from '../../lib/secret-token';

const ISSUER = 'Streaming console';

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
}

/** A new 160-bit secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export async function totpEnrolment(secret: string, label: string): Promise<{ secret: string; otpauth_url: string; qr_svg: string }> {
  const url = totpOf(secret, label).toString();
  return { secret, otpauth_url: url, qr_svg: await QRCode.toString(url, { type: 'svg', margin: 1 }) };
}

/** The 30-second step `code` belongs to (this one or a neighbour, for clock drift), or null when it is no code of the secret. */
export function totpStep(secret: string, code: string, timestamp = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, 'check').validate({ token: code, timestamp, window: 1 });
  return delta === null ? null : Math.floor(timestamp / 30_000) + delta;
}

/** The code of now; tests and the enrolment checks use it. */
export function currentTotp(secret: string, timestamp = Date.now()): string {
  return totpOf(secret, 'now').generate({ timestamp });
}

/** Ten one-time recovery codes such as `4f3a-9c21-e07b`; only their hashes are stored. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => randomBytes(6).toString('hex').replace(/(.{4})(.{4})(.{4})/, '$1-$2-$3'));
}

export function hashRecoveryCode(code: string): string {
  return hashSecretToken(code.trim().toLowerCase().replaceAll(/[^0-9a-f]/g, ''));
}

export const looksLikeRecoveryCode = (value: string) => /^[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}$/i.test(value.trim());

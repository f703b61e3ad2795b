import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../../lib/constant-time';
import { displayDeviceCode } from './device-code';

/**
 * What the external authentication site signs: `<code>.<email>`, the code as shown (`XXXX-XXXX`)
 * and the email trimmed and lower-cased, so spelling differences cannot break or forge a match.
 */
export function handoffSignature(secret: string, code: string, email: string): string {
  return createHmac('sha256', secret).update(`${displayDeviceCode(code)}.${email.trim().toLowerCase()}`).digest('hex');
}

export function isValidHandoffSignature(secret: string, code: string, email: string, signature: string): boolean {
  return constantTimeEqual(Buffer.from(signature.toLowerCase(), 'hex'), Buffer.from(handoffSignature(secret, code, email), 'hex'));
}

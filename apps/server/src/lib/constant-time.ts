import { timingSafeEqual } from 'node:crypto';

/**
 * Equal, without telling through timing how much of a secret matched. Strings compare as their UTF-8 bytes.
 * Different lengths are unequal at once: the length of a token or a digest is no secret.
 */
export function constantTimeEqual(a: string | Buffer, b: string | Buffer): boolean {
  const left = typeof a === 'string' ? Buffer.from(a) : a;
  const right = typeof b === 'string' ? Buffer.from(b) : b;
  return left.length === right.length && timingSafeEqual(left, right);
}

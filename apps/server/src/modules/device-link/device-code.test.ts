import { createHmac } from 'node:crypto';
import { DEVICE_CODE_PATTERN } from '@ott/contracts';
import { describe, expect, it } from 'vitest';
import { displayDeviceCode, generateDeviceCode, hashDeviceCode } from './device-code';
import { handoffSignature, isValidHandoffSignature } from './handoff-signature';

describe('device codes', () => {
  it('are XXXX-XXXX from the unambiguous alphabet, and random', () => {
    const codes = Array.from({ length: 500 }, generateDeviceCode);
    for (const code of codes) expect(code).toMatch(DEVICE_CODE_PATTERN);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // Every one of the 32 characters turns up: no part of the alphabet is left out.
    expect(new Set(codes.join('').replaceAll('-', '')).size).toBe(32);
  });

  it('hash the same however the person typed them', () => {
    expect(displayDeviceCode('abcd efgh')).toBe('ABCD-EFGH');
    expect(hashDeviceCode('ABCDEFGH')).toBe(hashDeviceCode('abcd-efgh'));
    expect(hashDeviceCode('ABCD-EFGH')).not.toBe(hashDeviceCode('ABCD-EFGJ'));
    expect(hashDeviceCode('ABCD-EFGH')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('external hand-off signatures', () => {
  const secret = 's'.repeat(32);

  it('are the HMAC-SHA256 of <code>.<email> in their canonical spelling', () => {
    const expected = createHmac('sha256', secret).update('ABCD-EFGH.jane@example.com').digest('hex');
    expect(handoffSignature(secret, 'abcdefgh', ' Jane@Example.com ')).toBe(expected);
    expect(isValidHandoffSignature(secret, 'ABCD-EFGH', 'jane@example.com', expected.toUpperCase())).toBe(true);
  });

  it('fail for another code, email or secret, and for malformed input', () => {
    const good = handoffSignature(secret, 'ABCD-EFGH', 'jane@example.com');
    expect(isValidHandoffSignature(secret, 'ABCD-EFGJ', 'jane@example.com', good)).toBe(false);
    expect(isValidHandoffSignature(secret, 'ABCD-EFGH', 'joan@example.com', good)).toBe(false);
    expect(isValidHandoffSignature('t'.repeat(32), 'ABCD-EFGH', 'jane@example.com', good)).toBe(false);
    expect(isValidHandoffSignature(secret, 'ABCD-EFGH', 'jane@example.com', good.slice(0, 62))).toBe(false);
  });
});

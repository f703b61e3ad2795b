import { hash, randomBytes } from 'node:crypto';

/** 32 characters without look-alikes (no I, O, 0, 1), as DEVICE_CODE_PATTERN allows: 5 bits each, 40 bits a code. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

/** A fresh code in its shown form, `XXXX-XXXX`. 256 is a multiple of 32, so `byte % 32` has no bias. */
export function generateDeviceCode(): string {
  const chars = Array.from(randomBytes(LENGTH), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** The shown form of a code typed with or without its dash, in any case (the contract already upper-cases it). */
export function displayDeviceCode(code: string): string {
  const chars = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** Only the hash is stored, so the table alone does not reveal live codes. */
export function hashDeviceCode(code: string): string {
  return hash('sha256', displayDeviceCode(code), 'hex');
}

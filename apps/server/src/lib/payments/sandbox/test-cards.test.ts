import { describe, expect, it } from 'vitest';
import { testCardOf } from './test-cards';

describe('sandbox test card numbers', () => {
  it.each([
    { number: '4242 4242 4242 4242', expected: { brand: 'visa', last4: '4242', outcome: 'succeeds' } },
    { number: '4000-0000-0000-0002', expected: { brand: 'visa', last4: '0002', outcome: 'declined' } },
    { number: '4000000000009995', expected: { brand: 'visa', last4: '9995', outcome: 'insufficient_funds' } },
    { number: '5555 5555 5555 4444', expected: { brand: 'mastercard', last4: '4444', outcome: 'succeeds' } },
    { number: '4111 1111 1111 1111', expected: null },
  ])('$number → $expected', ({ number, expected }) => {
    expect(testCardOf(number)).toEqual(expected);
  });
});

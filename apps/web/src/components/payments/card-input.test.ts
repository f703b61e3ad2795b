import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, luhnValid, parseExpiry, sandboxCardRequest } from './card-input';

describe('card input formatting', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 42', '4242 4242 42'],
    ['4000 0000 0000 0002 999', '4000 0000 0000 0002 999'],
    ['1234567890123456789012', '1234 5678 9012 3456 789'],
    ['abc', ''],
  ])('number %s → %s', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it.each([
    ['1', '1'],
    ['12', '12'],
    ['122', '12 / 2'],
    ['1228', '12 / 28'],
    ['12 / 289', '12 / 28'],
  ])('expiry %s → %s', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it('keeps 3 or 4 digits of a CVC', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});

describe('card checks', () => {
  it('checks the Luhn sum of the test cards', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('reads an expiry as month and four-digit year', () => {
    expect(parseExpiry('04 / 29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('00 / 29')).toBeNull();
    expect(parseExpiry('4 / 29')).toBeNull();
  });

  it('sends the tokens endpoint digits only', () => {
    expect(sandboxCardRequest({ number: '4242 4242 4242 4242', expiry: '04 / 29', cvc: '123' })).toEqual({ number: '4242424242424242', exp_month: 4, exp_year: 2029, cvc: '123' });
  });
});

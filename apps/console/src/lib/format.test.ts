import { describe, expect, it } from 'vitest';
import { amountText, money, parseAmount } from './format';

describe('amounts in the console', () => {
  it.each([
    ['29.99', 2999],
    ['12,5', 1250],
    ['12.', 1200],
    [' 1 250 ', 125000],
    ['0', 0],
    ['1.999', null],
    ['-3', null],
    ['abc', null],
    ['', null],
  ])('reads %j as %j minor units', (text, minor) => {
    expect(parseAmount(text)).toBe(minor);
  });

  it('writes minor units for a field and as money in the language', () => {
    expect(amountText(2999)).toBe('29.99');
    // French writes a decimal comma, which parseAmount reads back; no grouping space to trip over.
    expect(amountText(123456, 'fr')).toBe('1234,56');
    expect(parseAmount(amountText(123456, 'fr'))).toBe(123456);
    expect(amountText(null)).toBe('');
    expect(money(1499, 'USD', 'en')).toBe('$14.99');
    expect(money(1499, 'CAD', 'fr')).toBe('14,99\u00a0$');
  });
});

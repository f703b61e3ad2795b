import { describe, expect, it, vi } from 'vitest';
import { amountText, currencySymbol, dateTimeFormat, day, formatPrice, numberFormat, parseAmount, percentText, relativeTimeFormat, when, whenInTwo } from './format';

describe('amounts', () => {
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
    expect(formatPrice(1499, 'USD', 'en')).toBe('$14.99');
    expect(formatPrice(1499, 'CAD', 'fr')).toBe('14,99\u00a0$');
  });

  it('shows both currencies of spec §9 as $', () => {
    expect(currencySymbol('USD', 'en')).toBe('$');
    expect(currencySymbol('CAD', 'fr')).toBe('$');
  });
});

describe('shares', () => {
  it('are written as the language writes a percentage', () => {
    expect(percentText(0.92, 'en')).toBe('92%');
    expect(percentText(0.92, 'fr').replace(/\s/g, ' ')).toBe('92 %');
    expect(percentText(0.256, 'en', 1)).toBe('25.6%');
  });
});

describe('dates in a time zone', () => {
  const lateGame = '2026-12-06T01:00:00.000Z';

  it("reads a time as the zone's date and time, whatever the browser's zone", () => {
    // The space before PM is narrow or plain as the ICU version has it.
    expect(when(lateGame, 'en', 'America/Chicago')).toMatch(/^Dec 5, 2026, 7:00\sPM$/);
    expect(day(lateGame, 'en', 'America/Chicago')).toBe('Dec 5, 2026');
    expect(day(lateGame, 'en', 'Europe/Paris')).toBe('Dec 6, 2026');
  });

  it('writes the first of a month as French does, beside a month in words only', () => {
    const first = '2026-12-01T18:00:00Z';
    expect(dateTimeFormat('fr', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(first))).toBe('1er décembre');
    expect(dateTimeFormat('fr', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(first))).toBe('mar. 1er déc.');
    expect(day(first, 'fr', 'UTC')).toBe('1er déc. 2026');
    expect(day('2026-12-11T18:00:00Z', 'fr', 'UTC')).toBe('11 déc. 2026');
    expect(day('2026-12-21T18:00:00Z', 'fr-CA', 'UTC')).toBe('21 déc. 2026');
    expect(dateTimeFormat('fr', { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(first))).toBe('01/12/2026');
    expect(day(first, 'en', 'UTC')).toBe('Dec 1, 2026');
  });

  it('gives a time in two pieces, the date and the time, which read together as the time in one', () => {
    const [date, time] = whenInTwo(lateGame, 'en', 'America/Chicago');
    expect(date).toBe('Dec 5, 2026,');
    expect(time).toMatch(/^7:00\sPM$/);
    expect(`${date} ${time}`).toBe(when(lateGame, 'en', 'America/Chicago'));
    // The French ordinal is kept.
    expect(whenInTwo('2026-12-01T18:00:00Z', 'fr', 'UTC')).toEqual(['1er déc. 2026,', '18:00']);
    expect(`${whenInTwo('2026-12-01T18:00:00Z', 'fr', 'UTC').join(' ')}`).toBe(when('2026-12-01T18:00:00Z', 'fr', 'UTC'));
    expect(whenInTwo(null, 'en', 'UTC')).toEqual(['', '']);
  });

  it('shows nothing for no time', () => {
    expect(when(null, 'en', 'UTC')).toBe('');
    expect(day(undefined, 'fr', 'UTC')).toBe('');
  });

  it('keeps one formatter per language and options, as a list of a hundred cards needs; an unknown zone still throws', () => {
    const options = { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'America/Chicago' } as const;
    expect(dateTimeFormat('en', { ...options })).toBe(dateTimeFormat('en', options));
    expect(dateTimeFormat('fr', options)).not.toBe(dateTimeFormat('en', options));
    expect(dateTimeFormat('en', { ...options, timeZone: 'Europe/Paris' })).not.toBe(dateTimeFormat('en', options));
    expect(dateTimeFormat('en', options).format(new Date(lateGame))).toBe('Sat, Dec 5');
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(relativeTimeFormat('fr')).toBe(relativeTimeFormat('fr'));
    expect(relativeTimeFormat('fr').format(1, 'day')).toBe('demain');
    expect(numberFormat('fr', { minimumFractionDigits: 2 })).toBe(numberFormat('fr', { minimumFractionDigits: 2 }));
    expect(numberFormat('fr')).not.toBe(numberFormat('en'));
    expect(numberFormat('fr').format(1.5)).toBe('1,5');
  });

  it('builds no number format anew for a currency symbol or an amount already shown in that language', () => {
    expect(currencySymbol('EUR', 'de')).toBe('€');
    expect(amountText(1250, 'de')).toBe('12,50');
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect(currencySymbol('EUR', 'de')).toBe('€');
    expect(amountText(990, 'de')).toBe('9,90');
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });

  it('builds no number format anew for a price already shown in that language and currency (a paywall shows each pass two or three times)', () => {
    expect(formatPrice(1999, 'CAD', 'de')).toBe('19,99\u00a0$');
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect(formatPrice(4999, 'CAD', 'de')).toBe('49,99\u00a0$');
    expect(formatPrice(500, 'CAD', 'de')).toBe('5,00\u00a0$');
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });
});

/** Money, dates in a time zone and typed amounts, as both apps show and read them. */
import { localDateTimeFormat } from '@ott/contracts/date-format';
import { numberFormat } from '@ott/contracts/number-format';

export { formatPrice } from '@ott/contracts/price-label';
export { numberFormat };

export function currencySymbol(currency: string, language: string): string {
  const parts = numberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per language and options, kept: building one (as each toLocaleString call does) costs about
 * a millisecond on a phone, and a home page formats a hundred times. French dates get their ordinal "1er"
 * (localDateTimeFormat). An unknown time zone throws, as the constructor does.
 */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${language}|${JSON.stringify(options)}`;
  let format = dateFormats.get(id);
  if (!format) {
    format = localDateTimeFormat(language, options);
    dateFormats.set(id, format);
  }
  return format;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** "in 3 days", "demain": one kept Intl.RelativeTimeFormat per language (numeric: 'auto'). */
export function relativeTimeFormat(language: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    relativeFormats.set(language, format);
  }
  return format;
}

const dateFormat = (language: string, timeZone: string | undefined, withTime: boolean) =>
  dateTimeFormat(language, { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}), ...(timeZone ? { timeZone } : {}) });

/**
 * A stored time as a short date and time in a time zone: the channel's or the event's, so a 7 pm Chicago game on
 * Dec 5 reads Dec 5 whatever the reader's own zone; `undefined` only where no channel applies (the browser's zone).
 * '' for none.
 */
export const when = (iso: string | null | undefined, language: string, timeZone: string | undefined) => (iso ? dateFormat(language, timeZone, true).format(new Date(iso)) : '');

/**
 * `when` in two pieces, for a narrow column to put the time under the date: the date with what joins it to the time
 * ("Dec 5, 2026,"), and the time ("7:00 PM"). Read together they are `when`'s text. ['', ''] for none.
 */
export function whenInTwo(iso: string | null | undefined, language: string, timeZone: string | undefined): [date: string, time: string] {
  if (!iso) return ['', ''];
  const format = dateFormat(language, timeZone, true);
  const date = new Date(iso);
  const whole = format.format(date);
  const parts = format.formatToParts(date);
  const hour = parts.findIndex((part) => part.type === 'hour');
  const time = hour < 0 ? '' : parts.slice(hour).map((part) => part.value).join('');
  // The time comes last in the languages the apps speak; where it would not, the whole stays in one piece. Its pieces
  // and its whole may space "7:00 PM" differently (a narrow or a plain space), as the engine has it: the whole's is kept.
  const spaced = (text: string) => text.replace(/\s/g, ' ');
  if (!time || !spaced(whole).endsWith(spaced(time))) return [whole, ''];
  const at = whole.length - time.length;
  return [whole.slice(0, at).trimEnd(), whole.slice(at)];
}

/** A stored time as a date in a time zone (as `when`); '' for none. */
export const day = (iso: string | null | undefined, language: string, timeZone: string | undefined) => (iso ? dateFormat(language, timeZone, false).format(new Date(iso)) : '');

/** A share as the language writes it: 0.92 → "92%", in French "92 %"; up to `fractionDigits` decimals, at least `minimumDigits`. */
export const percentText = (ratio: number, language: string, fractionDigits = 0, minimumDigits = 0) =>
  numberFormat(language, { style: 'percent', minimumFractionDigits: minimumDigits, maximumFractionDigits: fractionDigits }).format(ratio);

/** How many minor units an amount typed in the currency is ("12.5" → 1250, "12,50" → 1250, "1 250" → 125000); null when it is not one. */
export function parseAmount(text: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(normalized)) return null;
  const [whole, fraction = ''] = normalized.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Minor units as a form field shows them in the language ("29.99", in French "29,99"); '' for none. */
export const amountText = (minor: number | null | undefined, language = 'en') =>
  minor === null || minor === undefined ? '' : numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(minor / 100);

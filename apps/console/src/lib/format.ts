import { formatPrice } from '@ott/contracts/price-label';

/** Money in minor units, in its currency and the console's language (the viewer app's own formatting). */
export const money = formatPrice;

/** A stored time as a short local date and time; '' for none. */
export const when = (iso: string | null | undefined, language: string) =>
  iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '';

/** A stored time as a local date; '' for none. */
export const day = (iso: string | null | undefined, language: string) => (iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)) : '');

/** How many minor units an amount typed in the currency is ("12.5" → 1250, "12,50" → 1250, "1 250" → 125000); null when it is not one. */
export function parseAmount(text: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(normalized)) return null;
  const [whole, fraction = ''] = normalized.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Minor units as a form field shows them in the console's language ("29.99", in French "29,99"); '' for none. */
export const amountText = (minor: number | null | undefined, language = 'en') =>
  minor === null || minor === undefined ? '' : new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(minor / 100);

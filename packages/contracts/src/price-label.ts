import type { PassSummary } from './channel';
import { numberFormat } from './number-format';

/**
 * Spec §9 price label, shared by the viewer app's pass card and the console's preview so the
 * operator sees the words viewers will see.
 */
export type PricedPass = Pick<PassSummary, 'price' | 'base_price' | 'service_fee' | 'currency' | 'offer' | 'period'> & Partial<Pick<PassSummary, 'period_count'>>;

/** Locale keys for the offer units the channels use. */
export type PeriodUnit = 'year' | 'month' | 'week' | 'day';
const UNITS: Record<string, PeriodUnit> = { annual: 'year', year: 'year', month: 'month', monthly: 'month', week: 'week', day: 'day' };

/** Price and currency display in the active language (spec §9: USD and CAD, shown as $). */
export function formatPrice(minorUnits: number, currency: string, language: string): string {
  return numberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(minorUnits / 100);
}

export interface PriceLabel {
  /** The currency code, shown before the amount. */
  currency: string;
  /** The base price (the price when there is none), symbol included. */
  amount: string;
  /** "/ N unit": N is shown only above 1. Null for a one-off purchase. */
  period: { count: number; unit: PeriodUnit } | null;
  /** What the pass sells for when that is below the base price: shown beside the label, never instead of it. */
  sale: string | null;
  /** The service fee line, only when there is one. */
  fee: string | null;
}

/**
 * Spec §9 price label: currency code, symbol, base price (price when absent), then a slash with the
 * period count (only above 1) and the offer unit; the fee defaults to 0.
 */
export function priceLabel(pass: PricedPass, language: string): PriceLabel {
  const basis = pass.base_price ?? pass.price;
  const unit = pass.offer ?? pass.period;
  const fee = pass.service_fee ?? 0;
  return {
    currency: pass.currency,
    amount: formatPrice(basis, pass.currency, language),
    period: unit && UNITS[unit] ? { count: pass.period_count ?? 1, unit: UNITS[unit] } : null,
    sale: pass.price < basis ? formatPrice(pass.price, pass.currency, language) : null,
    fee: fee > 0 ? formatPrice(fee, pass.currency, language) : null,
  };
}

/**
 * The "/ N unit" part of the label (N only above 1), with the unit named in the reader's language by `unitName`;
 * empty for a one-off purchase. The viewer's card, its watch-page list and the console's preview all print it.
 */
export function periodText(period: PriceLabel['period'], unitName: (unit: PeriodUnit, count: number) => string): string {
  if (!period) return '';
  const unit = unitName(period.unit, period.count);
  return `/ ${period.count > 1 ? `${period.count} ${unit}` : unit}`;
}

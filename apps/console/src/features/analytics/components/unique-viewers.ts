import type { UniqueViewersCount } from '@ott/contracts/admin-analytics';
import type { TFunction } from 'i18next';

/** How a range's unique viewers were counted, in words: "Exact" or "Estimate ±1.6%" (the margin 95 % of counts fall within). */
export function uniqueViewersNote(count: UniqueViewersCount, t: TFunction<'analytics'>, language: string): string {
  if (count.method === 'exact') return t('uniqueViewers.exact');
  return t('uniqueViewers.estimate', { error: new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(count.error) });
}

import { numberFormat, percentText } from '@ott/client/format';
import { QOE_THRESHOLDS } from '@ott/contracts/admin-analytics';
import type { AdminAnalyticsQoeRow } from '@ott/contracts/admin-analytics';

/** Which figures of an event cross the thresholds the console warns about. */
export function qoeWarnings(row: AdminAnalyticsQoeRow) {
  return {
    startup: row.startup_p95_ms !== null && row.startup_p95_ms > QOE_THRESHOLDS.startupP95Ms,
    rebuffer: row.rebuffer_ratio > QOE_THRESHOLDS.rebufferRatio,
    errors: row.error_rate > QOE_THRESHOLDS.errorRate,
  };
}

const oneDecimal = (value: number, language: string) => numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** The figures as the console's language writes them: '1.5 s', '12.0%', '2.1 Mb/s' in English; '1,5 s', '12,0 %', '2,1 Mb/s' in French, one decimal each, so a column reads alike. */
export const seconds = (ms: number | null, language: string) => (ms === null ? '—' : `${oneDecimal(ms / 1000, language)}\u00a0s`);
export const percent = (ratio: number, language: string) => percentText(ratio, language, 1, 1);
export const megabits = (bitsPerSecond: number | null, language: string) => (bitsPerSecond === null ? '—' : `${oneDecimal(bitsPerSecond / 1_000_000, language)}\u00a0Mb/s`);
export const count = (value: number, language: string) => numberFormat(language).format(value);

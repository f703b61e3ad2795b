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

export const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);
export const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

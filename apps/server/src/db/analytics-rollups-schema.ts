/** Rollups of the raw analytics rows (migration 20251127110100); bigint and counts may come back as strings from pg. */

export interface AnalyticsRollupWatermarksTable {
  /** The raw table name. */
  source: string;
  last_seq: number | string;
  updated_at: string;
}

export interface AnalyticsDailyTable {
  channel_id: number;
  day: string;
  /** Distinct session hashes seen that day (any raw table). */
  sessions: number;
  /** Distinct session hashes with at least one view. */
  unique_viewers: number;
  /** Distinct video_view_uuid. */
  views: number;
  watch_seconds: number;
  /** JSON object: device type → views. */
  by_device: string;
  /** JSON object: platform → views. */
  by_platform: string;
  /** HyperLogLog sketch of the day's viewers (base64, lib/hyperloglog.ts), merged over ranges; null if rolled up before 0087. */
  viewer_sketch: string | null;
}

export interface AnalyticsEventDailyTable {
  channel_id: number;
  day: string;
  stream_id: string;
  stream_type: string | null;
  views: number;
  unique_viewers: number;
  watch_seconds: number;
  /** JSON array of each view's startup time (ms), sorted: exact percentiles over any range of days. */
  startup_samples: string;
  startup_p50_ms: number | null;
  startup_p95_ms: number | null;
  /** JSON array, sorted: the programme's own start after the ad (ms), one number per view a preroll played before. */
  programme_startup_samples: string;
  rebuffer_count: number;
  rebuffer_ms: number;
  bitrate_sum: number;
  bitrate_samples: number;
  rendition_switches: number;
  error_views: number;
  /** HyperLogLog sketch of the event-day's viewers, as on analytics_daily. */
  viewer_sketch: string | null;
}

export interface AnalyticsEventMinutesTable {
  channel_id: number;
  /** UTC minute, YYYY-MM-DDTHH:MM. */
  minute: string;
  stream_id: string;
  /** Distinct views with any event or heartbeat in that minute. */
  viewers: number;
}

export interface AnalyticsRollupTables {
  analytics_rollup_watermarks: AnalyticsRollupWatermarksTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_event_daily: AnalyticsEventDailyTable;
  analytics_event_minutes: AnalyticsEventMinutesTable;
}

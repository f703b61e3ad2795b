import { z } from 'zod';

/**
 * The console's analytics (issue 16): `/api/admin/channels/{channel_key}/analytics/*`, read from the rollups only.
 * Every table is also served as CSV with `?format=csv`. Days (YYYY-MM-DD, both ends included) are the channel's: each
 * runs from midnight to midnight in its time zone (docs/decisions/0087), named in every answer's `range.time_zone`.
 */
export const ADMIN_ANALYTICS_MESSAGES = {
  dayFormat: 'Use a date such as 2026-11-25',
  rangeOrder: 'Must not be before from',
  rangeTooLong: 'Choose at most 366 days',
} as const;

/** Quality thresholds the console highlights (the operator's early warning that a stream is broken). */
export const QOE_THRESHOLDS = { startupP95Ms: 4000, rebufferRatio: 0.02, errorRate: 0.05 } as const;
/** Days shown when no range is given. */
export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_MAX_DAYS = 366;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ADMIN_ANALYTICS_MESSAGES.dayFormat);

export const AdminAnalyticsQuery = z
  .object({ from: Day.optional(), to: Day.optional(), format: z.enum(['json', 'csv']).optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: ADMIN_ANALYTICS_MESSAGES.rangeOrder, path: ['to'] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) < ANALYTICS_MAX_DAYS * 86_400_000, { message: ADMIN_ANALYTICS_MESSAGES.rangeTooLong, path: ['from'] });
export type AdminAnalyticsQuery = z.infer<typeof AdminAnalyticsQuery>;

export const AdminAnalyticsRange = z.object({ from: z.string(), to: z.string(), time_zone: z.string().describe("the channel's IANA time zone, in which each day runs") });
export type AdminAnalyticsRange = z.infer<typeof AdminAnalyticsRange>;

/**
 * How the range's unique viewers were counted (docs/decisions/0087): exactly, from the raw rows while the whole range
 * is within their retention; else estimated by merging each day's HyperLogLog sketch. Either way a viewer seen on
 * several days counts once.
 */
export const UniqueViewersCount = z.object({
  method: z.enum(['exact', 'estimate']),
  /** The relative error stated: 0 when exact; for an estimate, 95 % of counts fall within ± this share (0.01625). */
  error: z.number(),
});
export type UniqueViewersCount = z.infer<typeof UniqueViewersCount>;

const Totals = z.object({
  sessions: z.number(),
  views: z.number(),
  /** Distinct viewers over the whole range (a viewer seen on two days counts once), counted as `unique_viewers_count` says. */
  unique_viewers: z.number(),
  watch_minutes: z.number(),
  avg_view_seconds: z.number(),
});

/** One day's figures; its unique viewers are that day's, exact. */
export const AdminAnalyticsDay = z.object({ day: z.string(), views: z.number(), unique_viewers: z.number(), watch_minutes: z.number() });
export type AdminAnalyticsDay = z.infer<typeof AdminAnalyticsDay>;

export const AdminAnalyticsOverview = z.object({ range: AdminAnalyticsRange, totals: Totals, unique_viewers_count: UniqueViewersCount, daily: z.array(AdminAnalyticsDay) }).meta({ id: 'AdminAnalyticsOverview' });
export type AdminAnalyticsOverview = z.infer<typeof AdminAnalyticsOverview>;

export const AdminAnalyticsEventRow = z.object({
  stream_id: z.string(),
  /** The event's name when the stream is one of the channel's events. */
  title: z.string().nullable(),
  stream_type: z.string().nullable(),
  views: z.number(),
  unique_viewers: z.number(),
  watch_minutes: z.number(),
  avg_view_seconds: z.number(),
});
export type AdminAnalyticsEventRow = z.infer<typeof AdminAnalyticsEventRow>;
/** Each event's unique viewers are distinct over the range, counted as `unique_viewers_count` says. */
export const AdminAnalyticsTopEvents = z.object({ range: AdminAnalyticsRange, unique_viewers_count: UniqueViewersCount, events: z.array(AdminAnalyticsEventRow) }).meta({ id: 'AdminAnalyticsTopEvents' });
export type AdminAnalyticsTopEvents = z.infer<typeof AdminAnalyticsTopEvents>;

export const AdminAnalyticsQoeRow = z.object({
  stream_id: z.string(),
  title: z.string().nullable(),
  views: z.number(),
  /** The viewer's startup: play request of what played first (the preroll, when one did) → its first frame. */
  startup_p50_ms: z.number().nullable(),
  startup_p95_ms: z.number().nullable(),
  /** The programme's own start after the ad, over the views a preroll played before (null when none did). */
  programme_startup_p50_ms: z.number().nullable(),
  programme_startup_p95_ms: z.number().nullable(),
  rebuffer_count: z.number(),
  /** Stalled time over watched time. */
  rebuffer_ratio: z.number(),
  avg_bitrate: z.number().nullable(),
  rendition_switches: z.number(),
  error_views: z.number(),
  error_rate: z.number(),
});
export type AdminAnalyticsQoeRow = z.infer<typeof AdminAnalyticsQoeRow>;
export const AdminAnalyticsQoe = z.object({ range: AdminAnalyticsRange, events: z.array(AdminAnalyticsQoeRow) }).meta({ id: 'AdminAnalyticsQoe' });
export type AdminAnalyticsQoe = z.infer<typeof AdminAnalyticsQoe>;

const Split = z.array(z.object({ name: z.string(), views: z.number() }));
export const AdminAnalyticsDevices = z.object({ range: AdminAnalyticsRange, devices: Split, platforms: Split }).meta({ id: 'AdminAnalyticsDevices' });
export type AdminAnalyticsDevices = z.infer<typeof AdminAnalyticsDevices>;

export const AdminAnalyticsLive = z
  .object({
    /** Streams watched now: distinct views with a report in the last 45 s (a playing view reports every 30 s at least). */
    events: z.array(z.object({ stream_id: z.string(), title: z.string().nullable(), viewers: z.number() })),
    /** The last 60 minutes, every minute present (0 when nobody watched), all streams together. */
    series: z.array(z.object({ minute: z.string(), viewers: z.number() })),
  })
  .meta({ id: 'AdminAnalyticsLive' });
export type AdminAnalyticsLive = z.infer<typeof AdminAnalyticsLive>;

export const AdminAnalyticsRefresh = z.object({ queued: z.boolean() });

import type { Generated, Insertable } from 'kysely';
import type { Flag, IsoTime, JsonText } from './column-types';

/** Columns of every raw analytics row (migration 20251127110000). */
interface RawRow {
  seq: Generated<number>;
  /** Given on receipt; a row written twice is stored once. */
  row_id: string;
  channel_id: number;
  received_at: IsoTime;
  /** UTC day of received_at (YYYY-MM-DD). */
  day: string;
  session: string | null;
  /** The client's address truncated to /24 (IPv4) or /48 (IPv6). */
  ip: string | null;
}

/** What rollups group views by. */
interface ViewColumns {
  video_view_uuid: string | null;
  stream_id: string | null;
  stream_type: string | null;
  device_type: string | null;
  platform: string | null;
}

export interface AnalyticsSessionsTable extends RawRow {
  profile: string | null;
  device_type: string | null;
  user_agent: string | null;
  resolution: string | null;
  platform: string | null;
}

export interface AnalyticsEventsTable extends RawRow {
  profile: string | null;
  user_id: number | null;
  /** HMAC-SHA-256 of the lower-cased address; never the address. */
  user_email_hash: string | null;
  event: string;
  extras: JsonText | null;
  origin_url: string | null;
}

export interface AnalyticsVideoEventsTable extends RawRow, ViewColumns {
  event: string;
  /** The viewer's startup: play request of what played first (the preroll, if any) → its first frame. */
  startup_ms: number | null;
  /** When a preroll played first: the programme's own play request (after the ad) → its first frame. */
  programme_startup_ms: number | null;
  bitrate: number | null;
  error_type: string | null;
  error_fatal: Flag | null;
  position: number | null;
  rebuffer_ms: number | null;
  /** The rest of the event's extras. */
  extras: JsonText | null;
}

export interface AnalyticsViewingsTable extends RawRow, ViewColumns {
  viewing_time: number;
  category: string | null;
  sport: string | null;
  gender: string | null;
  school: string | null;
  league: string | null;
}

export interface AnalyticsTables {
  analytics_sessions: AnalyticsSessionsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_video_events: AnalyticsVideoEventsTable;
  analytics_viewings: AnalyticsViewingsTable;
}

export type AnalyticsTableName = keyof AnalyticsTables;
/** A row ready to insert into one of the raw tables. */
export type AnalyticsRow =
  | { table: 'analytics_sessions'; values: Insertable<AnalyticsSessionsTable> }
  | { table: 'analytics_events'; values: Insertable<AnalyticsEventsTable> }
  | { table: 'analytics_video_events'; values: Insertable<AnalyticsVideoEventsTable> }
  | { table: 'analytics_viewings'; values: Insertable<AnalyticsViewingsTable> };

import { randomBytes } from 'node:crypto';
import type { AnalyticsEvent, AnalyticsSession, AnalyticsVideoEvent, AnalyticsViewing } from '@ott/contracts/analytics';
import { cleanAnalyticsUrl } from '@ott/contracts/analytics-url';
import type { AnalyticsRow } from '../../db/analytics-schema';
import { zonedDate } from '../../lib/zoned-time';

/** What every row of one request shares (computed once per request: rows are made at thousands a second). */
export interface Receipt {
  channelId: number;
  receivedAt: string;
  /** The channel's calendar day at receipt, in its time zone (docs/decisions/0087): the day the row counts on. */
  day: string;
  ip: string | null;
  /** Start of this request's row ids. */
  idPrefix: string;
  hashEmail: (email: string) => string;
}

const PROCESS_TAG = randomBytes(6).toString('hex');
let counter = 0;

/**
 * Row ids are unique across instances (a random tag per process) and rise within one (time, then a counter): new ids
 * land at the end of the unique index instead of at random places in it, which keeps inserts cheap.
 */
export function newReceipt(channel: { id: number; timeZone: string }, now: Date, ip: string | null, hashEmail: (email: string) => string): Receipt {
  return { channelId: channel.id, receivedAt: now.toISOString(), day: zonedDate(channel.timeZone, now), ip, idPrefix: `${now.getTime().toString(36).padStart(9, '0')}-${PROCESS_TAG}-`, hashEmail };
}

const rowId = (receipt: Receipt) => receipt.idPrefix + (counter++).toString(36);

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? null : String(value));

export const toSessionRow = (body: AnalyticsSession, receipt: Receipt): AnalyticsRow => ({
  table: 'analytics_sessions',
  values: {
    row_id: rowId(receipt),
    channel_id: receipt.channelId,
    received_at: receipt.receivedAt,
    day: receipt.day,
    session: body.session ?? null,
    ip: receipt.ip,
    profile: text(body.profile),
    device_type: body.device_type ?? null,
    user_agent: body.user_agent ?? null,
    resolution: body.resolution ?? null,
    platform: body.platform ?? null,
  },
});

export const toEventRow = (body: AnalyticsEvent, receipt: Receipt): AnalyticsRow => ({
  table: 'analytics_events',
  values: {
    row_id: rowId(receipt),
    channel_id: receipt.channelId,
    received_at: receipt.receivedAt,
    day: receipt.day,
    session: body.session_uuid ?? null,
    ip: receipt.ip,
    profile: text(body.profile),
    user_id: body.user_id ?? null,
    user_email_hash: body.user_email ? receipt.hashEmail(body.user_email) : null,
    event: body.event,
    extras: body.extras ? JSON.stringify(body.extras) : null,
    // Whatever the client sent: a mailed link's code must never be stored (docs/decisions/0061).
    origin_url: body.origin_url ? cleanAnalyticsUrl(body.origin_url) : null,
  },
});

export function toVideoEventRow(body: AnalyticsVideoEvent, receipt: Receipt): AnalyticsRow {
  // The QoE values get their own columns, so rollups need not parse JSON; anything else stays in extras.
  const extras = body.extras ?? {};
  const { startup_ms, programme_startup_ms, bitrate, error_type, error_fatal, position, rebuffer_ms } = extras;
  const rest = otherExtras(extras);
  return {
    table: 'analytics_video_events',
    values: {
      row_id: rowId(receipt),
      channel_id: receipt.channelId,
      received_at: receipt.receivedAt,
      day: receipt.day,
      session: body.session ?? null,
      ip: receipt.ip,
      video_view_uuid: body.video_view_uuid,
      stream_id: String(body.stream_id),
      stream_type: body.stream_type,
      device_type: body.device_type ?? null,
      platform: body.platform ?? null,
      event: body.event,
      startup_ms: startup_ms ?? null,
      programme_startup_ms: programme_startup_ms ?? null,
      bitrate: bitrate ?? null,
      error_type: error_type ?? null,
      error_fatal: error_fatal === null || error_fatal === undefined ? null : Number(error_fatal),
      position: position ?? null,
      rebuffer_ms: rebuffer_ms ?? null,
      extras: rest ? JSON.stringify(rest) : null,
    },
  };
}

const QOE_KEYS = new Set(['startup_ms', 'programme_startup_ms', 'bitrate', 'error_type', 'error_fatal', 'position', 'rebuffer_ms']);

/** The extras without the QoE values (null when nothing is left). */
function otherExtras(extras: Record<string, unknown>): Record<string, unknown> | null {
  let rest: Record<string, unknown> | null = null;
  for (const key in extras) if (!QOE_KEYS.has(key)) (rest ??= {})[key] = extras[key];
  return rest;
}

export const toViewingRow = (body: AnalyticsViewing, receipt: Receipt): AnalyticsRow => ({
  table: 'analytics_viewings',
  values: {
    row_id: rowId(receipt),
    channel_id: receipt.channelId,
    received_at: receipt.receivedAt,
    day: receipt.day,
    session: body.session ?? null,
    ip: receipt.ip,
    video_view_uuid: body.video_view_uuid ?? null,
    stream_id: text(body.stream_id),
    stream_type: body.stream_type ?? null,
    device_type: body.device_type ?? null,
    platform: body.platform ?? null,
    viewing_time: body.viewing_time,
    category: body.category ?? null,
    sport: body.sport ?? null,
    gender: body.gender ?? null,
    school: body.school ?? null,
    league: body.league ?? null,
  },
});

import { HyperLogLog } from '../../../lib/hyperloglog';
import { ascending, percentile } from './percentiles';

/** The raw columns a rollup reads, for one channel and one UTC day. */
export interface RawDay {
  sessions: { session: string | null; device_type: string | null; platform: string | null }[];
  events: { session: string | null }[];
  videoEvents: {
    session: string | null;
    received_at: string;
    video_view_uuid: string | null;
    stream_id: string | null;
    stream_type: string | null;
    device_type: string | null;
    platform: string | null;
    event: string;
    startup_ms: number | null;
    programme_startup_ms: number | null;
    bitrate: number | null;
    error_fatal: number | null;
    rebuffer_ms: number | null;
  }[];
  viewings: {
    session: string | null;
    received_at: string;
    video_view_uuid: string | null;
    stream_id: string | null;
    stream_type: string | null;
    device_type: string | null;
    platform: string | null;
    viewing_time: number;
  }[];
}

export interface DailyRollup {
  sessions: number;
  unique_viewers: number;
  views: number;
  watch_seconds: number;
  by_device: Record<string, number>;
  by_platform: Record<string, number>;
  /** The day's viewers as a mergeable sketch (base64), for distinct viewers over ranges (docs/decisions/0087). */
  viewer_sketch: string;
}

export interface EventRollup {
  stream_id: string;
  stream_type: string | null;
  views: number;
  unique_viewers: number;
  watch_seconds: number;
  startup_samples: number[];
  startup_p50_ms: number | null;
  startup_p95_ms: number | null;
  /** The programme's own start after a preroll, one per view an ad played before (sorted). */
  programme_startup_samples: number[];
  rebuffer_count: number;
  rebuffer_ms: number;
  bitrate_sum: number;
  bitrate_samples: number;
  rendition_switches: number;
  error_views: number;
  /** The event-day's viewers as a mergeable sketch (base64). */
  viewer_sketch: string;
}

export interface MinuteRollup {
  minute: string;
  stream_id: string;
  viewers: number;
}

export interface DayRollup {
  daily: DailyRollup;
  events: EventRollup[];
  minutes: MinuteRollup[];
}

/** What one view (video_view_uuid) gathered over the day. */
interface View {
  viewer: string;
  stream_id: string | null;
  stream_type: string | null;
  device_type: string | null;
  platform: string | null;
  startup_ms: number | null;
  programme_startup_ms: number | null;
  error: boolean;
}

const UNKNOWN = 'unknown';
/** A preroll (an ad before the programme) is reported under the event's id, but it is not a view of the event. */
const PREROLL = 'preroll';
const count = (record: Record<string, number>, key: string) => {
  record[key] = (record[key] ?? 0) + 1;
};

function emptyEvent(stream_id: string, stream_type: string | null): EventRollup {
  return { stream_id, stream_type, views: 0, unique_viewers: 0, watch_seconds: 0, startup_samples: [], startup_p50_ms: null, startup_p95_ms: null, programme_startup_samples: [], rebuffer_count: 0, rebuffer_ms: 0, bitrate_sum: 0, bitrate_samples: 0, rendition_switches: 0, error_views: 0, viewer_sketch: '' };
}

/**
 * One channel's day from its raw rows. A view is a video_view_uuid; a viewer is a session hash (a view sent without
 * one counts as its own viewer). Device and platform come from the view's own rows, else from its session's row.
 * Startup is the view's first reported startup_ms (the viewer's wait, the preroll's included), and its programme start
 * after the ad its first programme_startup_ms; a view with errors has an `error` event not flagged non-fatal.
 * Preroll rows are left out of views, watch time and QoE (their sessions still count as sessions).
 */
export function rollUpDay(raw: RawDay): DayRollup {
  const sessionInfo = new Map(raw.sessions.filter((s) => s.session).map((s) => [s.session as string, s]));
  const views = new Map<string, View>();
  const events = new Map<string, EventRollup>();
  const minutes = new Map<string, Set<string>>();
  const viewOf = (row: { session: string | null; video_view_uuid: string | null; stream_id: string | null; stream_type: string | null; device_type: string | null; platform: string | null }) => {
    if (!row.video_view_uuid) return null;
    let view = views.get(row.video_view_uuid);
    if (!view) {
      view = { viewer: row.session ?? `view:${row.video_view_uuid}`, stream_id: null, stream_type: null, device_type: null, platform: null, startup_ms: null, programme_startup_ms: null, error: false };
      views.set(row.video_view_uuid, view);
    }
    view.stream_id ??= row.stream_id;
    view.stream_type ??= row.stream_type;
    view.device_type ??= row.device_type;
    view.platform ??= row.platform;
    return view;
  };
  const eventOf = (streamId: string, streamType: string | null) => {
    let event = events.get(streamId);
    if (!event) events.set(streamId, (event = emptyEvent(streamId, streamType)));
    event.stream_type ??= streamType;
    return event;
  };
  const seenInMinute = (receivedAt: string, streamId: string | null, viewId: string | null) => {
    if (!streamId || !viewId) return;
    const key = `${receivedAt.slice(0, 16)}|${streamId}`;
    let set = minutes.get(key);
    if (!set) minutes.set(key, (set = new Set()));
    set.add(viewId);
  };

  for (const row of raw.videoEvents) {
    if (row.stream_type === PREROLL) continue;
    const view = viewOf(row);
    seenInMinute(row.received_at, row.stream_id, row.video_view_uuid);
    if (view && view.startup_ms === null && row.startup_ms !== null) view.startup_ms = Number(row.startup_ms);
    if (view && view.programme_startup_ms === null && row.programme_startup_ms !== null) view.programme_startup_ms = Number(row.programme_startup_ms);
    if (view && row.event === 'error' && row.error_fatal !== 0) view.error = true;
    if (!row.stream_id) continue;
    const event = eventOf(row.stream_id, row.stream_type);
    if (row.event === 'rebuffer_start') event.rebuffer_count += 1;
    if (row.rebuffer_ms !== null) event.rebuffer_ms += Number(row.rebuffer_ms);
    if (row.bitrate !== null) {
      event.bitrate_sum += Number(row.bitrate);
      event.bitrate_samples += 1;
    }
    if (row.event === 'rendition_change') event.rendition_switches += 1;
  }
  let watchSeconds = 0;
  for (const row of raw.viewings) {
    if (row.stream_type === PREROLL) continue;
    const view = viewOf(row);
    seenInMinute(row.received_at, row.stream_id ?? view?.stream_id ?? null, row.video_view_uuid);
    watchSeconds += Number(row.viewing_time);
    const streamId = row.stream_id ?? view?.stream_id;
    if (streamId) eventOf(streamId, row.stream_type).watch_seconds += Number(row.viewing_time);
  }

  const byDevice: Record<string, number> = {};
  const byPlatform: Record<string, number> = {};
  const viewers = new Set<string>();
  const eventViewers = new Map<string, Set<string>>();
  for (const view of views.values()) {
    const session = sessionInfo.get(view.viewer);
    count(byDevice, view.device_type ?? session?.device_type ?? UNKNOWN);
    count(byPlatform, view.platform ?? session?.platform ?? UNKNOWN);
    viewers.add(view.viewer);
    if (!view.stream_id) continue;
    const event = eventOf(view.stream_id, view.stream_type);
    event.views += 1;
    if (view.startup_ms !== null) event.startup_samples.push(view.startup_ms);
    if (view.programme_startup_ms !== null) event.programme_startup_samples.push(view.programme_startup_ms);
    if (view.error) event.error_views += 1;
    let set = eventViewers.get(view.stream_id);
    if (!set) eventViewers.set(view.stream_id, (set = new Set()));
    set.add(view.viewer);
  }
  for (const event of events.values()) {
    event.unique_viewers = eventViewers.get(event.stream_id)?.size ?? 0;
    event.viewer_sketch = HyperLogLog.of(eventViewers.get(event.stream_id) ?? []).serialize();
    event.startup_samples.sort(ascending);
    event.startup_p50_ms = percentile(event.startup_samples, 50);
    event.startup_p95_ms = percentile(event.startup_samples, 95);
    event.programme_startup_samples.sort(ascending);
  }

  const sessions = new Set<string>();
  for (const rows of [raw.sessions, raw.events, raw.videoEvents, raw.viewings]) for (const row of rows) if (row.session) sessions.add(row.session);
  return {
    daily: { sessions: sessions.size, unique_viewers: viewers.size, views: views.size, watch_seconds: watchSeconds, by_device: byDevice, by_platform: byPlatform, viewer_sketch: HyperLogLog.of(viewers).serialize() },
    events: [...events.values()],
    minutes: [...minutes].map(([key, set]) => {
      const at = key.indexOf('|');
      return { minute: key.slice(0, at), stream_id: key.slice(at + 1), viewers: set.size };
    }),
  };
}

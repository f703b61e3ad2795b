import type { LiveFeedStatus } from '@ott/contracts/media';

/** When a feed runs: from `startedAtMs`, until `endedAtMs` if that is known. */
export interface FeedState {
  startedAtMs: number;
  endedAtMs: number | null;
}

export interface FeedSchedule {
  event_utc_ts: string;
  end_utc_ts: string;
  started_at: string | null;
  stopped_at: string | null;
}

/**
 * An operator's start or stop wins; without one the feed follows the event's schedule (on air
 * from its start to its end), as the event's status follows the clock. null: not started yet.
 */
export function feedStateOf(feed: FeedSchedule, nowMs: number): FeedState | null {
  if (feed.started_at !== null) return { startedAtMs: Date.parse(feed.started_at), endedAtMs: feed.stopped_at === null ? null : Date.parse(feed.stopped_at) };
  const start = Date.parse(feed.event_utc_ts);
  return nowMs < start ? null : { startedAtMs: start, endedAtMs: Date.parse(feed.end_utc_ts) };
}

export function feedStatusOf(state: FeedState | null, nowMs: number): LiveFeedStatus {
  if (state === null || state.startedAtMs > nowMs) return 'waiting';
  return state.endedAtMs !== null && state.endedAtMs <= nowMs ? 'stopped' : 'running';
}

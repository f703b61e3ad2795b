import type { LiveFeed } from '@ott/contracts/media';
import { type CacheDrops, localCacheDrops } from '../../../lib/cache-bus';
import { NotFound } from '../../../lib/errors';
import { createTtlCache } from '../../../lib/ttl-cache';
import { effectiveStatus } from '../../events/events.time';
import { localStreamOf } from '../media-refs';
import { type FeedState, feedStateOf, feedStatusOf } from './feed-state';
import type { LiveFeedRow, LiveFeedsRepository } from './live-feeds.repository';

export interface LiveFeedsDeps {
  repository: LiveFeedsRepository;
  now?: () => number;
  /** How long a feed's schedule is reused by playlist requests (every viewer reloads every 2 s). */
  cacheMs?: number;
  /** Makes every instance reread a feed an operator started or stopped (docs/decisions/0070); this process alone by default. */
  drops?: CacheDrops;
}

/** The name of the feed rows on the cache bus; its keys are event ids. */
export const LIVE_FEED_ROWS_CACHE = 'live-feed-rows';

/** Simulated live feeds: their state for the media host, and the operator's start and stop. */
export function createLiveFeeds({ repository, now = () => Date.now(), cacheMs = 1_000, drops = localCacheDrops(LIVE_FEED_ROWS_CACHE) }: LiveFeedsDeps) {
  const rows = createTtlCache<number, Promise<LiveFeedRow | undefined>>(cacheMs, now, 10_000);
  drops.onDrop((eventIds) => {
    if (eventIds === null) rows.clear();
    else for (const id of eventIds) rows.delete(Number(id));
  });

  function toLiveFeed(row: LiveFeedRow): LiveFeed {
    const at = now();
    const state = feedStateOf(row, at);
    return {
      event_id: row.id,
      name: row.name,
      event_utc_ts: row.event_utc_ts,
      end_utc_ts: row.end_utc_ts,
      stream_status: effectiveStatus(row.stream_status, row.event_utc_ts, row.end_utc_ts, new Date(at)),
      feed_status: feedStatusOf(state, at),
      operated: row.started_at !== null,
      started_at: row.started_at ?? row.event_utc_ts,
      stopped_at: row.started_at !== null ? row.stopped_at : row.end_utc_ts,
      source: localStreamOf(row.url)?.asset ?? '',
    };
  }

  async function channelFeed(channelId: number, eventId: number): Promise<LiveFeedRow> {
    const row = await repository.findChannelFeed(channelId, eventId);
    if (!row) throw new NotFound();
    return row;
  }

  async function reread(channelId: number, eventId: number): Promise<LiveFeed> {
    rows.delete(eventId);
    await drops.drop([String(eventId)]);
    return toLiveFeed(await channelFeed(channelId, eventId));
  }

  return {
    /** When the event's feed runs; undefined when the event has no simulated feed. */
    async stateOf(eventId: number): Promise<FeedState | null | undefined> {
      let pending = rows.get(eventId);
      if (!pending) {
        pending = repository.findFeed(eventId);
        pending.catch(() => rows.delete(eventId));
        rows.set(eventId, pending);
      }
      const row = await pending;
      return row ? feedStateOf(row, now()) : undefined;
    },

    list: async (channelId: number): Promise<LiveFeed[]> => (await repository.listFeeds(channelId)).map(toLiveFeed),

    /** On air from now (a stopped feed starts over), and the event is live whatever the clock says. */
    async start(channelId: number, eventId: number): Promise<LiveFeed> {
      await channelFeed(channelId, eventId);
      const at = new Date(now()).toISOString();
      await repository.control(eventId, { startedAt: at, stoppedAt: null, streamStatus: 'live' }, at);
      return reread(channelId, eventId);
    },

    /**
     * Off air from now: the playlist closes with its last window (still playable as a short
     * replay), and the event counts as finished.
     */
    async stop(channelId: number, eventId: number): Promise<LiveFeed> {
      const row = await channelFeed(channelId, eventId);
      const at = now();
      const running = feedStateOf(row, at);
      const startedAt = running && running.startedAtMs <= at ? new Date(running.startedAtMs).toISOString() : new Date(at).toISOString();
      const stoppedAt = running?.endedAtMs != null && running.endedAtMs <= at ? new Date(running.endedAtMs).toISOString() : new Date(at).toISOString();
      await repository.control(eventId, { startedAt, stoppedAt, streamStatus: 'vod' }, new Date(at).toISOString());
      return reread(channelId, eventId);
    },
  };
}
export type LiveFeeds = ReturnType<typeof createLiveFeeds>;

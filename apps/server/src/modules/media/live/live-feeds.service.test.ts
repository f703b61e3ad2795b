import { describe, expect, it, vi } from 'vitest';
import { cacheDrops } from '../../../lib/cache-bus';
import { createMemoryCacheBus, createMemoryCacheHub } from '../../../lib/cache-bus/memory-cache-bus';
import type { LiveFeedRow, LiveFeedsRepository } from './live-feeds.repository';
import { LIVE_FEED_ROWS_CACHE, createLiveFeeds } from './live-feeds.service';

const START = Date.parse('2026-01-01T12:00:00.000Z');

/** One simulated feed (event 5 of channel 1), scheduled from START for an hour, in a table both instances read. */
function sharedTable() {
  const row: LiveFeedRow = {
    id: 5,
    channel_id: 1,
    name: 'Final',
    event_utc_ts: new Date(START).toISOString(),
    end_utc_ts: new Date(START + 3_600_000).toISOString(),
    stream_status: 'live',
    url: '/media/hls/live/arena/master.m3u8',
    started_at: null,
    stopped_at: null,
  } as LiveFeedRow;
  const repository = {
    findFeed: vi.fn(async (eventId: number) => (eventId === row.id ? { ...row } : undefined)),
    findChannelFeed: vi.fn(async (channelId: number, eventId: number) => (channelId === row.channel_id && eventId === row.id ? { ...row } : undefined)),
    listFeeds: vi.fn(async () => [{ ...row }]),
    control: vi.fn(async (_eventId: number, control: { startedAt: string; stoppedAt: string | null }) => {
      row.started_at = control.startedAt;
      row.stopped_at = control.stoppedAt;
    }),
  } as unknown as LiveFeedsRepository & { findFeed: ReturnType<typeof vi.fn> };
  return repository;
}

describe('simulated feed rows of two instances', () => {
  const clock = { ms: START + 60_000 };
  const now = () => clock.ms;

  it('are reused for a second (cacheMs) when nothing says otherwise, then read again', async () => {
    const repository = sharedTable();
    const feeds = createLiveFeeds({ repository, now });
    await feeds.stateOf(5);
    clock.ms += 999;
    await feeds.stateOf(5);
    expect(repository.findFeed).toHaveBeenCalledTimes(1);
    clock.ms += 1;
    await feeds.stateOf(5);
    expect(repository.findFeed).toHaveBeenCalledTimes(2);
  });

  it("an operator's stop on one is read by the other at once, within its second", async () => {
    const repository = sharedTable();
    const hub = createMemoryCacheHub();
    const instance = () => createLiveFeeds({ repository, now, drops: cacheDrops(createMemoryCacheBus(hub), LIVE_FEED_ROWS_CACHE, { warn: vi.fn() }) });
    const a = instance();
    const b = instance();
    expect(await b.stateOf(5)).toEqual({ startedAtMs: START, endedAtMs: START + 3_600_000 });

    await a.stop(1, 5);

    expect(await b.stateOf(5)).toEqual({ startedAtMs: START, endedAtMs: clock.ms });
  });
});

import type { LiveStateMessage } from '@ott/contracts/live-ingest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { favoriteEventsQuery } from '../components/favorites/favorites-api';
import { FakeEventSource } from '../test/fake-event-source';
import { queryKey } from './event-filters';
import { isEventListQuery, subscribeLiveState } from './live-state';
import { apiQueryKey, queryClient } from './query-client';

const wentLive: LiveStateMessage = { event_id: 7, state: 'live', slate: false, stream_status: 'live' };
const varsity = { channelKey: 'varsity', userId: 12 };

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

/** A cached answer under `key`, fresh until something invalidates it. */
function cache(key: readonly unknown[]) {
  queryClient.setQueryData(key, { data: [] });
  return () => queryClient.getQueryState(key)?.isInvalidated;
}

describe("a channel's live-state stream", () => {
  it('is one connection per channel however many listen, closed with its last listener', () => {
    const stops = [subscribeLiveState('varsity', vi.fn()), subscribeLiveState('varsity', vi.fn())];
    const other = subscribeLiveState('universitaire', vi.fn());
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual(['/api/live_state?channel_key=varsity', '/api/live_state?channel_key=universitaire']);

    stops[0]!();
    expect(FakeEventSource.instances[0]!.closed).toBe(false);
    stops[1]!();
    stops[1]!();
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
    expect(FakeEventSource.instances[1]!.closed).toBe(false);
    other();
    expect(FakeEventSource.open()).toEqual([]);

    // A listener after the close opens a new connection.
    const again = subscribeLiveState('varsity', vi.fn());
    expect(FakeEventSource.open().map((source) => source.url)).toEqual(['/api/live_state?channel_key=varsity']);
    again();
  });

  it('counts two subscriptions of the same function twice', () => {
    const listener = vi.fn();
    const first = subscribeLiveState('varsity', listener);
    const second = subscribeLiveState('varsity', listener);
    first();
    expect(FakeEventSource.open()).toHaveLength(1);
    FakeEventSource.instances[0]!.send('live', JSON.stringify(wentLive));
    expect(listener).toHaveBeenCalledTimes(1);
    second();
    expect(FakeEventSource.open()).toHaveLength(0);
  });

  it("hands each message to every listener and marks the channel's event lists stale, and nothing else", () => {
    const schedule = cache(apiQueryKey(varsity, queryKey('events', { stream_status: 'live', limit: 12 })));
    const home = cache(apiQueryKey({ channelKey: 'varsity', userId: undefined }, queryKey('events-for-homepage', {})));
    const favourites = cache(favoriteEventsQuery(varsity, { stream_status: 'live' }).queryKey);
    const otherChannel = cache(apiQueryKey({ channelKey: 'universitaire', userId: 12 }, queryKey('events', {})));
    const favouriteList = cache(apiQueryKey(varsity, 'favorites', 'list'));
    const clips = cache(apiQueryKey(varsity, '/clips/event/7'));
    const [first, second] = [vi.fn(), vi.fn()];
    const stops = [subscribeLiveState('varsity', first), subscribeLiveState('varsity', second)];

    FakeEventSource.instances[0]!.send('live', JSON.stringify(wentLive));
    expect(first).toHaveBeenCalledWith(wentLive);
    expect(second).toHaveBeenCalledWith(wentLive);
    expect([schedule(), home(), favourites()]).toEqual([true, true, true]);
    expect([otherChannel(), favouriteList(), clips()]).toEqual([false, false, false]);
    stops.forEach((stop) => stop());
  });

  it('ignores what does not parse: not JSON, another shape, another event name', () => {
    const schedule = cache(apiQueryKey(varsity, queryKey('events', {})));
    const listener = vi.fn();
    const stop = subscribeLiveState('varsity', listener);
    const source = FakeEventSource.instances[0]!;
    source.send('live', 'not json');
    source.send('live', JSON.stringify({ ...wentLive, state: 'paused' }));
    source.send('live', JSON.stringify({ event_id: 7 }));
    source.send('message', JSON.stringify(wentLive));
    expect(listener).not.toHaveBeenCalled();
    expect(schedule()).toBe(false);

    source.send('live', JSON.stringify({ ...wentLive, state: 'ended', stream_status: 'vod' }));
    expect(listener).toHaveBeenCalledExactlyOnceWith({ event_id: 7, state: 'ended', slate: false, stream_status: 'vod' });
    stop();
  });

  it('marks the lists stale when the connection comes back after a drop, not when it first opens', () => {
    const schedule = cache(apiQueryKey(varsity, queryKey('events', {})));
    const stop = subscribeLiveState('varsity', vi.fn());
    const source = FakeEventSource.instances[0]!;
    source.dispatchEvent(new Event('open'));
    expect(schedule()).toBe(false);
    source.dispatchEvent(new Event('error'));
    source.dispatchEvent(new Event('open'));
    expect(schedule()).toBe(true);
    stop();
  });

  it('tells event lists from other answers by their keys', () => {
    expect(isEventListQuery(['api', 'varsity', 'visitor', 'events[]'], 'varsity')).toBe(true);
    expect(isEventListQuery(['api', 'varsity', 'visitor', 'events-for-homepage[["category","3"]]'], 'varsity')).toBe(true);
    expect(isEventListQuery(['api', 'varsity', 3, 'favorites', 'events', null], 'varsity')).toBe(true);
    expect(isEventListQuery(['api', 'varsity', 3, 'event-passes:7:3'], 'varsity')).toBe(false);
    expect(isEventListQuery(['api', 'varsity', 3, 'favorites', 'list'], 'varsity')).toBe(false);
    expect(isEventListQuery(['api', 'other', 3, 'events[]'], 'varsity')).toBe(false);
  });
});

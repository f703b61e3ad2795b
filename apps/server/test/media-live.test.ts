import { LiveFeed } from '@ott/contracts/media';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getApiKey } from './factories';
import { type TestApp, dialects } from './helper';
import { createMediaTestApp, eventFor, fetchMedia, mediaOf, mediaSequenceOf, resolveUri, urisOf, withDemoVideo } from './media-helpers';

async function liveEvent(t: TestApp, when: 'now' | 'later', channelKey = 'varsity'): Promise<number> {
  const now = new Date().toISOString();
  const row = await t.db
    .selectFrom('events as e')
    .innerJoin('channels as c', 'c.id', 'e.channel_id')
    .innerJoin('event_media as m', 'm.event_id', 'e.id')
    .select('e.id')
    .where('c.key', '=', channelKey)
    .where('m.kind', '=', 2)
    .where('e.pricing_type', '=', 'free')
    .where('e.event_utc_ts', when === 'now' ? '<=' : '>', now)
    .orderBy('e.event_utc_ts')
    .executeTakeFirstOrThrow();
  return withDemoVideo(t.app, row.id);
}

describe.each(dialects)('simulated live feeds on %s', (dialect) => {
  let t: TestApp;
  let apiKey: string;
  const renditionOf = async (eventId: number) => resolveUri(mediaOf(await eventFor(t.app, eventId, apiKey), 2).url!, '720p/index.m3u8');
  const simulate = async (eventId: number, action: 'start' | 'stop', key = apiKey) => t.app.inject({ method: 'POST', url: `/api/simulate/${eventId}/${action}`, payload: { api_key: key } });

  beforeAll(async () => {
    t = await createMediaTestApp(dialect);
    apiKey = (await getApiKey(t.app)).api_key;
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  it('serves a live event as a sliding window over the looped video that advances with the clock', async () => {
    const eventId = await liveEvent(t, 'now');
    const url = mediaOf(await eventFor(t.app, eventId, apiKey), 2).url!;
    expect(url).toMatch(new RegExp(`/e${eventId}/live/[a-z]+/master\\.m3u8$`));
    const master = await fetchMedia(t.app, url);
    expect(master.status).toBe(200);
    expect(master.headers['cache-control']).toBe('no-store');

    vi.useFakeTimers({ toFake: ['Date'] });
    const rendition = resolveUri(url, '720p/index.m3u8');
    const first = await fetchMedia(t.app, rendition);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(first.text).not.toContain('#EXT-X-ENDLIST');
    expect(first.text).toContain('#EXT-X-PROGRAM-DATE-TIME:');
    // The 4-second demo video has looped many times since the event started.
    expect(first.text).toContain('#EXT-X-DISCONTINUITY\n');
    // A three-minute window of 2-second segments.
    expect(urisOf(first.text)).toHaveLength(90);

    vi.setSystemTime(Date.now() + 10_000);
    const later = await fetchMedia(t.app, rendition);
    expect(mediaSequenceOf(later.text)).toBe(mediaSequenceOf(first.text) + 5);
    const segment = await fetchMedia(t.app, resolveUri(rendition, urisOf(later.text).at(-1)!));
    expect(segment.status).toBe(200);
    expect(segment.bytes[0]).toBe(0x47);
  });

  it('has no playlist yet for a feed whose event has not started', async () => {
    const upcoming = await liveEvent(t, 'later');
    expect((await fetchMedia(t.app, await renditionOf(upcoming))).status).toBe(404);
  });

  it('lists the channel\'s feeds for the operator, and stops and restarts one', async () => {
    const eventId = await liveEvent(t, 'now');
    const listed = await t.app.inject({ method: 'GET', url: '/api/simulate', query: { api_key: apiKey } });
    expect(listed.statusCode).toBe(200);
    const feeds = LiveFeed.array().parse(listed.json().data);
    expect(feeds.find((feed) => feed.event_id === eventId)).toMatchObject({ feed_status: 'running', operated: false, stream_status: 'live' });
    expect(feeds.some((feed) => feed.feed_status === 'waiting' && feed.stream_status === 'upcoming')).toBe(true);
    const rendition = await renditionOf(eventId);

    const stopped = await simulate(eventId, 'stop');
    expect(stopped.statusCode).toBe(200);
    expect(LiveFeed.parse(stopped.json().data)).toMatchObject({ feed_status: 'stopped', operated: true, stream_status: 'vod' });
    expect((await eventFor(t.app, eventId, apiKey)).stream_status).toBe('vod');
    const closed = await fetchMedia(t.app, rendition);
    expect(closed.text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);

    vi.useFakeTimers({ toFake: ['Date'] });
    const started = await simulate(eventId, 'start');
    expect(LiveFeed.parse(started.json().data)).toMatchObject({ feed_status: 'running', operated: true, stream_status: 'live', stopped_at: null });
    expect((await eventFor(t.app, eventId, apiKey)).stream_status).toBe('live');
    vi.setSystemTime(Date.now() + 7_000);
    const restarted = await fetchMedia(t.app, rendition);
    expect(restarted.text).not.toContain('#EXT-X-ENDLIST');
    expect(mediaSequenceOf(restarted.text)).toBe(0);
    expect(urisOf(restarted.text)).toHaveLength(3);
  });

  it('puts an upcoming event on air when its feed is started early', async () => {
    const upcoming = await liveEvent(t, 'later');
    expect((await eventFor(t.app, upcoming, apiKey)).stream_status).toBe('upcoming');
    expect((await simulate(upcoming, 'start')).statusCode).toBe(200);
    const listed = await t.app.inject({ method: 'GET', url: '/api/events', query: { api_key: apiKey, stream_status: 'live', limit: '50' } });
    expect(listed.json().data.map((event: { id: number }) => event.id)).toContain(upcoming);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2_500);
    expect(urisOf((await fetchMedia(t.app, await renditionOf(upcoming))).text)).toHaveLength(1);
  });

  it('answers 404 for events without a simulated feed or of another channel, and 401 without a key', async () => {
    const otherChannel = await liveEvent(t, 'now', 'universitaire');
    expect((await simulate(otherChannel, 'start')).statusCode).toBe(404);
    expect((await simulate(999_999, 'stop')).statusCode).toBe(404);
    const replay = await t.db.selectFrom('event_media').select('event_id').where('kind', '=', 3).executeTakeFirstOrThrow();
    const hasLive = await t.db.selectFrom('event_media').select('id').where('event_id', '=', replay.event_id).where('kind', '=', 2).executeTakeFirst();
    expect(hasLive).toBeUndefined();
    expect((await simulate(replay.event_id, 'start')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/simulate/${otherChannel}/start`, payload: {} })).statusCode).toBe(401);
  });
});

describe.each(dialects)('live simulation switched off, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createMediaTestApp(dialect, { env: { LIVE_SIMULATION: 'off' } });
  });
  afterAll(async () => t.close());

  it('has no operator API', async () => {
    const { api_key } = await getApiKey(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/simulate', query: { api_key } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/simulate/1/start', payload: { api_key } })).statusCode).toBe(404);
  });
});

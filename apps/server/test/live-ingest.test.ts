/**
 * Going live from an encoder, end to end on the built app (docs/decisions/0067-rtmp-ingest.md): ffmpeg publishes a
 * generated stream over RTMP with the event's key; the event goes live, the master lists the ladder, segments play
 * with a token and never without; a drop inside the reconnect window keeps the event live behind the slate; End
 * turns the recording into the replay; a rotated key and another channel's operator are refused.
 */
import { AdminIngest } from '@ott/contracts/live-ingest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { post, registerUser } from './auth-helpers';
import { untilClipReady } from './clip-helpers';
import { insertOrder, passIdByName } from './commerce-helpers';
import { signInOperator, type SignedInOperator } from './console-helpers';
import { dialects, logCollector, type TestApp } from './helper';
import { pushTestStream, stopPushes } from './live-helpers';
import { createMediaTestApp, eventFor, fetchMedia, mediaOf, resolveUri, urisOf } from './media-helpers';

const BASE = '/api/admin/channels/varsity';
const hour = 3_600_000;
/** How long a condition on a live feed is waited for: a few segments. */
const FEED_WAIT = { timeout: 15_000, interval: 250 };

describe.each(dialects)('live ingest over RTMP (%s)', (dialect) => {
  let t: TestApp;
  let editor: SignedInOperator;
  let rtmpPort: number;
  let eventId: number;
  let clipper: { apiKey: string; userId: number };
  const logs = logCollector();

  beforeAll(async () => {
    t = await createMediaTestApp(dialect, { logStream: logs.stream });
    rtmpPort = (await t.app.live.start(0)).rtmp;
    editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    const channel = await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow();
    const category = await t.db.selectFrom('event_categories').select('id').where('channel_id', '=', channel.id).orderBy('id').executeTakeFirstOrThrow();
    const created = await editor.inject('POST', `${BASE}/events`, {
      name: 'Encoder Cup',
      event_utc_ts: new Date(Date.now() - 60_000).toISOString(),
      end_utc_ts: new Date(Date.now() + hour).toISOString(),
      time_zone: 'America/Chicago',
      pricing_type: 'free',
      event_category_id: category.id,
    });
    expect(created.statusCode).toBe(201);
    eventId = created.json().data.id as number;
    clipper = await registerUser(t.app);
    await insertOrder(t.db, { userId: clipper.userId, passId: await passIdByName(t.db, 'Monthly All-Access'), period_end: new Date(Date.now() + 86_400_000).toISOString() });
    await t.app.queue.start();
  }, 60_000);
  afterEach(() => stopPushes());
  afterAll(async () => t?.close());

  const ingest = async () => AdminIngest.parse((await editor.inject('GET', `${BASE}/events/${eventId}/ingest`)).json().data);
  const publishUrl = (key: string) => `rtmp://127.0.0.1:${rtmpPort}/live/${key}`;
  const playlistOf = async (url: string) => {
    const response = await fetchMedia(t.app, url);
    expect(response.status).toBe(200);
    return response.text;
  };

  it('refuses a wrong key at connect time and never writes it down', async () => {
    const before = await ingest();
    expect(before).toMatchObject({ state: 'idle', connected: false, rtmp_url: `rtmp://127.0.0.1:${rtmpPort}/live`, slate: false, replay: null });
    expect(before.stream_key).toMatch(/^live_[A-Za-z0-9_-]{43}$/);
    const wrongKey = 'live_this-key-belongs-to-nobody-at-all-123456';
    const wrong = await pushTestStream(publishUrl(wrongKey), { seconds: 2 }).done;
    expect(wrong.code).not.toBe(0);
    expect((await ingest()).state).toBe('idle');
    expect(logs.lines.some((line) => line.includes('"reason":"unknown stream key"'))).toBe(true);
    expect(logs.lines.some((line) => line.includes(wrongKey) || line.includes(before.stream_key))).toBe(false);
  }, 30_000);

  it('goes live from the encoder, keeps the event live behind the slate through a drop, and ends into the replay', async () => {
    const { stream_key: key } = await ingest();
    const first = pushTestStream(publishUrl(key), { seconds: 60, size: '854x480' });
    await expect.poll(async () => (await ingest()).state, FEED_WAIT).toBe('live');

    // Viewers get the live as a signed playlist of the ladder: the source and every rung below it.
    const event = await eventFor(t.app, eventId);
    expect(event.stream_status).toBe('live');
    const live = mediaOf(event, 2);
    expect(live?.url).toMatch(new RegExp(`/e${eventId}/live/live-${eventId}/master\\.m3u8$`));
    const master = await playlistOf(live!.url!);
    expect(urisOf(master)).toEqual(['360p/index.m3u8', 'src/index.m3u8']);
    const srcUrl = resolveUri(live!.url!, 'src/index.m3u8');
    await expect.poll(async () => urisOf(await playlistOf(srcUrl)).length, FEED_WAIT).toBeGreaterThanOrEqual(2);
    const playlist = await playlistOf(srcUrl);
    expect(playlist).toMatch(/#EXT-X-PROGRAM-DATE-TIME:\d{4}-\d\d-\d\dT/);
    expect(playlist).not.toContain('#EXT-X-ENDLIST');
    const segmentUrl = resolveUri(srcUrl, urisOf(playlist)[0]!);
    const segment = await fetchMedia(t.app, segmentUrl);
    expect(segment.status).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    const unsigned = segmentUrl.replace(/\/media\/s\/[^/]+\/\d+\//, '/media/s/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/1999999999/');
    expect((await fetchMedia(t.app, unsigned)).status).toBe(403);

    // A clip of the live's first seconds, cut from the segment index, turns ready.
    const made = await post(t.app, '/api/clip', { api_key: clipper.apiKey, event_id: eventId, event_media_id: live!.id, name: 'Encoder moment', start_time: 0, duration: 2, tags: ['goal'] });
    expect(made.status).toBe(200);
    expect(await untilClipReady(t.app, clipper.apiKey, made.body.data.id as number)).toMatchObject({ status: 'ready', start_time: 0 });

    const health = (await ingest()).health;
    expect(health).toMatchObject({ width: 854, height: 480, reconnects: 0, warnings: [] });
    expect(health?.renditions.map((rendition) => [rendition.name, rendition.transcoded])).toEqual([
      ['360p', true],
      ['src', false],
    ]);

    // The encoder drops: the playlist goes on with the slate behind a discontinuity, and the event stays live.
    await first.drop();
    await expect.poll(async () => (await ingest()).slate, FEED_WAIT).toBe(true);
    await expect.poll(async () => await playlistOf(srcUrl), FEED_WAIT).toMatch(/#EXT-X-DISCONTINUITY\n(#EXT-X-PROGRAM-DATE-TIME:.*\n)?#EXTINF:[\d.]+,\nslate\.ts/);
    expect((await ingest()).state).toBe('live');
    expect((await eventFor(t.app, eventId)).stream_status).toBe('live');

    // It comes back inside the window: its segments follow the slate behind another discontinuity.
    const second = pushTestStream(publishUrl(key), { seconds: 60, size: '854x480' });
    await expect.poll(async () => await playlistOf(srcUrl), FEED_WAIT).toMatch(/slate\.ts\n#EXT-X-DISCONTINUITY\n(#EXT-X-PROGRAM-DATE-TIME:.*\n)?#EXTINF:[\d.]+,\nr2_\d+\.ts/);
    expect(await ingest()).toMatchObject({ state: 'live', slate: false, connected: true, health: { reconnects: 1 } });

    // End: the encoder is cut, the live playlist closes, and the event plays its replay from start to end.
    const ended = await editor.inject('POST', `${BASE}/events/${eventId}/ingest/action`, { action: 'end' });
    expect(ended.statusCode).toBe(200);
    expect(AdminIngest.parse(ended.json().data)).toMatchObject({ state: 'ended', connected: false, replay: { published: true, trim_start: 0, trim_end: 0 } });
    expect((await second.done).code).not.toBe(0);
    const finished = await eventFor(t.app, eventId);
    expect(finished.stream_status).toBe('vod');
    expect(finished.media.filter((item) => item.kind === 2)).toEqual([]);
    // A frame of the replay is its poster, the event's newest picture, in the open.
    const poster = finished.media.filter((item) => item.kind === 1).at(-1)?.url;
    expect(poster).toBe(`/media/live/live-${eventId}/poster.jpg`);
    const picture = await fetchMedia(t.app, poster!);
    expect([picture.status, picture.headers['content-type'], picture.bytes.subarray(0, 2).toString('hex')]).toEqual([200, 'image/jpeg', 'ffd8']);
    const replay = mediaOf(finished, 3);
    expect(replay?.url).toMatch(new RegExp(`/e${eventId}/vod/live-${eventId}/master\\.m3u8$`));
    const replaySrc = await playlistOf(resolveUri(replay!.url!, 'src/index.m3u8'));
    expect(replaySrc).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(replaySrc.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const uris = urisOf(replaySrc);
    expect(uris[0]).toMatch(/^r1_\d+\.ts$/);
    expect(uris.at(-1)).toMatch(/^r2_\d+\.ts$/);
    for (const uri of [uris[0]!, uris.at(-1)!]) expect((await fetchMedia(t.app, resolveUri(resolveUri(replay!.url!, 'src/index.m3u8'), uri))).status).toBe(200);

    // The operator trims the replay's first segment: playlist editing, the same files.
    const recorded = AdminIngest.parse(ended.json().data).replay!.duration;
    expect(recorded).toBeGreaterThan(4);
    const trimmed = await editor.inject('PATCH', `${BASE}/events/${eventId}/ingest/replay`, { trim_start: 2 });
    expect(trimmed.statusCode).toBe(200);
    // The recording's length stays what was recorded: the console shows what the trims leave of it.
    expect(AdminIngest.parse(trimmed.json().data).replay).toEqual({ published: true, duration: recorded, trim_start: 2, trim_end: 0 });
    const after = urisOf(await playlistOf(resolveUri(replay!.url!, 'src/index.m3u8')));
    expect(after[0]).toBe(uris[1]);
    const tooMuch = await editor.inject('PATCH', `${BASE}/events/${eventId}/ingest/replay`, { trim_end: 100_000 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ message: 'The trims must leave part of the recording', errors: { trim_end: ['The trims must leave part of the recording'] } });

    // An ended live takes no encoder.
    expect((await pushTestStream(publishUrl(key), { seconds: 2 }).done).code).not.toBe(0);
  }, 120_000);

  it('stops an old key at once when the key is rotated', async () => {
    const other = await editor.inject('POST', `${BASE}/events`, {
      name: 'Rotation Open',
      event_utc_ts: new Date(Date.now() + hour).toISOString(),
      end_utc_ts: new Date(Date.now() + 2 * hour).toISOString(),
      time_zone: 'America/Chicago',
      pricing_type: 'free',
    });
    const id = other.json().data.id as number;
    const old = AdminIngest.parse((await editor.inject('GET', `${BASE}/events/${id}/ingest`)).json().data);
    const rotated = AdminIngest.parse((await editor.inject('POST', `${BASE}/events/${id}/ingest/key`)).json().data);
    expect(rotated.stream_key).not.toBe(old.stream_key);
    expect((await pushTestStream(publishUrl(old.stream_key), { seconds: 2 }).done).code).not.toBe(0);
    // The new key is taken: an hour before the start the encoder is a preview only operators see.
    const push = pushTestStream(publishUrl(rotated.stream_key), { seconds: 30 });
    await expect.poll(async () => AdminIngest.parse((await editor.inject('GET', `${BASE}/events/${id}/ingest`)).json().data).state, FEED_WAIT).toBe('receiving');
    const preview = AdminIngest.parse((await editor.inject('GET', `${BASE}/events/${id}/ingest`)).json().data).preview_url;
    expect(preview).toMatch(new RegExp(`/e${id}/preview/live-${id}/master\\.m3u8$`));
    expect((await eventFor(t.app, id)).stream_status).toBe('upcoming');
    await push.drop();
    await expect.poll(async () => AdminIngest.parse((await editor.inject('GET', `${BASE}/events/${id}/ingest`)).json().data).state, FEED_WAIT).toBe('idle');
  }, 60_000);

  it("gives another channel's operator a 404 on the ingest routes", async () => {
    const stranger = await signInOperator(t.app, { role: 'admin', channelKey: 'universitaire' });
    for (const [method, path, body] of [
      ['GET', 'ingest', undefined],
      ['POST', 'ingest/key', undefined],
      ['POST', 'ingest/action', { action: 'end' }],
      ['PATCH', 'ingest/replay', { published: false }],
    ] as const) {
      const response = await stranger.inject(method, `/api/admin/channels/universitaire/events/${eventId}/${path}`, body);
      expect([method, path, response.statusCode]).toEqual([method, path, 404]);
    }
  });
});

describe.each(dialects)('a restart during a live over RTMP (%s)', (dialect) => {
  let first: TestApp;
  let second: TestApp | null = null;
  let editor: SignedInOperator;

  beforeAll(async () => {
    first = await createMediaTestApp(dialect);
    editor = await signInOperator(first.app, { role: 'editor', channelKey: 'varsity' });
  }, 60_000);
  afterEach(() => stopPushes());
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('loses nothing recorded: the restarted app keeps the event live behind the slate, and the encoder reconnects into it', async () => {
    const created = await editor.inject('POST', `${BASE}/events`, {
      name: 'Restart Bowl',
      event_utc_ts: new Date(Date.now() - 60_000).toISOString(),
      end_utc_ts: new Date(Date.now() + hour).toISOString(),
      time_zone: 'America/Chicago',
      pricing_type: 'free',
    });
    const id = created.json().data.id as number;
    const ingestOf = async (app: TestApp) => AdminIngest.parse((await app.app.inject({ method: 'GET', url: `${BASE}/events/${id}/ingest`, headers: { cookie: editor.cookie } })).json().data);
    const srcOf = async (app: TestApp) => {
      const live = mediaOf(await eventFor(app.app, id), 2);
      const response = await fetchMedia(app.app, resolveUri(live!.url!, 'src/index.m3u8'));
      return response.status === 200 ? response.text : '';
    };
    const { stream_key: key } = await ingestOf(first);
    const firstPort = (await first.app.live.start(0)).rtmp;
    pushTestStream(`rtmp://127.0.0.1:${firstPort}/live/${key}`, { seconds: 60 });
    await expect.poll(async () => urisOf(await srcOf(first)).filter((uri) => uri.startsWith('r1_')).length, FEED_WAIT).toBeGreaterThanOrEqual(2);
    const recorded = urisOf(await srcOf(first)).filter((uri) => uri.startsWith('r1_'));

    // A job worker on the same database (no ingest of its own) learns the live's renditions, to cut its clips.
    const worker = await createMediaTestApp(dialect, { sameDatabaseAs: first });
    try {
      expect(worker.app.media.videos.info(`live-${id}`)).toBeNull();
      worker.app.live.follow(100);
      await expect.poll(() => worker.app.media.videos.info(`live-${id}`)?.renditions.map((rendition) => rendition.name), FEED_WAIT).toEqual(['src']);
    } finally {
      await worker.app.close();
    }

    // The app goes away mid-live (its encoder with it) and comes back on the same database and media.
    await first.app.close();
    second = await createMediaTestApp(dialect, { sameDatabaseAs: first });
    const port = (await second.app.live.start(0)).rtmp;
    expect(await ingestOf(second)).toMatchObject({ state: 'live', connected: false, slate: true });
    await expect.poll(async () => await srcOf(second!), FEED_WAIT).toContain('slate.ts');
    const afterRestart = urisOf(await srcOf(second));
    expect(afterRestart.slice(0, recorded.length)).toEqual(recorded);

    pushTestStream(`rtmp://127.0.0.1:${port}/live/${key}`, { seconds: 60 });
    await expect.poll(async () => urisOf(await srcOf(second!)).some((uri) => uri.startsWith('r2_')), FEED_WAIT).toBe(true);
    const back = await srcOf(second);
    expect(urisOf(back).slice(0, recorded.length)).toEqual(recorded);
    expect(back).toMatch(/slate\.ts\n#EXT-X-DISCONTINUITY\n(#EXT-X-PROGRAM-DATE-TIME:.*\n)?#EXTINF:[\d.]+,\nr2_/);
    expect(await ingestOf(second)).toMatchObject({ state: 'live', connected: true, slate: false });
    const live = mediaOf(await eventFor(second.app, id), 2);
    const firstSegment = resolveUri(resolveUri(live!.url!, 'src/index.m3u8'), recorded[0]!);
    expect((await fetchMedia(second.app, firstSegment)).status).toBe(200);
  }, 120_000);
});

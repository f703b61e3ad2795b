import type { Clip } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { get, post, registerUser } from './auth-helpers';
import { insertOrder, passIdByName } from './commerce-helpers';
import { type TestApp, dialects } from './helper';
import { createMediaTestApp, fetchMedia, resolveUri, urisOf } from './media-helpers';
import { mp4DurationSeconds } from './mp4-boxes';

/** A live event's clip starts anywhere in its DVR window and turns ready once its end has been recorded. */
describe.each(dialects)('clips of a live event, on %s', (dialect) => {
  let t: TestApp;
  let live: { eventId: number; mediaId: number };
  let clipper: { apiKey: string; userId: number };
  const ON_AIR_SECONDS = 40;

  beforeAll(async () => {
    t = await createMediaTestApp(dialect, { env: { MEDIA_DEMO_SECONDS: '12' } });
    const row = await t.db
      .selectFrom('event_media as m')
      .innerJoin('events as e', 'e.id', 'm.event_id')
      .innerJoin('channels as c', 'c.id', 'e.channel_id')
      .select(['m.id', 'm.event_id', 'm.url'])
      .where('c.key', '=', 'varsity')
      .where('m.kind', '=', 2)
      .where('m.url', 'like', '/media/hls/live/%')
      .where('e.pricing_type', '=', 'free')
      .where('e.id', 'not in', t.db.selectFrom('geo_rules').select('event_id').where('event_id', 'is not', null).$castTo<number>())
      .orderBy('e.id')
      .executeTakeFirstOrThrow();
    live = { eventId: row.event_id, mediaId: row.id };
    await t.app.media.demo.ensure([/\/live\/([a-z0-9-]+)\//.exec(row.url)![1]!]);
    // On air for 40 s: the 12 s video has looped three times.
    const startedAt = new Date(Date.now() - ON_AIR_SECONDS * 1000).toISOString();
    await t.db.insertInto('live_feeds').values({ event_id: live.eventId, started_at: startedAt, stopped_at: null, updated_at: startedAt }).execute();
    await t.db.updateTable('events').set({ stream_status: 'live' }).where('id', '=', live.eventId).execute();
    clipper = await registerUser(t.app);
    await insertOrder(t.db, { userId: clipper.userId, passId: await passIdByName(t.db, 'Monthly All-Access'), period_end: new Date(Date.now() + 86_400_000).toISOString() });
    await t.app.queue.start();
  }, 120_000);
  afterAll(async () => t.close());

  const create = (start: number, duration: number) =>
    post(t.app, '/api/clip', { api_key: clipper.apiKey, event_id: live.eventId, event_media_id: live.mediaId, name: 'Live moment', start_time: start, duration, tags: ['goal'] });
  async function statusOf(id: number): Promise<Clip> {
    return ((await get(t.app, '/api/clips/user', clipper.apiKey)).body.data as Clip[]).find((clip) => clip.id === id)!;
  }
  /** The clip once it is ready or failed. */
  function untilReady(id: number, timeoutMs: number): Promise<Clip> {
    return vi.waitFor(
      async () => {
        const clip = await statusOf(id);
        if (clip.status !== 'ready' && clip.status !== 'failed') throw new Error(`clip ${id} is still ${clip.status}`);
        return clip;
      },
      { timeout: timeoutMs, interval: 100 },
    );
  }

  it('cuts seconds already recorded, across a loop restart, at once', async () => {
    const answer = await create(20, 8);
    expect(answer.status).toBe(200);
    const clip = await untilReady(answer.body.data.id, 15_000);
    expect(clip).toMatchObject({ status: 'ready', start_time: 20, duration: 8 });
    const master = await fetchMedia(t.app, clip.url!);
    const variant = resolveUri(clip.url!, urisOf(master.text).at(-1)!);
    const playlist = (await fetchMedia(t.app, variant)).text;
    // 20 to 28 s of a 12 s loop restarts at 24 s.
    expect(playlist).toContain('#EXT-X-DISCONTINUITY');
    expect(urisOf(playlist)).toHaveLength(4);
    expect((await fetchMedia(t.app, resolveUri(variant, urisOf(playlist)[0]!))).status).toBe(200);
    const mp4 = await fetchMedia(t.app, (await get(t.app, `/api/clip/download/${clip.id}`, clipper.apiKey)).body.data.url);
    expect(mp4DurationSeconds(mp4.bytes)).toBeCloseTo(8, 0);
  });

  it('stays processing until its end has been recorded, then turns ready', async () => {
    const { started_at } = await t.db.selectFrom('live_feeds').select('started_at').where('event_id', '=', live.eventId).executeTakeFirstOrThrow();
    const elapsed = (Date.now() - Date.parse(started_at)) / 1000;
    const answer = await create(Math.floor(elapsed) - 2, 6);
    expect(answer.status).toBe(200);
    // The worker has looked at it: finding its end ahead, it asked for the render again at that end.
    const renderAgain = () => t.db.selectFrom('jobs').select('job_key').where('name', '=', 'clips.render').where('job_key', 'like', `clip-${answer.body.data.id}-at-%`).execute();
    await expect.poll(async () => (await renderAgain()).length, { timeout: 10_000, interval: 50 }).toBe(1);
    expect((await statusOf(answer.body.data.id)).status).toBe('processing');
    expect((await untilReady(answer.body.data.id, 20_000)).status).toBe('ready');
  }, 30_000);

  it('takes the start as a wall-clock time on the playlist’s clock (start_at) and stores it in the feed’s seconds', async () => {
    const { started_at } = await t.db.selectFrom('live_feeds').select('started_at').where('event_id', '=', live.eventId).executeTakeFirstOrThrow();
    const at = (seconds: number) => new Date(Date.parse(started_at) + seconds * 1000).toISOString();
    const body = { api_key: clipper.apiKey, event_id: live.eventId, event_media_id: live.mediaId, name: 'Live moment', duration: 4, tags: ['goal'] };
    const answer = await post(t.app, '/api/clip', { ...body, start_at: at(14.5) });
    expect(answer.status).toBe(200);
    expect(answer.body.data.start_time).toBeCloseTo(14.5, 3);
    // Cut from the keyframe before (14 s) to the end of the segment holding 18.5 s (20 s): the list shows that span.
    expect(await untilReady(answer.body.data.id, 15_000)).toMatchObject({ status: 'ready', start_time: 14, duration: 6 });
    // Before the feed started (out of its window), and not played yet.
    expect(await post(t.app, '/api/clip', { ...body, start_at: at(-30) })).toMatchObject({ status: 400, body: { errors: { start_at: ['That moment is no longer in the live window'] } } });
    expect(await post(t.app, '/api/clip', { ...body, start_at: at(3600) })).toMatchObject({ status: 400, body: { errors: { start_at: ['That moment has not been played yet'] } } });
    // Neither start: the spec's message on start_time; a start_at that is no date.
    expect(await post(t.app, '/api/clip', body)).toMatchObject({ status: 400, body: { errors: { start_time: ['Field is required'] } } });
    expect(await post(t.app, '/api/clip', { ...body, start_at: 'yesterday' })).toMatchObject({ status: 400, body: { errors: { start_at: ['Field value is invalid'] } } });
  }, 30_000);

  it('refuses a moment not played yet', async () => {
    expect(await create(10_000, 5)).toMatchObject({ status: 400, body: { errors: { start_time: ['That moment has not been played yet'] } } });
  });
});

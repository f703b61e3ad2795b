import type { Clip } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerUser } from './auth-helpers';
import { patchChannelSettings } from './channel-settings';
import { basicPassName, eventIn, insertOrder, passIdByName } from './commerce-helpers';
import { getApiKey } from './factories';
import { untilClipReady } from './clip-helpers';
import { type TestApp, dialects } from './helper';
import { createMediaTestApp, fetchMedia, findEvent, resolveUri, urisOf, withDemoVideo } from './media-helpers';
import { mp4BoxTypes, mp4DurationSeconds } from './mp4-boxes';

const SECONDS = 12;

/** Spec §3, §4, §6, §7: clips of a replay, their lists, sharing, downloads, caps and removal. */
describe.each(dialects)('clips, on %s', (dialect) => {
  let t: TestApp;
  let replay: number;
  let mediaId: number;
  let clipper: { apiKey: string; userId: number };

  beforeAll(async () => {
    t = await createMediaTestApp(dialect, { env: { MEDIA_DEMO_SECONDS: String(SECONDS) } });
    replay = await withDemoVideo(t.app, await findEvent(t.db, 3, 'free'));
    mediaId = (await t.db.selectFrom('event_media').select('id').where('event_id', '=', replay).where('kind', '=', 3).executeTakeFirstOrThrow()).id;
    clipper = await registerUser(t.app);
    // All-Access grants clipping and download_clip.
    await insertOrder(t.db, { userId: clipper.userId, passId: await passIdByName(t.db, 'Monthly All-Access'), period_end: new Date(Date.now() + 86_400_000).toISOString() });
    await t.app.queue.start();
  }, 120_000);
  afterAll(async () => t.close());

  const clipBody = (overrides: Record<string, unknown> = {}) => ({ event_id: replay, event_media_id: mediaId, name: 'The goal', start_time: 3, duration: 5, tags: ['goal'], ...overrides });
  const create = (apiKey: string, overrides: Record<string, unknown> = {}) => post(t.app, '/api/clip', { api_key: apiKey, ...clipBody(overrides) });
  const del = async (url: string, apiKey: string) => (await t.app.inject({ method: 'DELETE', url, query: { api_key: apiKey } })).statusCode;
  const untilReady = (apiKey: string, id: number) => untilClipReady(t.app, apiKey, id);
  const setChannelSetting = (name: string, value: number | null) => patchChannelSettings(t, { [name]: value });

  it('needs the clipping capability and a login', async () => {
    const viewer = await registerUser(t.app);
    expect(await create(viewer.apiKey)).toMatchObject({ status: 403, body: { message: 'Clipping is not available for your account' } });
    expect(await create((await getApiKey(t.app)).api_key)).toMatchObject({ status: 401, body: { message: 'user must be logged in' } });
  });

  it("words bad requests with the spec's messages", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: undefined }, 'name', 'Field is required'],
      [{ name: '  ' }, 'name', 'Please fill in the input field'],
      [{ tags: [] }, 'tags', 'Please select tag'],
      [{ start_time: SECONDS - 2, duration: 5 }, 'duration', 'clip duration longer than end time'],
      [{ duration: 91 }, 'duration', 'Must be 1 to 90 seconds'],
      [{ start_time: undefined }, 'start_time', 'Field is required'],
      // A wall-clock start is for live feeds: a replay's clip still needs its seconds.
      [{ start_time: undefined, start_at: new Date().toISOString() }, 'start_time', 'Field is required'],
      [{ event_media_id: 999_999 }, 'event_media_id', 'Field value is invalid'],
    ];
    for (const [overrides, field, message] of cases) {
      const answer = await create(clipper.apiKey, overrides);
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.body.errors[field]).toEqual([message]);
    }
    expect((await create(clipper.apiKey, { event_id: 999_999 })).status).toBe(404);
  });

  it('answers queued, turns ready within seconds, and plays only its own segments', async () => {
    const started = Date.now();
    const answer = await create(clipper.apiKey);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'queued', name: 'The goal', start_time: 3, duration: 5, tags: ['goal'], url: null });
    expect(answer.body.data.share_path).toMatch(new RegExp(`^/share/${answer.body.data.id}/[0-9a-f-]{36}$`));
    const clip = await untilReady(clipper.apiKey, answer.body.data.id);
    expect(clip.status).toBe('ready');
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(clip.event?.id).toBe(replay);

    const master = await fetchMedia(t.app, clip.url!);
    expect(master.status).toBe(200);
    const variant = resolveUri(clip.url!, urisOf(master.text).at(-1)!);
    const playlist = await fetchMedia(t.app, variant);
    expect(playlist.text).toContain('#EXT-X-ENDLIST');
    // Asked 3 to 8: cut from the keyframe before (2 s) to the boundary after (8 s), segments 1-3 of 6; the list shows that span.
    expect(clip).toMatchObject({ start_time: 2, duration: 6 });
    const listed = urisOf(playlist.text);
    expect(listed).toHaveLength(3);
    expect((await fetchMedia(t.app, resolveUri(variant, listed[0]!))).bytes[0]).toBe(0x47);
    const unlisted = listed[0]!.replace(/_(\d+)\.ts$/, '_00000.ts');
    expect((await fetchMedia(t.app, resolveUri(variant, unlisted))).status).toBe(404);

    const mp4 = await fetchMedia(t.app, (await get(t.app, `/api/clip/download/${clip.id}`, clipper.apiKey)).body.data.url);
    expect(mp4.status).toBe(200);
    const boxes = mp4BoxTypes(mp4.bytes);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    expect(mp4DurationSeconds(mp4.bytes)).toBeCloseTo(6, 0);
    expect((await fetchMedia(t.app, clip.poster!)).bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    expect(((await get(t.app, `/api/clips/event/${replay}`, clipper.apiKey)).body.data as Clip[]).map((row) => row.id)).toContain(clip.id);
    expect(((await get(t.app, '/api/events/with_clip', clipper.apiKey)).body.data as Array<{ id: number }>).map((event) => event.id)).toEqual([replay]);
  });

  it('is shared by its uuid with anyone, and is a 404 to other users everywhere else', async () => {
    const clip = await untilReady(clipper.apiKey, (await create(clipper.apiKey, { name: 'Shared' })).body.data.id);
    const [, , id, uuid] = clip.share_path.split('/');
    const stranger = await registerUser(t.app);
    const visitor = (await getApiKey(t.app)).api_key;
    const shared = await get(t.app, `/api/shared-clip/${id}?uuid=${uuid}`, visitor);
    expect(shared.status).toBe(200);
    expect(shared.body.data).toMatchObject({ id: clip.id, name: 'Shared', duration: 6, event: { id: replay } });
    expect(JSON.stringify(shared.body.data)).not.toMatch(/user|email|share_uuid/);
    expect((await get(t.app, `/api/shared-clip/${id}?uuid=${crypto.randomUUID()}`, visitor)).status).toBe(404);

    expect((await get(t.app, `/api/clip/download/${clip.id}`, stranger.apiKey)).status).toBe(404);
    expect(await del(`/api/clip/${clip.id}`, stranger.apiKey)).toBe(404);
    expect((await get(t.app, `/api/clips/event/${replay}`, stranger.apiKey)).body.data).toEqual([]);
    expect(await del(`/api/clip/${clip.id}`, clipper.apiKey)).toBe(200);
    expect((await get(t.app, `/api/shared-clip/${id}?uuid=${uuid}`, visitor)).status).toBe(404);
    expect((await fetchMedia(t.app, clip.url!)).status).toBe(404);
  });

  it('shares HLS only: no MP4 in the share response, and the playback token does not open the MP4', async () => {
    // The owner is past the download cap: their own share link must not be a way round it.
    const clip = await untilReady(clipper.apiKey, (await create(clipper.apiKey, { name: 'Capped' })).body.data.id);
    const used = (await t.db.selectFrom('users').select('downloads_count').where('id', '=', clipper.userId).executeTakeFirstOrThrow()).downloads_count;
    await setChannelSetting('download_limit', used);
    try {
      const [, , id, uuid] = clip.share_path.split('/');
      const shared = await get(t.app, `/api/shared-clip/${id}?uuid=${uuid}`, (await getApiKey(t.app)).api_key);
      expect(shared.status).toBe(200);
      expect(Object.keys(shared.body.data).sort()).toEqual(['duration', 'event', 'id', 'name', 'poster', 'url']);
      expect(JSON.stringify(shared.body.data)).not.toContain('.mp4');
      const url: string = shared.body.data.url;
      expect(url).toMatch(/\/master\.m3u8$/);
      expect((await fetchMedia(t.app, url)).status).toBe(200);
      // The MP4's names under the playback token: none of them opens it.
      expect((await fetchMedia(t.app, url.replace(/master\.m3u8$/, 'download/Capped.mp4'))).status).toBe(403);
      expect((await fetchMedia(t.app, url.replace(/master\.m3u8$/, 'download.mp4'))).status).toBe(404);
      expect((await fetchMedia(t.app, url.replace(/master\.m3u8$/, 'clip.mp4'))).status).toBe(404);
      expect(await get(t.app, `/api/clip/download/${clip.id}`, clipper.apiKey)).toMatchObject({ status: 403, body: { message: 'You have reached your download limit' } });
      // A viewer without download_clip has no download of their own either.
      const viewer = await registerUser(t.app);
      expect((await get(t.app, `/api/clip/download/${clip.id}`, viewer.apiKey)).status).toBe(404);
    } finally {
      await setChannelSetting('download_limit', null);
    }
  });

  it('keeps a share link playing after a pricing rule makes the replay paid (docs/decisions/0059)', async () => {
    const clip = await untilReady(clipper.apiKey, (await create(clipper.apiKey, { name: 'Made while free' })).body.data.id);
    const [, , id, uuid] = clip.share_path.split('/');
    const channel = await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const steps = JSON.stringify([{ after_hours: 0, pricing_type: 'paid', price: null, price_percent: null }]);
    await t.db.insertInto('pricing_rules').values({ channel_id: channel.id, event_id: replay, event_category_id: null, steps, created_at: at, updated_at: at }).execute();
    try {
      const visitor = (await getApiKey(t.app)).api_key;
      const shared = await get(t.app, `/api/shared-clip/${id}?uuid=${uuid}`, visitor);
      expect(shared.status).toBe(200);
      expect(shared.body.data).toMatchObject({ id: clip.id, name: 'Made while free' });
      const master = await fetchMedia(t.app, shared.body.data.url);
      expect(master.status).toBe(200);
      const variant = resolveUri(shared.body.data.url, urisOf(master.text).at(-1)!);
      const playlist = await fetchMedia(t.app, variant);
      expect((await fetchMedia(t.app, resolveUri(variant, urisOf(playlist.text)[0]!))).status).toBe(200);
      // Still HLS only: the paid replay's MP4 is not handed out through the link.
      expect(JSON.stringify(shared.body.data)).not.toContain('.mp4');
    } finally {
      await t.db.deleteFrom('pricing_rules').where('event_id', '=', replay).execute();
    }
  });

  it('downloads with download_clip, counting each clip once against the download cap', async () => {
    const clip = await untilReady(clipper.apiKey, (await create(clipper.apiKey, { name: 'Kept' })).body.data.id);
    const count = async () => (await t.db.selectFrom('users').select('downloads_count').where('id', '=', clipper.userId).executeTakeFirstOrThrow()).downloads_count;
    const before = await count();
    const first = await get(t.app, `/api/clip/download/${clip.id}`, clipper.apiKey);
    expect(first.status).toBe(200);
    const file = await fetchMedia(t.app, first.body.data.url);
    expect(file.status).toBe(200);
    expect(String(file.headers['content-disposition'])).toContain('attachment');
    expect((await get(t.app, `/api/clip/download/${clip.id}`, clipper.apiKey)).status).toBe(200);
    expect(await count()).toBe(before + 1);

    await setChannelSetting('download_limit', before + 1);
    const another = await untilReady(clipper.apiKey, (await create(clipper.apiKey, { name: 'Another' })).body.data.id);
    expect(await get(t.app, `/api/clip/download/${another.id}`, clipper.apiKey)).toMatchObject({ status: 403, body: { message: 'You have reached your download limit' } });
    await setChannelSetting('download_limit', null);
  });

  it('stops at the channel clip cap', async () => {
    const used = (await t.db.selectFrom('users').select('clips_count').where('id', '=', clipper.userId).executeTakeFirstOrThrow()).clips_count;
    await setChannelSetting('clip_limit', used);
    expect(await create(clipper.apiKey)).toMatchObject({ status: 403, body: { message: 'You have reached your clip limit' } });
    await setChannelSetting('clip_limit', null);
  });

  it('follows the replay pricing in force: a rule making a free replay paid stops a viewer whose passes do not cover it', async () => {
    // The basic pass and its add-on grant clipping, but cover the basic pass's sports only.
    const fan = await registerUser(t.app);
    await insertOrder(t.db, { userId: fan.userId, passId: await passIdByName(t.db, basicPassName()) });
    await insertOrder(t.db, { userId: fan.userId, passId: await passIdByName(t.db, 'Ad-free & Downloads Add-on') });
    const other = await withDemoVideo(t.app, await eventIn(t.db, { pricing: 'free', sports: ['basketball', 'soccer', 'volleyball'], inSports: false, kind: 3 }));
    const otherMedia = (await t.db.selectFrom('event_media').select('id').where('event_id', '=', other).where('kind', '=', 3).executeTakeFirstOrThrow()).id;
    const channel = await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const steps = JSON.stringify([{ after_hours: 0, pricing_type: 'paid', price: null, price_percent: null }]);
    await t.db.insertInto('pricing_rules').values({ channel_id: channel.id, event_id: other, event_category_id: null, steps, created_at: at, updated_at: at }).execute();
    try {
      expect(await create(fan.apiKey, { event_id: other, event_media_id: otherMedia })).toMatchObject({ status: 403, body: { message: 'Clipping is not available for your account' } });
    } finally {
      await t.db.deleteFrom('pricing_rules').where('event_id', '=', other).execute();
    }
    expect((await create(fan.apiKey, { event_id: other, event_media_id: otherMedia })).status).toBe(200);
  });
});

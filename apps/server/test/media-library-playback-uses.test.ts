import type { Clip } from '@ott/contracts';
import { AdminEvent } from '@ott/contracts/admin-catalogue';
import { DownloadState } from '@ott/contracts/downloads';
import { PrerollChoice } from '@ott/contracts/prerolls';
import { VodMediaItemDetail } from '@ott/contracts/vod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibraryCatalog } from '../src/modules/media/library-catalog';
import { get, post, registerUser } from './auth-helpers';
import { keyedGetter } from './catalogue-helpers';
import { insertOrder, passIdByName } from './commerce-helpers';
import { signInOperator, type SignedInOperator } from './console-helpers';
import { getApiKey } from './factories';
import { type TestApp, dialects } from './helper';
import { type LibraryFixture, createLibraryAsset } from './library-fixtures';
import { createMediaTestApp, fetchMedia, resolveUri, urisOf } from './media-helpers';
import { mp4BoxTypes, mp4DurationSeconds } from './mp4-boxes';

const BASE = '/api/admin/channels/varsity';
const hour = 3_600_000;

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(dialects)('library videos in VOD items, prerolls, clips and downloads (%s)', (dialect) => {
  let t: TestApp;
  let editor: SignedInOperator;
  let asset: LibraryFixture;
  let foreign: LibraryFixture;
  let replay: AdminEvent;
  let keyed: ReturnType<typeof keyedGetter>;

  beforeAll(async () => {
    t = await createMediaTestApp(dialect);
    editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    keyed = keyedGetter(t.app);
    asset = await createLibraryAsset(t.app, t.db);
    foreign = await createLibraryAsset(t.app, t.db, { channelKey: 'universitaire', title: 'Foreign' });
    const created = await editor.inject('POST', `${BASE}/events`, {
      name: 'Library Uses Replay',
      event_utc_ts: new Date(Date.now() - 3 * hour).toISOString(),
      end_utc_ts: new Date(Date.now() - 2 * hour).toISOString(),
      time_zone: 'UTC',
      pricing_type: 'free',
      video: { id: asset.video, kind: 'vod' },
    });
    replay = AdminEvent.parse(created.json().data);
    await t.app.queue.start();
  }, 120_000);
  afterAll(async () => t?.close());

  it("a VOD item plays a library asset of the channel, with its poster and preview; another channel's is refused", async () => {
    const added = await editor.inject('POST', `${BASE}/vod-items`, { title: 'Library item', date: '2026-03-10T18:00:00Z', duration: 4, video: asset.video });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ video: asset.video, image: `/media/library/${asset.video}/poster.jpg` });
    const stored = await t.db.selectFrom('vod_media_items').select(['video_url', 'preview']).where('id', '=', added.json().data.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ video_url: `/media/hls/vod/${asset.video}/master.m3u8`, preview: `/media/library/${asset.video}/preview.mp4` });

    const detail = VodMediaItemDetail.parse((await keyed(`/api/vod-media-items/${added.json().data.id}`)).body.data);
    expect(detail.url).toMatch(new RegExp(`/i${added.json().data.id}/vod/${asset.video}/master\\.m3u8$`));
    expect((await fetchMedia(t.app, detail.url!)).status).toBe(200);

    const refused = await editor.inject('POST', `${BASE}/vod-items`, { title: 'Foreign item', date: '2026-03-10T18:00:00Z', video: foreign.video });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ video: ['Not found in this channel'] });
  });

  it('a preroll plays a library asset as its signed MP4, once the MP4 is made; targeting stays as it was', async () => {
    const url = `/media/hls/vod/${asset.video}/master.m3u8`;
    const refused = await editor.inject('POST', `${BASE}/prerolls`, { url: `/media/hls/vod/${foreign.video}/master.m3u8`, weight: 10, for_live: true, for_vod: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ url: ['Not found in this channel'] });

    const created = await editor.inject('POST', `${BASE}/prerolls`, { url, weight: 10, location_id: null, event_categories: [], for_live: false, for_vod: true });
    expect(created.statusCode, created.body).toBe(200);
    const prerollId = created.json().data.id as number;
    expect(created.json().data).toMatchObject({ url, for_vod: true, for_live: false });
    await t.db.deleteFrom('prerolls').where('channel_id', '=', asset.channelId).where('id', '!=', prerollId).execute();

    const visitor = (await getApiKey(t.app)).api_key;
    const choose = async () => PrerollChoice.nullable().parse((await t.app.inject({ method: 'GET', url: `/api/events/${replay.id}/preroll`, query: { api_key: visitor } })).json().data);
    // The MP4 is asked for on the first choice and made by the job; until then no preroll.
    expect(await choose()).toBeNull();
    await t.app.queue.drain({ timeoutMs: 30_000 });
    const choice = await choose();
    expect(choice?.id).toBe(prerollId);
    expect(choice!.url).toMatch(new RegExp(`^/media/s/[A-Za-z0-9_-]{43}/\\d+/e${replay.id}/download/${asset.video}/preroll\\.mp4$`));
    const file = await fetchMedia(t.app, choice!.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(mp4BoxTypes(file.bytes)[0]).toBe('ftyp');
  }, 60_000);

  it('clips cut from a library replay play and download as MP4', async () => {
    const clipper = await registerUser(t.app);
    await insertOrder(t.db, { userId: clipper.userId, passId: await passIdByName(t.db, 'Monthly All-Access'), period_end: new Date(Date.now() + 86_400_000).toISOString() });
    const mediaId = replay.media.find((item) => item.kind === 3)!.id;
    const answer = await post(t.app, '/api/clip', { api_key: clipper.apiKey, event_id: replay.id, event_media_id: mediaId, name: 'Library moment', start_time: 0, duration: 2, tags: ['goal'] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const clip = await until(
      async () => ((await get(t.app, '/api/clips/user', clipper.apiKey)).body.data as Clip[]).find((candidate) => candidate.id === answer.body.data.id)!,
      (candidate) => candidate.status === 'ready' || candidate.status === 'failed',
      20_000,
    );
    expect(clip.status, clip.failure_reason ?? '').toBe('ready');
    const master = await fetchMedia(t.app, clip.url!);
    expect(master.status).toBe(200);
    expect(master.text).not.toContain('SUBTITLES');
    const variant = resolveUri(clip.url!, urisOf(master.text)[0]!);
    const playlist = await fetchMedia(t.app, variant);
    expect(playlist.status).toBe(200);
    expect((await fetchMedia(t.app, resolveUri(variant, urisOf(playlist.text)[0]!))).bytes[0]).toBe(0x47);
    // Asked 0 to 2 s: the segments holding them, whole, as the list says.
    expect(clip.start_time).toBe(0);
    expect(clip.duration).toBeGreaterThanOrEqual(2);
    const mp4 = await fetchMedia(t.app, (await get(t.app, `/api/clip/download/${clip.id}`, clipper.apiKey)).body.data.url);
    expect(mp4.status).toBe(200);
    expect(mp4DurationSeconds(mp4.bytes)).toBeCloseTo(clip.duration, 0);
  }, 60_000);

  it('a library replay downloads as an MP4 made by the job', async () => {
    const user = await registerUser(t.app);
    await insertOrder(t.db, { userId: user.userId, passId: await passIdByName(t.db, 'Monthly All-Access'), period_end: new Date(Date.now() + 86_400_000).toISOString() });
    await insertOrder(t.db, { userId: user.userId, passId: await passIdByName(t.db, 'Ad-free & Downloads Add-on') });
    const download = async () => (await t.app.inject({ method: 'GET', url: `/api/download-event/${replay.id}`, query: { api_key: user.apiKey } })).json();
    await download();
    await t.app.queue.drain({ timeoutMs: 30_000 });
    const ready = DownloadState.parse((await download()).data);
    if (ready.status !== 'ready') throw new Error(`expected the download to be ready, got ${JSON.stringify(ready)}`);
    expect(ready.url).toContain(`/e${replay.id}/download/${asset.video}/`);
    const file = await fetchMedia(t.app, ready.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    expect(mp4DurationSeconds(file.bytes)).toBeCloseTo(4, 0);
  }, 60_000);

  it('the catalog sees a change after refresh(), and on its own on its timer; a deleted asset goes', async () => {
    const processing = await createLibraryAsset(t.app, t.db, { playable: false, title: 'Catalog test' });
    expect(t.app.media.videos.info(processing.video)?.playable).toBe(false);
    const touch = () => ({ updated_at: new Date().toISOString() });
    await t.db.updateTable('media_assets').set({ playable: 1, renditions: JSON.stringify([{ name: '360p', width: 640, height: 360, bandwidth: 1 }]), ...touch() }).where('id', '=', processing.id).execute();
    expect(t.app.media.videos.info(processing.video)?.playable).toBe(false);
    await t.app.media.library.refresh();
    expect(t.app.media.videos.info(processing.video)).toMatchObject({ playable: true, channelId: processing.channelId, renditions: [{ name: '360p', width: 640, height: 360 }] });

    await t.db.insertInto('media_markers').values({ asset_id: processing.id, name: 'Goal', seconds: 1, created_at: new Date().toISOString() }).execute();
    const seen = await until(
      () => t.app.media.videos.info(processing.video)?.markers,
      (markers) => (markers?.length ?? 0) > 0,
    );
    expect(seen).toEqual([{ name: 'Goal', seconds: 1 }]);

    // Another instance's snapshot, reading by time only (no full reload within the test), sees the delete on its timer.
    const catalog = createLibraryCatalog(t.db, { refreshMs: 50, fullReloadMs: 600_000 });
    try {
      await catalog.load();
      expect(catalog.info(processing.video)).not.toBeNull();
      await t.db.deleteFrom('media_assets').where('id', '=', processing.id).execute();
      expect(await until(() => catalog.info(processing.video), (info) => info === null, 5_000)).toBeNull();
    } finally {
      catalog.close();
    }
    await t.app.media.library.refresh();
    expect(t.app.media.videos.info(processing.video)).toBeNull();
  }, 30_000);
});

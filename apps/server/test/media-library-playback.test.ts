import { AdminEvent, AdminVideo } from '@ott/contracts/admin-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assetScope } from '../src/modules/media/media-refs';
import { signInOperator, type SignedInOperator } from './console-helpers';
import { type TestApp, dialects } from './helper';
import { type LibraryFixture, createLibraryAsset } from './library-fixtures';
import { createMediaTestApp, eventFor, fetchMedia, mediaOf, resolveUri, urisOf } from './media-helpers';

const BASE = '/api/admin/channels/varsity';
const hour = 3_600_000;

/** The same path with its token's first character changed. */
const tampered = (url: string) => url.replace(/\/media\/s\/(.)/, (_, first: string) => `/media/s/${first === 'A' ? 'B' : 'A'}`);

describe.each(dialects)('library videos in playback (%s)', (dialect) => {
  let t: TestApp;
  let editor: SignedInOperator;
  let asset: LibraryFixture;

  beforeAll(async () => {
    t = await createMediaTestApp(dialect);
    editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    asset = await createLibraryAsset(t.app, t.db, {
      markers: [
        { name: 'Half-time', seconds: 2 },
        { name: 'Kick-off', seconds: 0.5 },
      ],
    });
  });
  afterAll(async () => t?.close());

  const event = async (name: string, extra: Record<string, unknown> = {}, live = false): Promise<AdminEvent> => {
    const response = await editor.inject('POST', `${BASE}/events`, {
      name,
      event_utc_ts: new Date(Date.now() - (live ? 1 : 3) * hour).toISOString(),
      end_utc_ts: new Date(Date.now() + (live ? 1 : -2) * hour).toISOString(),
      time_zone: 'UTC',
      pricing_type: 'free',
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return AdminEvent.parse(response.json().data);
  };
  const attach = (eventId: number, body: Record<string, unknown>) => editor.inject('POST', `${BASE}/events/${eventId}/media`, body);

  it('a library asset attached as the replay plays signed: master, rendition, segment and captions with the token, 403 without', async () => {
    const created = await event('Library Replay');
    const attached = await attach(created.id, { video: asset.video, kind: 'vod' });
    expect(attached.statusCode, attached.body).toBe(200);
    const urls = AdminEvent.parse(attached.json().data)
      .media.map((item) => [item.kind, item.url, item.video])
      .sort();
    expect(urls).toEqual([
      [1, `/media/library/${asset.video}/poster.jpg`, asset.video],
      [3, `/media/hls/vod/${asset.video}/master.m3u8`, asset.video],
      [5, `/media/library/${asset.video}/thumbnail.jpg`, asset.video],
      [6, `/media/library/${asset.video}/preview.mp4`, asset.video],
      [7, `/media/library/${asset.video}/preview_alt.mp4`, asset.video],
    ]);

    const replay = mediaOf(await eventFor(t.app, created.id), 3);
    expect(replay.url).toMatch(new RegExp(`^/media/s/[^/]+/\\d+/e${created.id}/vod/${asset.video}/master\\.m3u8$`));
    const master = await fetchMedia(t.app, replay.url!);
    expect(master.status).toBe(200);
    expect(master.text).toContain('TYPE=SUBTITLES');
    const rendition = resolveUri(replay.url!, urisOf(master.text)[0]!);
    expect(rendition).toMatch(/\/360p\/index\.m3u8$/);
    const playlist = await fetchMedia(t.app, rendition);
    expect(playlist.status).toBe(200);
    const segment = resolveUri(rendition, urisOf(playlist.text)[0]!);
    const bytes = await fetchMedia(t.app, segment);
    expect(bytes.status).toBe(200);
    expect(bytes.bytes[0]).toBe(0x47); // MPEG-TS sync byte
    for (const url of [replay.url!, rendition, segment]) expect((await fetchMedia(t.app, tampered(url))).status).toBe(403);
    expect((await fetchMedia(t.app, `/media/hls/vod/${asset.video}/master.m3u8`)).status).toBe(403);
    const preview = (await editor.inject('GET', `${BASE}/events/${created.id}/playback`)).json().data;
    expect(preview).toEqual([{ kind: 'vod', url: expect.stringMatching(new RegExp(`/e${created.id}/vod/${asset.video}/master\\.m3u8$`)) }]);
    expect((await fetchMedia(t.app, preview[0].url)).status).toBe(200);

    expect(replay.text_tracks).toEqual([{ language: 'en', label: 'English', url: expect.stringMatching(/\/captions\/en\.vtt$/) }]);
    const vtt = await fetchMedia(t.app, replay.text_tracks![0]!.url);
    expect(vtt.status).toBe(200);
    expect(vtt.text).toContain('Library fixture caption');
    const subtitles = await fetchMedia(t.app, resolveUri(replay.url!, 'captions/en.m3u8'));
    expect(subtitles.status).toBe(200);
    expect(subtitles.text).toContain('en.vtt');
    expect((await fetchMedia(t.app, tampered(replay.text_tracks![0]!.url))).status).toBe(403);
    expect((await fetchMedia(t.app, tampered(resolveUri(replay.url!, 'captions/en.m3u8')))).status).toBe(403);
  });

  it("the replay carries the asset's markers, earliest first", async () => {
    const created = await event('Library Markers', { video: { id: asset.video, kind: 'vod' } });
    const replay = mediaOf(await eventFor(t.app, created.id), 3);
    expect(replay.markers).toEqual([
      { name: 'Kick-off', seconds: 0.5 },
      { name: 'Half-time', seconds: 2 },
    ]);
    const plain = await createLibraryAsset(t.app, t.db, { title: 'No markers' });
    const other = await event('Library No Markers', { video: { id: plain.video, kind: 'vod' } });
    expect(mediaOf(await eventFor(t.app, other.id), 3).markers).toBeUndefined();
  });

  it('an asset still processing is attached but not played yet: reason processing, in the console preview too', async () => {
    const processing = await createLibraryAsset(t.app, t.db, { playable: false, title: 'Still processing' });
    const created = await event('Library Processing');
    expect((await attach(created.id, { video: processing.video, kind: 'vod' })).statusCode).toBe(200);
    expect(mediaOf(await eventFor(t.app, created.id), 3)).toMatchObject({ url: null, reason: 'processing' });
    expect((await editor.inject('GET', `${BASE}/events/${created.id}/playback`)).json().data).toEqual([{ kind: 'vod', url: null, reason: 'processing' }]);
  });

  it("another channel's asset, an unknown or a failed one is refused on video", async () => {
    const foreign = await createLibraryAsset(t.app, t.db, { channelKey: 'universitaire', title: 'Foreign' });
    const failed = await createLibraryAsset(t.app, t.db, { playable: false, title: 'Failed' });
    await t.db.updateTable('media_assets').set({ state: 'failed' }).where('id', '=', failed.id).execute();
    const created = await event('Library Foreign');
    for (const video of [foreign.video, failed.video, 'lib-999999']) {
      const refused = await attach(created.id, { video, kind: 'vod' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ video: ['Not found in this channel'] });
    }
    const onCreate = await editor.inject('POST', `${BASE}/events`, {
      name: 'Library Foreign Create',
      event_utc_ts: new Date().toISOString(),
      end_utc_ts: new Date(Date.now() + hour).toISOString(),
      time_zone: 'UTC',
      pricing_type: 'free',
      video: { id: foreign.video, kind: 'vod' },
    });
    expect(onCreate.statusCode).toBe(400);
    expect(onCreate.json().errors).toEqual({ video: ['Not found in this channel'] });
  });

  it("replace swaps the event's replay in one step: same event, the old signed URL still plays until it expires", async () => {
    const created = await event('Library Replace', { video: { id: 'arena', kind: 'vod' } });
    await t.app.media.demo.ensure(['arena']);
    const oldUrl = mediaOf(await eventFor(t.app, created.id), 3).url!;
    expect(oldUrl).toContain('/vod/arena/');

    const replaced = await attach(created.id, { video: asset.video, kind: 'vod', replace: true });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = AdminEvent.parse(replaced.json().data);
    expect(after.id).toBe(created.id);
    expect(after.media.filter((item) => item.kind === 3).map((item) => item.url)).toEqual([`/media/hls/vod/${asset.video}/master.m3u8`]);
    expect(after.media.filter((item) => item.kind === 1).map((item) => item.url)).toEqual([`/media/library/${asset.video}/poster.jpg`]);
    expect(after.media.some((item) => item.video === 'arena')).toBe(false);

    const viewer = await eventFor(t.app, created.id);
    expect(viewer.id).toBe(created.id);
    expect(mediaOf(viewer, 3).url).toContain(`/vod/${asset.video}/`);
    expect((await fetchMedia(t.app, oldUrl)).status).toBe(200);
  });

  it('attaching for the preview only sets kinds 6 and 7 from the asset', async () => {
    const created = await event('Library Preview', { video: { id: 'bars', kind: 'vod' } });
    const attached = await attach(created.id, { video: asset.video, kind: 'preview' });
    expect(attached.statusCode, attached.body).toBe(200);
    const media = AdminEvent.parse(attached.json().data).media;
    expect(media.filter((item) => item.kind === 6 || item.kind === 7).map((item) => item.url)).toEqual([
      `/media/library/${asset.video}/preview.mp4`,
      `/media/library/${asset.video}/preview_alt.mp4`,
    ]);
    expect(media.find((item) => item.kind === 3)?.video).toBe('bars');
  });

  it('a library asset looped as a live feed plays without its subtitle renditions', async () => {
    const created = await event('Library Live', { video: { id: asset.video, kind: 'live' } }, true);
    const live = mediaOf(await eventFor(t.app, created.id), 2);
    expect(live.url).toContain(`/live/${asset.video}/master.m3u8`);
    const master = await fetchMedia(t.app, live.url!);
    expect(master.status).toBe(200);
    expect(master.text).not.toContain('SUBTITLES');
    const rendition = await fetchMedia(t.app, resolveUri(live.url!, urisOf(master.text)[0]!));
    expect(rendition.status).toBe(200);
    expect(rendition.text).toContain('#EXTINF');
    expect(rendition.text).not.toContain('#EXT-X-ENDLIST');
  });

  it("the console preview scope opens only its own asset", async () => {
    const url = t.app.media.playback.signedUrl(assetScope(asset.id), { kind: 'vod', asset: asset.video });
    expect((await fetchMedia(t.app, url)).status).toBe(200);
    const other = t.app.media.playback.signedUrl(assetScope(asset.id), { kind: 'vod', asset: 'arena' });
    expect((await fetchMedia(t.app, other)).status).toBe(403);
  });

  it('lists the library assets beside the demo videos for attaching', async () => {
    const videos = z.array(AdminVideo).parse((await editor.inject('GET', `${BASE}/events/videos`)).json().data);
    expect(videos.slice(0, 4).map((video) => video.id)).toEqual(['arena', 'bars', 'court', 'field']);
    const listed = videos.find((video) => video.id === asset.video);
    expect(listed).toMatchObject({ label: 'Library fixture', ready: true, source: 'library', state: 'ready', progress: 100, duration: 4, poster: `/media/library/${asset.video}/poster.jpg` });
    expect(listed!.events_count).toBeGreaterThan(0);
    expect(videos.some((video) => video.label === 'Foreign' || video.label === 'Failed')).toBe(false);
  });

  it('serves the public pictures and previews of a library asset; anything else 404', async () => {
    const expected: Record<string, string> = { 'poster.jpg': 'image/jpeg', 'thumbnail.jpg': 'image/jpeg', 'preview.mp4': 'video/mp4', 'preview_alt.mp4': 'video/mp4', 'posters/0.jpg': 'image/jpeg' };
    for (const [file, type] of Object.entries(expected)) {
      const response = await fetchMedia(t.app, `/media/library/${asset.video}/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.bytes.length).toBeGreaterThan(100);
    }
    for (const path of [`${asset.video}/master.m3u8`, `${asset.video}/360p/index.m3u8`, `${asset.video}/captions/en.vtt`, `${asset.video}/posters/7.jpg`, `${asset.video}/nothing.jpg`, 'lib-999999/poster.jpg', 'arena/poster.jpg']) {
      expect((await fetchMedia(t.app, `/media/library/${path}`)).status, path).toBe(404);
    }
  });
});

import { writeFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signMediaToken } from '../src/lib/media-token';
import { demoAssetFor } from '../src/modules/media/demo/demo-assets';
import { type TestApp, dialects, logCollector } from './helper';
import { createMediaTestApp, eventFor, fetchMedia, findEvent, mediaOf, resolveUri, urisOf, withDemoVideo } from './media-helpers';

const SIGNED = /^\/media\/s\/([A-Za-z0-9_-]{43})\/(\d+)\/e(\d+)\/vod\/([a-z0-9-]+)\/master\.m3u8$/;

describe.each(dialects)('media host on %s', (dialect) => {
  let t: TestApp;
  const collector = logCollector();
  const lines = collector.lines;
  let eventId: number;
  let master: string;

  beforeAll(async () => {
    const logStream = collector.stream;
    t = await createMediaTestApp(dialect, { logStream });
    eventId = await withDemoVideo(t.app, await findEvent(t.db, 3, 'free'));
    master = mediaOf(await eventFor(t.app, eventId), 3).url!;
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  it('hands a free replay a signed playback URL scoped to the event', () => {
    const match = SIGNED.exec(master);
    expect(match, master).not.toBeNull();
    expect(Number(match![3])).toBe(eventId);
    expect(match![4]).toBe(demoAssetFor(eventId).name);
    expect(Number(match![2]) * 1000).toBeGreaterThan(Date.now() + 3_600_000);
  });

  it('plays the master playlist, a rendition playlist and a segment through the host', async () => {
    const top = await fetchMedia(t.app, master);
    expect(top.status).toBe(200);
    expect(top.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(top.headers['cache-control']).toBe('public, max-age=60');
    expect(top.headers['access-control-allow-origin']).toBe('*');
    const renditions = urisOf(top.text);
    expect(renditions).toEqual(['360p/index.m3u8', '720p/index.m3u8']);

    const renditionUrl = resolveUri(master, renditions[1]!);
    const rendition = await fetchMedia(t.app, renditionUrl);
    expect(rendition.status).toBe(200);
    expect(rendition.text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(rendition.text).toContain('#EXT-X-ENDLIST');

    const segmentUrl = resolveUri(renditionUrl, urisOf(rendition.text)[0]!);
    expect(segmentUrl.startsWith(master.replace('master.m3u8', '720p/'))).toBe(true);
    const segment = await fetchMedia(t.app, segmentUrl);
    expect(segment.status).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(segment.bytes.length).toBeGreaterThan(1000);
    expect(segment.bytes[0]).toBe(0x47);
    expect(segment.bytes[188]).toBe(0x47);
  });

  it('refuses playlists and segments with no token, another event\'s token, or a tampered one', async () => {
    const [, token, expires, , asset] = SIGNED.exec(master)!;
    const segmentOf = (base: string) => base.replace('master.m3u8', '360p/index.m3u8');
    const otherEvent = master.replace(`/e${eventId}/`, `/e${eventId + 1}/`);
    const flipped = `${token!.slice(0, 5)}${token![5] === 'a' ? 'b' : 'a'}${token!.slice(6)}`;
    const refused = [
      `/media/hls/vod/${asset}/master.m3u8`,
      `/media/s/${expires}/e${eventId}/vod/${asset}/master.m3u8`,
      otherEvent,
      segmentOf(otherEvent),
      master.replace(token!, flipped),
      segmentOf(master.replace(token!, flipped)),
      master.replace(`/${expires}/`, `/${Number(expires) + 300}/`),
      master.replace('/vod/', '/live/'),
    ];
    for (const url of refused) {
      const response = await fetchMedia(t.app, url);
      expect(response.status, url).toBe(403);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    // The real URL still plays, so the refusals were about the token.
    expect((await fetchMedia(t.app, segmentOf(master))).status).toBe(200);
  });

  it('refuses a second spelling of the expiry, so a cache never keys one file twice', async () => {
    const [, , expires] = SIGNED.exec(master)!;
    const segment = master.replace('master.m3u8', '360p/index.m3u8');
    for (const spelling of [`0${expires}`, `00${expires}`, `+${expires}`, `${expires}.0`]) {
      for (const url of [master, segment]) {
        const respelled = url.replace(`/${expires}/`, `/${spelling}/`);
        const response = await fetchMedia(t.app, respelled);
        expect(response.status, respelled).toBe(403);
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
    expect((await fetchMedia(t.app, master)).status).toBe(200);
  });

  // A faked clock would also sign the S3 requests hours ahead, which the bucket refuses: local store only.
  it.skipIf(process.env.TEST_MEDIA_STORE === 's3')('refuses a URL once its expiry has passed, and a token signed with an expiry already past', async () => {
    const [, , expires, , asset] = SIGNED.exec(master)!;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Number(expires) * 1000 - 1000);
    expect((await fetchMedia(t.app, master)).status).toBe(200);
    vi.setSystemTime(Number(expires) * 1000 + 1000);
    expect((await fetchMedia(t.app, master)).status).toBe(403);
    vi.useRealTimers();

    const past = Math.floor(Date.now() / 1000) - 60;
    const stale = `/media/s/${signMediaToken(t.app.media.secret, past, `e${eventId}/vod/${asset}`)}/${past}/e${eventId}/vod/${asset}/master.m3u8`;
    expect((await fetchMedia(t.app, stale)).status).toBe(403);
  });

  it('answers 404 for files outside the ladder even with a valid token', async () => {
    for (const file of ['1080p/index.m3u8', '720p%2f..%2f..%2fasset.json', 'asset.json', '720p/nope_00000.ts']) {
      expect((await fetchMedia(t.app, master.replace('master.m3u8', file))).status, file).toBe(404);
    }
    // A path that climbs out of the signed prefix no longer carries a valid token.
    for (const file of ['720p/../../asset.json', '720p/%2e%2e/%2e%2e/asset.json']) expect((await fetchMedia(t.app, master.replace('master.m3u8', file))).status).toBe(403);
  });

  it('serves posters, thumbnails and previews in the open, with ranges for the MP4s', async () => {
    const event = await eventFor(t.app, eventId);
    const poster = event.media.filter((media) => media.kind === 1).at(-1)!;
    expect(poster.url).toBe(`/media/demo/${demoAssetFor(eventId).name}/poster.jpg`);
    const image = await fetchMedia(t.app, poster.url!);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect((await fetchMedia(t.app, mediaOf(event, 5).url!)).headers['content-type']).toBe('image/jpeg');

    const preview = mediaOf(event, 6).url!;
    const whole = await fetchMedia(t.app, preview);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await fetchMedia(t.app, preview, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${whole.bytes.length}`);
    expect(part.bytes.equals(whole.bytes.subarray(0, 100))).toBe(true);
    expect((await fetchMedia(t.app, mediaOf(event, 7).url!)).status).toBe(200);
    // Only the public files: never a playlist or segment without a token.
    expect((await fetchMedia(t.app, `/media/demo/${demoAssetFor(eventId).name}/master.m3u8`)).status).toBe(404);
  });

  it("sends the poster's WebP under its own URL to a browser that takes WebP, and the JPEG to any other or when there is none", async () => {
    const url = `/media/demo/${demoAssetFor(eventId).name}/poster.jpg`;
    const browser = await fetchMedia(t.app, url, { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' });
    expect([browser.status, browser.headers['content-type'], browser.headers.vary]).toEqual([200, 'image/webp', 'Accept']);
    expect(browser.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const jpeg = await fetchMedia(t.app, url, { accept: 'image/jpeg,image/*;q=0.8' });
    expect([jpeg.status, jpeg.headers['content-type'], jpeg.headers.vary]).toEqual([200, 'image/jpeg', 'Accept']);
    // A third of the JPEG's bytes or less, for the same picture.
    expect(browser.bytes.length).toBeLessThan(jpeg.bytes.length / 2);
    // The thumbnail and a poster made before its WebP was: the JPEG, whatever the browser takes.
    const event = await eventFor(t.app, eventId);
    expect((await fetchMedia(t.app, mediaOf(event, 5).url!, { accept: 'image/webp,*/*' })).headers['content-type']).toBe('image/jpeg');
    const webpKey = `demo/${demoAssetFor(eventId).name}/poster.webp`;
    const webp = (await t.app.media.store.read(webpKey))!;
    await t.app.media.store.remove(webpKey);
    try {
      expect((await fetchMedia(t.app, url, { accept: 'image/webp,*/*' })).headers['content-type']).toBe('image/jpeg');
    } finally {
      await t.app.media.store.publishFile(webpKey, (path) => writeFile(path, webp));
    }
  });

  it('never writes a token to the logs', async () => {
    await fetchMedia(t.app, master.replace('master.m3u8', 'nope.txt'));
    const tokens = lines.join('\n').match(/\/media\/s\/[^/"\s]+/g) ?? [];
    expect(tokens.length).toBeGreaterThan(5);
    expect(new Set(tokens)).toEqual(new Set(['/media/s/[redacted]']));
    expect(lines.join('\n')).not.toContain(SIGNED.exec(master)![1]);
  });
});

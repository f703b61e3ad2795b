import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMediaToken } from '../src/lib/media-token';
import type { FeedSource, FeedWindow, FeedWindowOptions } from '../src/modules/media/live/feed-source';
import { eventScope, ingestAssetOf, ingestEventOf, localStreamUrl } from '../src/modules/media/media-refs';
import { getApiKey } from './factories';
import { type TestApp, dialects, logCollector } from './helper';
import { createMediaTestApp, fetchMedia, findEvent, resolveUri } from './media-helpers';

const START = Date.parse('2025-11-22T12:00:00Z');

const MASTER = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=2500000,RESOLUTION=1280x720\nsrc/index.m3u8\n';

/** What an encoder has sent so far: two segments, the second after a reconnect. */
const WINDOW: FeedWindow = {
  mediaSequence: 3,
  discontinuitySequence: 0,
  targetDuration: 2,
  segments: [
    { uri: 'seg_00003.ts', duration: 2, discontinuity: false, startMs: START },
    { uri: 'seg_00004.ts', duration: 1.5, discontinuity: true, startMs: START + 10_000 },
  ],
  ended: false,
  stale: false,
};

const RENDERED = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-TARGETDURATION:2',
  '#EXT-X-MEDIA-SEQUENCE:3',
  '#EXT-X-DISCONTINUITY-SEQUENCE:0',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-PROGRAM-DATE-TIME:2025-11-22T12:00:00.000Z',
  '#EXTINF:2.000000,',
  'seg_00003.ts',
  '#EXT-X-DISCONTINUITY',
  '#EXT-X-PROGRAM-DATE-TIME:2025-11-22T12:00:10.000Z',
  '#EXTINF:1.500000,',
  'seg_00004.ts',
  '',
].join('\n');

/** An ingest that has one event's encoder on air, and records what the media host asked it. */
function fakeIngest(onAir: number) {
  const asked: { asset: string; rendition: string; options: FeedWindowOptions | undefined }[] = [];
  const source: FeedSource = {
    position: async () => null,
    segments: async () => [],
    master: async (eventId, asset) => (eventId === onAir && ingestEventOf(asset) === onAir ? MASTER : null),
    window: async (eventId, asset, rendition, options) => {
      asked.push({ asset, rendition, options });
      return eventId === onAir && ingestEventOf(asset) === onAir && rendition === 'src' ? WINDOW : null;
    },
  };
  return { source, asked };
}

describe.each(dialects)('an encoder\'s feed through the media host, on %s', (dialect) => {
  let t: TestApp;
  const collector = logCollector();
  let eventId: number;
  let ingest: ReturnType<typeof fakeIngest>;

  beforeAll(async () => {
    t = await createMediaTestApp(dialect, { logStream: collector.stream });
    eventId = await findEvent(t.db, 2, 'free');
    ingest = fakeIngest(eventId);
    t.app.media.useIngest(ingest.source, t.app.live.videos);
  });
  afterAll(async () => t.close());

  /** A URL signed for any resource, as only this server can. */
  const signed = (resource: string, file = 'master.m3u8') => {
    const expires = Math.ceil(Date.now() / 1000) + 3600;
    return `/media/s/${signMediaToken(t.app.media.secret, expires, resource)}/${expires}/${resource}/${file}`;
  };

  it('shows the operators the encoder\'s preview: its master and its window asked as a preview, never cached', async () => {
    const preview = t.app.media.playback.previewUrl(eventId, ingestAssetOf(eventId));
    expect(preview).toMatch(new RegExp(`^/media/s/[A-Za-z0-9_-]{43}/\\d+/e${eventId}/preview/live-${eventId}/master\\.m3u8$`));
    const master = await fetchMedia(t.app, preview);
    expect(master.status).toBe(200);
    expect(master.text).toBe(MASTER);
    expect(master.headers['cache-control']).toBe('no-store');
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');

    ingest.asked.length = 0;
    const rendition = await fetchMedia(t.app, resolveUri(preview, 'src/index.m3u8'));
    expect(rendition.status).toBe(200);
    expect(rendition.text).toBe(RENDERED);
    expect(rendition.headers['cache-control']).toBe('no-store');
    expect(rendition.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(ingest.asked).toEqual([{ asset: `live-${eventId}`, rendition: 'src', options: { preview: true } }]);
  });

  it('plays the same feed to viewers as a live, its window asked without the preview', async () => {
    const live = t.app.media.playback.signedUrl(eventScope(eventId), { kind: 'live', asset: ingestAssetOf(eventId) });
    expect((await fetchMedia(t.app, live)).text).toBe(MASTER);
    ingest.asked.length = 0;
    const rendition = await fetchMedia(t.app, resolveUri(live, 'src/index.m3u8'));
    expect(rendition.text).toBe(RENDERED);
    expect(ingest.asked).toEqual([{ asset: `live-${eventId}`, rendition: 'src', options: undefined }]);
  });

  it('answers 404 where the ingest has nothing: another rendition, another event\'s encoder, a segment no video holds', async () => {
    const preview = t.app.media.playback.previewUrl(eventId, ingestAssetOf(eventId));
    expect((await fetchMedia(t.app, resolveUri(preview, '360p/index.m3u8'))).status).toBe(404);
    expect((await fetchMedia(t.app, resolveUri(preview, 'src/seg_00003.ts'))).status).toBe(404);
    expect((await fetchMedia(t.app, resolveUri(preview, 'captions/en.vtt'))).status).toBe(404);
    const other = t.app.media.playback.previewUrl(eventId + 1, ingestAssetOf(eventId + 1));
    expect((await fetchMedia(t.app, other)).status).toBe(404);
    expect((await fetchMedia(t.app, resolveUri(other, 'src/index.m3u8'))).status).toBe(404);
  });

  it('refuses a preview of anything but an event\'s encoder, signed or not, like any path no token opens', async () => {
    const refused = [
      t.app.media.playback.previewUrl(eventId, 'arena'),
      t.app.media.playback.previewUrl(eventId, 'lib-1'),
      signed(`i${eventId}/preview/${ingestAssetOf(eventId)}`),
      signed(`a${eventId}/preview/${ingestAssetOf(eventId)}`),
      signed(`e${eventId}/replay/${ingestAssetOf(eventId)}`),
    ];
    collector.lines.length = 0;
    for (const url of refused) {
      const response = await fetchMedia(t.app, url);
      expect(response.status, url).toBe(403);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // Refused before any token is checked.
    expect(collector.lines.filter((line) => line.includes('media token refused'))).toEqual([]);
  });

  it('refuses a token that does not open the path alike on playback, clip and download paths, with one log line', async () => {
    const preview = t.app.media.playback.previewUrl(eventId, ingestAssetOf(eventId));
    const wrong = [
      preview.replace('/preview/', '/live/'),
      signed(`e${eventId}/live/${ingestAssetOf(eventId)}`).replace(`/e${eventId}/`, `/e${eventId + 1}/`),
      signed('c1/clip/arena').replace('/c1/', '/c2/'),
      signed('c1/clip/arena', 'download/Goal.mp4'),
      signed(`e${eventId}/vod/arena`).replace('/vod/', '/download/').replace('master.m3u8', 'game.mp4'),
    ];
    collector.lines.length = 0;
    for (const url of wrong) {
      const response = await fetchMedia(t.app, url);
      expect(response.status, url).toBe(403);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refusals = collector.lines.map((line) => JSON.parse(line) as { msg?: string; check?: string }).filter((line) => line.check !== undefined);
    expect(refusals.map(({ msg, check }) => ({ msg, check }))).toEqual(wrong.map(() => ({ msg: 'media token refused', check: 'invalid' })));
  });

  it('leaves an event whose live is its encoder\'s to the ingest: no simulated feed to list, start or place', async () => {
    const { api_key } = await getApiKey(t.app);
    const listed = async () => (await t.app.inject({ method: 'GET', url: '/api/simulate', query: { api_key } })).json().data.map((feed: { event_id: number }) => feed.event_id);
    expect(await listed()).toContain(eventId);
    expect((await t.app.inject({ method: 'POST', url: `/api/simulate/${eventId}/start`, payload: { api_key } })).statusCode).toBe(200);
    await t.db.updateTable('event_media').set({ url: localStreamUrl('live', ingestAssetOf(eventId)) }).where('event_id', '=', eventId).where('kind', '=', 2).execute();
    expect(await listed()).not.toContain(eventId);
    expect((await t.app.inject({ method: 'POST', url: `/api/simulate/${eventId}/start`, payload: { api_key } })).statusCode).toBe(404);
    // Its encoder is off air: nothing to clip, though the loop had been started.
    expect(await t.app.media.feedSource.position(eventId)).toBeNull();
  });
});

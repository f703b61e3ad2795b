import { describe, expect, it } from 'vitest';
import { NotFound } from '../../lib/errors';
import type { FeedWindow } from './live/feed-source';
import { createMediaHostService } from './media-host.service';
import type { VideoCatalog, VideoInfo } from './video-catalog';

const PLAYLIST =
  '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-DISCONTINUITY-SEQUENCE:0\n#EXT-X-INDEPENDENT-SEGMENTS\n#EXT-X-PROGRAM-DATE-TIME:1970-01-01T00:00:00.000Z\n#EXTINF:2.000000,\na_0.ts\n';
const WINDOW: FeedWindow = { mediaSequence: 0, discontinuitySequence: 0, targetDuration: 2, segments: [{ uri: 'a_0.ts', duration: 2, discontinuity: false, startMs: 0 }], ended: true, stale: false };

/** The demo video `arena` (360p and 720p) and the library's `lib-3` (720p, captions in English). */
const videos: VideoCatalog = {
  info(video) {
    const root = video === 'arena' ? 'demo/arena' : video === 'lib-3' ? 'library/3' : null;
    if (!root) return null;
    const renditions = video === 'arena' ? [{ name: '360p', width: 640, height: 360 }, { name: '720p', width: 1280, height: 720 }] : [{ name: '720p', width: 1280, height: 720 }];
    return { channelId: null, state: 'ready', duration: 4, markers: [], playable: true, renditions, captions: [], version: '1', key: (file = '') => `${root}/${file}` } satisfies VideoInfo;
  },
};

const host = createMediaHostService({
  videos,
  feedSource: {
    master: async (eventId, asset) => (eventId === 7 ? `master of ${asset}` : null),
    window: async (eventId, _asset, rendition, options) => (eventId === 7 && rendition !== '1080p' ? { ...WINDOW, ended: !options?.preview } : null),
  },
});

describe('what the media host answers on a signed path', () => {
  it('serves a VOD\'s files from the store, captions playlists of library videos only', async () => {
    expect(await host.answer({ scope: 'e7', kind: 'vod', asset: 'arena', file: 'master.m3u8' })).toEqual({ key: 'demo/arena/master.m3u8', cache: 'public, max-age=60' });
    expect(await host.answer({ scope: 'i2', kind: 'vod', asset: 'arena', file: '720p/index.m3u8' })).toEqual({ key: 'demo/arena/720p/index.m3u8', cache: 'public, max-age=60' });
    expect(await host.answer({ scope: 'e7', kind: 'vod', asset: 'arena', file: '360p/a_0.ts' })).toEqual({ key: 'demo/arena/360p/a_0.ts', cache: 'public, max-age=31536000, immutable' });
    expect(await host.answer({ scope: 'a3', kind: 'vod', asset: 'lib-3', file: 'captions/en.m3u8' })).toEqual({ key: 'library/3/captions/en.m3u8', cache: 'public, max-age=60' });
    await expect(host.answer({ scope: 'e7', kind: 'vod', asset: 'arena', file: 'captions/en.m3u8' })).rejects.toBeInstanceOf(NotFound);
    await expect(host.answer({ scope: 'e7', kind: 'vod', asset: 'lib-3', file: '360p/index.m3u8' })).rejects.toBeInstanceOf(NotFound);
    await expect(host.answer({ scope: 'e7', kind: 'vod', asset: 'live-7', file: 'master.m3u8' })).rejects.toBeInstanceOf(NotFound);
  });

  it('asks the feed source for a live\'s master and windows, never cached, and serves its segments from the store', async () => {
    expect(await host.answer({ scope: 'e7', kind: 'live', asset: 'arena', file: 'master.m3u8' })).toEqual({ playlist: 'master of arena', cache: 'no-store' });
    expect(await host.answer({ scope: 'e7', kind: 'live', asset: 'arena', file: '720p/index.m3u8' })).toEqual({ playlist: `${PLAYLIST}#EXT-X-ENDLIST\n`, cache: 'no-store' });
    expect(await host.answer({ scope: 'e7', kind: 'live', asset: 'arena', file: '720p/a_0.ts' })).toEqual({ key: 'demo/arena/720p/a_0.ts', cache: 'public, max-age=31536000, immutable' });
  });

  it('asks for an encoder\'s preview window as such', async () => {
    // The fake source closes every window but a preview's.
    expect(await host.answer({ scope: 'e7', kind: 'preview', asset: 'live-7', file: 'src/index.m3u8' })).toEqual({ playlist: PLAYLIST, cache: 'no-store' });
    expect(await host.answer({ scope: 'e7', kind: 'live', asset: 'live-7', file: 'src/index.m3u8' })).toEqual({ playlist: `${PLAYLIST}#EXT-X-ENDLIST\n`, cache: 'no-store' });
  });

  it('answers 404 for a live outside an event, a rendition the video lacks, a window the source has not, captions, or segments of no known video', async () => {
    for (const request of [
      { scope: 'i7', file: 'master.m3u8', asset: 'arena' },
      { scope: 'a3', file: '720p/index.m3u8', asset: 'lib-3' },
      { scope: 'e8', file: 'master.m3u8', asset: 'arena' },
      { scope: 'e8', file: '720p/index.m3u8', asset: 'arena' },
      { scope: 'e7', file: '1080p/index.m3u8', asset: 'arena' },
      { scope: 'e7', file: '360p/index.m3u8', asset: 'lib-3' },
      { scope: 'e7', file: '1080p/index.m3u8', asset: 'live-7' },
      { scope: 'e7', file: 'captions/en.vtt', asset: 'arena' },
      { scope: 'e7', file: 'src/s_0.ts', asset: 'live-7' },
    ]) {
      await expect(host.answer({ kind: 'live', ...request }), JSON.stringify(request)).rejects.toBeInstanceOf(NotFound);
    }
  });
});

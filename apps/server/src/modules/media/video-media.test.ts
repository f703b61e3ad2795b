import { describe, expect, it } from 'vitest';
import { demoFiles, libraryFiles, playbackMedia, previewMedia } from './video-media';
import { createVideoCatalog, demoVideos } from './videos';

describe('the media rows a video brings', () => {
  it('a library asset still processing brings every picture and preview it will have', () => {
    const files = libraryFiles({ id: 12, state: 'processing', poster: null, has_preview: false });
    expect(playbackMedia('lib-12', 'vod', files, true)).toEqual([
      { kind: 1, url: '/media/library/lib-12/poster.jpg' },
      { kind: 3, url: '/media/hls/vod/lib-12/master.m3u8' },
      { kind: 5, url: '/media/library/lib-12/thumbnail.jpg' },
      { kind: 6, url: '/media/library/lib-12/preview.mp4' },
      { kind: 7, url: '/media/library/lib-12/preview_alt.mp4' },
    ]);
  });

  it('a finished asset brings only the files it made; a live attach without a poster when the event has one', () => {
    const files = libraryFiles({ id: 12, state: 'ready', poster: 'poster.jpg', has_preview: false });
    expect(playbackMedia('lib-12', 'live', files, false)).toEqual([
      { kind: 2, url: '/media/hls/live/lib-12/master.m3u8' },
      { kind: 5, url: '/media/library/lib-12/thumbnail.jpg' },
    ]);
    expect(previewMedia(libraryFiles({ id: 12, state: 'ready', poster: null, has_preview: true }))).toEqual([
      { kind: 6, url: '/media/library/lib-12/preview.mp4' },
      { kind: 7, url: '/media/library/lib-12/preview_alt.mp4' },
    ]);
  });

  it('a demo video brings its demo files', () => {
    expect(previewMedia(demoFiles('arena')).map((item) => item.url)).toEqual(['/media/demo/arena/preview.mp4', '/media/demo/arena/preview_alt.mp4']);
  });
});

describe('the video catalog', () => {
  it('answers demo videos by name, every channel’s, playable once generated, and asks the next part for anything else', () => {
    const library = { info: (video: string) => (video === 'lib-3' ? { ...demoVideos({ isReady: () => true }).info('bars')!, channelId: 9 } : null) };
    const catalog = createVideoCatalog(demoVideos({ isReady: (name) => name === 'arena', versionOf: () => 'f1' }), library);
    expect(catalog.info('arena')).toMatchObject({ channelId: null, playable: true, version: 'f1', captions: [{ language: 'en', label: 'English' }, { language: 'fr', label: 'Français' }] });
    expect(catalog.info('arena')!.key('720p/index.m3u8')).toBe('demo/arena/720p/index.m3u8');
    expect(catalog.info('court')).toMatchObject({ playable: false, state: 'processing' });
    expect(catalog.info('lib-3')?.channelId).toBe(9);
    expect(catalog.info('lib-4')).toBeNull();
  });
});

import { DEMO_ASSETS, demoKey } from './demo/demo-assets';
import { CAPTION_LANGUAGES } from './demo/demo-captions';
import type { DemoMedia } from './demo/demo-media';
import { LADDER } from './demo/ladder';
import type { CatalogRendition, VideoCatalog, VideoInfo } from './video-catalog';

const DEMO_RENDITIONS: readonly CatalogRendition[] = LADDER.map(({ name, width, height }) => ({ name, width, height }));

export type DemoState = Pick<DemoMedia, 'isReady'> & Partial<Pick<DemoMedia, 'versionOf'>>;

/** The generated demo videos as the catalog answers them: every channel's, playable once generated. */
export function demoVideos(demo: DemoState): VideoCatalog {
  const infos = new Map(
    DEMO_ASSETS.map((asset) => {
      const captions = (asset.captions ?? []).map((language) => ({ language, label: CAPTION_LANGUAGES[language].label }));
      return [asset.name, { asset, captions, key: (file = '') => demoKey(asset.name, file) }] as const;
    }),
  );
  return {
    info(video: string): VideoInfo | null {
      const known = infos.get(video);
      if (!known) return null;
      const playable = demo.isReady(video);
      return {
        channelId: null,
        state: playable ? 'ready' : 'processing',
        duration: null,
        markers: [],
        playable,
        renditions: DEMO_RENDITIONS,
        captions: known.captions,
        version: demo.versionOf?.(video) ?? '',
        key: known.key,
      };
    },
  };
}

/** Every video playback knows: the demo videos by name, the library's assets as `lib-<id>` (docs/decisions/0050-media-library.md). */
export function createVideoCatalog(...parts: VideoCatalog[]): VideoCatalog {
  return {
    info(video: string): VideoInfo | null {
      for (const part of parts) {
        const info = part.info(video);
        if (info) return info;
      }
      return null;
    },
  };
}

/** The top rendition of a video: what clips and downloads are cut from. */
export const topRendition = (info: VideoInfo): CatalogRendition | null => info.renditions[info.renditions.length - 1] ?? null;

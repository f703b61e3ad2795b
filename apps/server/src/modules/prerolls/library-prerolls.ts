import { assetIdOfVideo } from '@ott/contracts/admin-media';
import { type DownloadSigner, PREROLL_FILE } from '../downloads/download-urls';
import type { Mp4Maker, Mp4Source } from '../downloads/mp4-copy';
import { eventScope, localStreamOf } from '../media/media-refs';
import type { VideoCatalog } from '../media/video-catalog';

/** The name of a library preroll's MP4 in its signed path. */
export const LIBRARY_PREROLL_FILE = PREROLL_FILE;

/** The library asset (`lib-<id>`) a stored preroll URL plays, or null for a clip or another site's file. */
export function libraryVideoOfPreroll(url: string): string | null {
  const stream = localStreamOf(url);
  return stream?.kind === 'vod' && assetIdOfVideo(stream.asset) !== null ? stream.asset : null;
}

export interface LibraryPrerollsDeps {
  videos: VideoCatalog;
  maker: Pick<Mp4Maker, 'exists'>;
  /** Enqueues the job that makes a video's MP4 (the downloads' job). */
  requestMp4: (source: Mp4Source, nowMs: number) => Promise<void>;
  sign: DownloadSigner;
  now?: () => number;
}

/**
 * A library asset as a preroll. It is stored as the asset's replay playlist
 * (`/media/hls/vod/lib-<id>/master.m3u8`, the form the library's usage checks find), but the
 * player plays a preroll as one file: viewers get the asset's MP4, remuxed once from its top
 * rendition by the downloads' job, at a signed URL for the event (docs/decisions/0022). Until that
 * MP4 exists the preroll is left out of the draw, and its making is asked for.
 */
export function createLibraryPrerolls({ videos, maker, requestMp4, sign, now = () => Date.now() }: LibraryPrerollsDeps) {
  const sourceOf = (video: string): Mp4Source | null => {
    const info = videos.info(video);
    return info?.playable ? { asset: video, version: info.version } : null;
  };

  return {
    async isPlayable(url: string): Promise<boolean> {
      const video = libraryVideoOfPreroll(url);
      const source = video ? sourceOf(video) : null;
      if (!source) return false;
      if (await maker.exists(source)) return true;
      await requestMp4(source, now());
      return false;
    },
    /** The signed MP4 a viewer of the event plays; null for a URL that is not a library preroll. */
    urlFor(url: string, eventId: number): string | null {
      const video = libraryVideoOfPreroll(url);
      return video ? sign(eventScope(eventId), video, LIBRARY_PREROLL_FILE) : null;
    },
  };
}
export type LibraryPrerolls = ReturnType<typeof createLibraryPrerolls>;

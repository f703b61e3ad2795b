import { expiryFor, signMediaToken } from '../../lib/media-token';
import { CLIP_POSTER } from './clip-cut';

/** A clip's media scope: `c<id>`. */
export const CLIP_SCOPE = /^c([1-9]\d{0,9})$/;
/** The signed part of a clip's playback paths: like a playback URL's, with `clip` as its kind. */
export const clipResource = (clipId: number, asset: string) => `c${clipId}/clip/${asset}`;
/** The MP4, always as an attachment: only `/clip/download/{id}` hands it out. */
export const CLIP_DOWNLOAD_FILE = 'download.mp4';
/**
 * The MP4's own signed resource: a playback token (the share page's, the list's) does not open it,
 * so the MP4 goes only to a viewer with `download_clip`, counted against the download cap.
 */
export const clipDownloadResource = (clipId: number, asset: string) => `${clipResource(clipId, asset)}/${CLIP_DOWNLOAD_FILE}`;

export interface ClipPlayback {
  playlist: string;
  poster: string;
}

/**
 * Signs `/media/s/<token>/<expires>/c<id>/clip/<asset>/<file>` (docs/decisions/0022-signed-media-urls.md):
 * `play` opens the clip's own playlists and poster, and only the source segments its playlists list;
 * `download` opens the MP4 alone (docs/decisions/0059-clip-sharing-and-spans.md).
 */
export function createClipSigner({ secret, origin, ttlSeconds, now = () => Date.now() }: { secret: string; origin: string | null; ttlSeconds: number; now?: () => number }) {
  const signed = (resource: string) => {
    const expires = expiryFor(now(), ttlSeconds);
    return `${origin ?? ''}/media/s/${signMediaToken(secret, expires, resource)}/${expires}/`;
  };
  return {
    play(clipId: number, asset: string): ClipPlayback {
      const base = `${signed(clipResource(clipId, asset))}${clipResource(clipId, asset)}`;
      return { playlist: `${base}/master.m3u8`, poster: `${base}/${CLIP_POSTER}` };
    },
    download: (clipId: number, asset: string): string => `${signed(clipDownloadResource(clipId, asset))}${clipDownloadResource(clipId, asset)}`,
  };
}
export type ClipSigner = ReturnType<typeof createClipSigner>;

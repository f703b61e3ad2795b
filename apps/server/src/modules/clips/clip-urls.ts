import { expiryFor, signMediaToken } from '../../lib/media-token';
import { CLIP_POSTER } from './clip-cut';

/** A clip's media scope: `c<id>`. */
export const CLIP_SCOPE = /^c([1-9]\d{0,9})$/;
/** The signed part of a clip's playback paths: like a playback URL's, with `clip` as its kind. */
export const clipResource = (clipId: number, asset: string) => `c${clipId}/clip/${asset}`;
/** The MP4 as an attachment, saved under the clip's name: `download/<file name>`. */
export const CLIP_DOWNLOAD = /^download\/(.{1,300})$/;
/**
 * The MP4's own signed resource: a playback token (the share page's, the list's) does not open it,
 * so the MP4 goes only to a viewer with `download_clip`, counted against the download cap.
 */
export const clipDownloadResource = (clipId: number, asset: string) => `${clipResource(clipId, asset)}/download`;

/** The file a clip downloads as: its name, without what a file system refuses, or `clip-<id>` when nothing is left. */
export function clipFileName(name: string, clipId: number): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/\.mp4$/i, '')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/["*/:<>?\\|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  // By code point, so a character outside the BMP is never cut in two.
  const base = Array.from(cleaned).slice(0, 80).join('').trim();
  return `${base || `clip-${clipId}`}.mp4`;
}

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
    /** The MP4 saved under the clip's name. */
    download: (clipId: number, asset: string, name: string): string =>
      `${signed(clipDownloadResource(clipId, asset))}${clipDownloadResource(clipId, asset)}/${encodeURIComponent(clipFileName(name, clipId))}`,
  };
}
export type ClipSigner = ReturnType<typeof createClipSigner>;

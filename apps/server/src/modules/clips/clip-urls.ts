import { expiryFor, signMediaToken } from '../../lib/media-token';
import { CLIP_MP4, CLIP_POSTER } from './clip-cut';

/** A clip's media scope: `c<id>`. */
export const CLIP_SCOPE = /^c([1-9]\d{0,9})$/;
/** The signed part of a clip's paths: like a playback URL's, with `clip` as its kind. */
export const clipResource = (clipId: number, asset: string) => `c${clipId}/clip/${asset}`;
/** The MP4 as an attachment (downloads) rather than inline (the share page's og:video): `download/<file name>`. */
export const CLIP_DOWNLOAD = /^download\/(.{1,300})$/;

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

export interface ClipUrls {
  playlist: string;
  mp4: string;
  /** The MP4 saved under the clip's name. */
  download(name: string): string;
  poster: string;
}

/**
 * Signs `/media/s/<token>/<expires>/c<id>/clip/<asset>/<file>` (docs/decisions/0022-signed-media-urls.md):
 * the token opens the clip's own playlists, MP4 and poster, and only the source segments its playlists list.
 */
export function createClipSigner({ secret, origin, ttlSeconds, now = () => Date.now() }: { secret: string; origin: string | null; ttlSeconds: number; now?: () => number }) {
  return (clipId: number, asset: string): ClipUrls => {
    const expires = expiryFor(now(), ttlSeconds);
    const resource = clipResource(clipId, asset);
    const base = `${origin ?? ''}/media/s/${signMediaToken(secret, expires, resource)}/${expires}/${resource}`;
    return { playlist: `${base}/master.m3u8`, mp4: `${base}/${CLIP_MP4}`, download: (name) => `${base}/download/${encodeURIComponent(clipFileName(name, clipId))}`, poster: `${base}/${CLIP_POSTER}` };
  };
}
export type ClipSigner = ReturnType<typeof createClipSigner>;

import { expiryFor, signMediaToken } from '../../lib/media-token';
import type { MediaScope } from '../media/media-refs';

/** A download link is used at once; it lives 10 to 15 minutes (expiries are rounded up to 5 minutes). */
export const DOWNLOAD_URL_TTL_SECONDS = 600;

/** The name a library preroll's MP4 is served under (played by many viewers, unlike a download). */
export const PREROLL_FILE = 'preroll.mp4';
export const DOWNLOAD_FILE_NAME = /^[a-z0-9][a-z0-9-]{0,89}\.mp4$/;

/** The signed part of a download path: like a playback URL's, with `download` as its kind. */
export const downloadResource = (scope: string, asset: string) => `${scope}/download/${asset}`;

/** `Northfield @ Bayview State — Final` → `northfield-bayview-state-final-42.mp4`: the name the browser saves. */
export function downloadFileName(eventName: string, eventId: number): string {
  const slug = eventName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 70)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'event'}-${eventId}.mp4`;
}

/**
 * Signs `/media/s/<token>/<expires>/<scope>/download/<asset>/<file name>` with the playback URLs'
 * scheme (docs/decisions/0022-signed-media-urls.md), so an edge checks both alike.
 */
export function createDownloadSigner({ secret, origin, now = () => Date.now() }: { secret: string; origin: string | null; now?: () => number }) {
  return (scope: MediaScope, asset: string, fileName: string): string => {
    const expires = expiryFor(now(), DOWNLOAD_URL_TTL_SECONDS);
    const resource = downloadResource(scope, asset);
    return `${origin ?? ''}/media/s/${signMediaToken(secret, expires, resource)}/${expires}/${resource}/${fileName}`;
  };
}
export type DownloadSigner = ReturnType<typeof createDownloadSigner>;

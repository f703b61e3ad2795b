/**
 * How stored media URLs name the generated demo media. A playback item (kinds 2, 3) stores
 * `/media/hls/<vod|live>/<asset>/master.m3u8`; the API turns it into a signed URL at read time.
 * Any other URL (another origin's HLS, an embed) is used as stored.
 */
export type StreamKind = 'vod' | 'live';

export interface LocalStream {
  kind: StreamKind;
  asset: string;
}

export const ASSET_NAME = /^[a-z0-9-]{1,40}$/;
/** An event's own live feed, from its encoder (RTMP ingest): `live-<eventId>`; every other asset is a video looped by the clock. */
export const INGEST_ASSET = /^live-([1-9]\d{0,9})$/;
export const ingestAssetOf = (eventId: number): string => `live-${eventId}`;
/** The event whose ingest an asset is; null for any other asset. */
export function ingestEventOf(asset: string): number | null {
  const match = INGEST_ASSET.exec(asset);
  return match ? Number(match[1]) : null;
}
const LOCAL_STREAM = /^\/media\/hls\/(vod|live)\/([a-z0-9-]{1,40})\/master\.m3u8$/;

export function localStreamOf(url: string): LocalStream | null {
  const match = LOCAL_STREAM.exec(url);
  return match ? { kind: match[1] as StreamKind, asset: match[2]! } : null;
}

export function localStreamUrl(kind: StreamKind, asset: string): string {
  return `/media/hls/${kind}/${asset}/master.m3u8`;
}

/** A video's WebVTT captions in one language, beside its master (demo and library videos alike). */
export const captionsFile = (language: string): string => `captions/${language}.vtt`;

/** A public picture or preview of a demo asset (kinds 1, 5, 6, 7): no token. */
export function demoFileUrl(asset: string, file: string): string {
  return `/media/demo/${asset}/${file}`;
}

/** Whose media a signed URL opens: an event (`e42`), a VOD library item (`i7`), or a media library asset previewed in the console (`a12`). */
export type MediaScope = `e${number}` | `i${number}` | `a${number}`;
export const SCOPE_PATTERN = /^[eia][1-9]\d{0,9}$/;
export const eventScope = (eventId: number): MediaScope => `e${eventId}`;
export const itemScope = (itemId: number): MediaScope => `i${itemId}`;
export const assetScope = (assetId: number): MediaScope => `a${assetId}`;

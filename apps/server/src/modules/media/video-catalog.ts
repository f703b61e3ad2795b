/**
 * What the media host, playback URLs, clips and downloads need to know about a video, whichever kind
 * it is: a generated demo video (`arena`) or a library asset (`lib-12`). Answered synchronously from
 * memory so playback URLs stay cheap to build; the library's part is a snapshot of the database that
 * each instance refreshes (docs/decisions/0050-media-library.md).
 */
export interface CatalogRendition {
  name: string;
  width: number;
  height: number;
}

export interface CatalogCaption {
  language: string;
  label: string;
}

export interface CatalogMarker {
  name: string;
  seconds: number;
}

export interface VideoInfo {
  /** The channel whose library holds it; null for a demo video, which every channel may use. */
  channelId: number | null;
  /** A library asset's MediaAssetState; `ready` for a generated demo video. */
  state: string;
  /** Seconds, when known. */
  duration: number | null;
  /** Named moments, earliest first (library assets only). */
  markers: readonly CatalogMarker[];
  /** At least one rendition is published: the master playlist plays. */
  playable: boolean;
  /** Published renditions, lowest first. */
  renditions: readonly CatalogRendition[];
  captions: readonly CatalogCaption[];
  /** Changes whenever the video's files change (clips remember which version they were cut from). */
  version: string;
  /** Store key of one of its files (`demo/arena/720p/index.m3u8`, `library/12/720p/index.m3u8`). */
  key: (file?: string) => string;
}

export interface VideoCatalog {
  /** null: no such video (or not yet known to this instance). */
  info(video: string): VideoInfo | null;
}

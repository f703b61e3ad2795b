import { libraryVideoId } from '@ott/contracts/admin-media';
import { captionsFile } from '../media/media-refs';

/**
 * Where a library asset's files live in the media store, all under `library/<asset id>/`:
 *   source/<upload id>         the uploaded file, kept for reprocessing
 *   master.m3u8                HLS master (renditions and subtitle groups); published first with the
 *                              first rendition only, then again with the whole ladder
 *   <rendition>/index.m3u8     one media playlist per rendition (`1080p`, `720p`, `360p`, …) and its
 *   <rendition>/sNNNNN.ts      segments
 *   captions/<lang>.vtt        WebVTT captions, and captions/<lang>.m3u8 the subtitle playlist
 *   posters/<n>.jpg            poster candidates; poster.jpg the chosen (or uploaded) one
 *   thumbnail.jpg, preview.mp4, preview_alt.mp4   media kinds 5, 6 and 7
 * Deleting an asset removes the whole prefix.
 */
export const libraryKey = (assetId: number, file = ''): string => `library/${assetId}${file ? `/${file}` : ''}`;

export const LIBRARY_FILES = {
  master: 'master.m3u8',
  poster: 'poster.jpg',
  thumbnail: 'thumbnail.jpg',
  preview: 'preview.mp4',
  previewAlt: 'preview_alt.mp4',
  posterCandidate: (index: number) => `posters/${index}.jpg`,
  captions: captionsFile,
  captionsPlaylist: (language: string) => `captions/${language}.m3u8`,
  rendition: (name: string) => `${name}/index.m3u8`,
  source: (uploadId: string) => `source/${uploadId}`,
} as const;

/** Public files (pictures and previews, kinds 1, 5, 6, 7) are served without a token, like the demo videos'. */
export const PUBLIC_LIBRARY_FILES: ReadonlySet<string> = new Set([LIBRARY_FILES.poster, LIBRARY_FILES.thumbnail, LIBRARY_FILES.preview, LIBRARY_FILES.previewAlt]);
/** Matches `posters/<n>.jpg`, public too so the console can show the candidates. */
export const POSTER_CANDIDATE = /^posters\/(\d{1,2})\.jpg$/;

/** The stored URL of a library asset's public file: `/media/library/lib-<id>/<file>`. */
export const libraryFileUrl = (assetId: number, file: string): string => `/media/library/${libraryVideoId(assetId)}/${file}`;

const LIBRARY_URL = /^\/media\/(?:hls\/(?:vod|live)|library)\/lib-[1-9]\d{0,9}\//;
/** Whether a stored media URL names a library asset: it belongs to one channel's library and never travels with a channel document. */
export const namesLibraryVideo = (url: string | null): boolean => url !== null && LIBRARY_URL.test(url);

import { LIBRARY_FILES, libraryFileUrl } from '../media-library/library-keys';
import { DEMO_EXTRAS } from './demo/demo-assets';
import { demoFileUrl, localStreamUrl, type StreamKind } from './media-refs';
import type { LibraryVideoRow } from './library-videos.repository';

export interface MediaItem {
  kind: number;
  url: string;
}

/** What a video brings besides its playlist: poster (kind 1), thumbnail (5), previews (6, 7). */
export interface VideoFiles {
  poster: string | null;
  thumbnail: string | null;
  preview: string | null;
  previewAlt: string | null;
}

export function demoFiles(video: string): VideoFiles {
  return {
    poster: demoFileUrl(video, DEMO_EXTRAS.poster),
    thumbnail: demoFileUrl(video, DEMO_EXTRAS.thumbnail),
    preview: demoFileUrl(video, DEMO_EXTRAS.preview),
    previewAlt: demoFileUrl(video, DEMO_EXTRAS.previewAlt),
  };
}

/**
 * A library asset's public files as stored URLs (`/media/library/lib-<id>/<file>`). An asset still
 * processing will have them all; a finished one only those it made.
 */
export function libraryFiles(asset: Pick<LibraryVideoRow, 'id' | 'state' | 'poster' | 'has_preview'>): VideoFiles {
  const coming = asset.state !== 'ready';
  const pictures = coming || asset.poster !== null;
  const previews = coming || asset.has_preview;
  return {
    poster: pictures ? libraryFileUrl(asset.id, LIBRARY_FILES.poster) : null,
    thumbnail: pictures ? libraryFileUrl(asset.id, LIBRARY_FILES.thumbnail) : null,
    preview: previews ? libraryFileUrl(asset.id, LIBRARY_FILES.preview) : null,
    previewAlt: previews ? libraryFileUrl(asset.id, LIBRARY_FILES.previewAlt) : null,
  };
}

/** The media rows of a video attached as a replay or live feed: its playlist, and its pictures and previews (a poster only when the event has none). */
export function playbackMedia(video: string, kind: StreamKind, files: VideoFiles, withPoster: boolean): MediaItem[] {
  const items: Array<MediaItem | null> = [
    withPoster && files.poster ? { kind: 1, url: files.poster } : null,
    { kind: kind === 'vod' ? 3 : 2, url: localStreamUrl(kind, video) },
    files.thumbnail ? { kind: 5, url: files.thumbnail } : null,
    ...previewMedia(files),
  ];
  return items.filter((item): item is MediaItem => item !== null);
}

/** Kinds 6 and 7 alone: a video attached as the event's preview. */
export function previewMedia(files: VideoFiles): MediaItem[] {
  return [files.preview ? { kind: 6, url: files.preview } : null, files.previewAlt ? { kind: 7, url: files.previewAlt } : null].filter((item): item is MediaItem => item !== null);
}

import { ingestEventOf } from '../media/media-refs';
import type { CatalogRendition, VideoCatalog, VideoInfo } from '../media/video-catalog';
import type { PlannedRendition } from './packaging/ladder-plan';

/** An ingest's files in the media store: `live/<event>/<rendition>/<segment>.ts`, and after the end its VOD playlists. */
export const ingestKey = (eventId: number, file = ''): string => `live/${eventId}${file ? `/${file}` : ''}`;

export interface IngestVideo {
  channelId: number;
  renditions: readonly PlannedRendition[];
  /** Seconds of the replay, once the live has ended. */
  duration: number | null;
  /** Changes when the replay's playlists are written again (a new trim). */
  version: string;
}

export interface IngestVideos extends VideoCatalog {
  set(eventId: number, video: IngestVideo): void;
}

/**
 * Ingested lives as the video catalog answers them (`live-<event>`), from memory: playback URLs, the media
 * host, clips and downloads find their renditions and files like any other video's.
 */
export function createIngestVideos(): IngestVideos {
  const videos = new Map<number, IngestVideo>();
  return {
    set: (eventId, video) => void videos.set(eventId, video),
    info(asset: string): VideoInfo | null {
      const eventId = ingestEventOf(asset);
      const video = eventId === null ? undefined : videos.get(eventId);
      if (!video || eventId === null) return null;
      const renditions: CatalogRendition[] = video.renditions.map(({ name, width, height }) => ({ name, width, height }));
      return {
        channelId: video.channelId,
        state: 'ready',
        duration: video.duration,
        markers: [],
        playable: renditions.length > 0,
        renditions,
        captions: [],
        version: video.version,
        key: (file = '') => ingestKey(eventId, file),
      };
    },
  };
}

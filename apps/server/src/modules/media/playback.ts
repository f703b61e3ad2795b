import type { EventMarker, EventTextTrack } from '@ott/contracts';
import { expiryFor, signMediaToken } from '../../lib/media-token';
import { type LocalStream, type MediaScope, captionsFile, eventScope, localStreamOf } from './media-refs';
import type { VideoCatalog } from './video-catalog';
import { demoVideos } from './videos';

export interface PlaybackOptions {
  secret: string;
  ttlSeconds: number;
  /** MEDIA_ORIGIN, or null to hand out same-origin paths. */
  origin: string | null;
  /** Every video this media host serves: whether it plays yet, its captions and markers. */
  videos?: VideoCatalog;
  /** Without `videos`: whether a demo video has been generated yet (the demo videos alone). */
  isReady?: (asset: string) => boolean;
  now?: () => number;
}

export type Playback = { url: string; text_tracks?: EventTextTrack[]; markers?: EventMarker[] } | { url: null; reason: 'processing' };

/** Turns stored media URLs into what a viewer receives: signed playback URLs, public file URLs. */
export function createPlayback({ secret, ttlSeconds, origin, videos, isReady = () => false, now = () => Date.now() }: PlaybackOptions) {
  const base = origin ?? '';
  const catalog = videos ?? demoVideos({ isReady });

  function signedMaster(resource: string): string {
    const expires = expiryFor(now(), ttlSeconds);
    return `${base}/media/s/${signMediaToken(secret, expires, resource)}/${expires}/${resource}/master.m3u8`;
  }

  function signedUrl(scope: MediaScope, stream: LocalStream): string {
    return signedMaster(`${scope}/${stream.kind}/${stream.asset}`);
  }

  return {
    signedUrl,

    /** The operators' preview of an event's encoder (`asset` is its ingest asset): what it sends, before viewers see it. */
    previewUrl: (eventId: number, asset: string): string => signedMaster(`${eventScope(eventId)}/preview/${asset}`),

    /**
     * A playback item (kinds 2, 3) for a viewer allowed to watch it; a replay's with its captions
     * (one track per language, signed like its playlists) and markers. Another origin's URL is kept as is.
     */
    resolve(scope: MediaScope, stored: string): Playback {
      const stream = localStreamOf(stored);
      if (!stream) return { url: stored };
      const info = catalog.info(stream.asset);
      if (!info?.playable) return { url: null, reason: 'processing' };
      const url = signedUrl(scope, stream);
      if (stream.kind !== 'vod') return { url };
      const folder = url.slice(0, -'master.m3u8'.length);
      const tracks = info.captions.map(({ language, label }) => ({ language, label, url: `${folder}${captionsFile(language)}` }));
      const markers = info.markers.map(({ name, seconds }) => ({ name, seconds }));
      return { url, ...(tracks.length > 0 ? { text_tracks: tracks } : {}), ...(markers.length > 0 ? { markers } : {}) };
    },

    /** A public item (pictures, previews): paths on this server's media host follow it to its origin. */
    publicUrl: (stored: string): string => (stored.startsWith('/media/') ? `${base}${stored}` : stored),
  };
}
export type PlaybackSigner = ReturnType<typeof createPlayback>;

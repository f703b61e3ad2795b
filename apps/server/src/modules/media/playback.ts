import { expiryFor, signMediaToken } from '../../lib/media-token';
import type { EventTextTrack } from '@ott/contracts';
import { captionLanguagesOf } from './demo/demo-assets';
import { CAPTION_LANGUAGES, type CaptionLanguageCode, captionsFile } from './demo/demo-captions';
import { type LocalStream, type MediaScope, localStreamOf } from './media-refs';

export interface PlaybackOptions {
  secret: string;
  ttlSeconds: number;
  /** MEDIA_ORIGIN, or null to hand out same-origin paths. */
  origin: string | null;
  /** Whether a demo asset has been generated yet. */
  isReady: (asset: string) => boolean;
  /** The caption languages generated beside an asset's playlists. */
  captionsOf?: (asset: string) => readonly CaptionLanguageCode[];
  now?: () => number;
}

export type Playback = { url: string; text_tracks?: EventTextTrack[] } | { url: null; reason: 'processing' };

/** Turns stored media URLs into what a viewer receives: signed playback URLs, public file URLs. */
export function createPlayback({ secret, ttlSeconds, origin, isReady, captionsOf = captionLanguagesOf, now = () => Date.now() }: PlaybackOptions) {
  const base = origin ?? '';

  function signedUrl(scope: MediaScope, stream: LocalStream): string {
    const expires = expiryFor(now(), ttlSeconds);
    const resource = `${scope}/${stream.kind}/${stream.asset}`;
    return `${base}/media/s/${signMediaToken(secret, expires, resource)}/${expires}/${resource}/master.m3u8`;
  }

  /** A replay's captions, one track per language, signed like its playlists (a live window has none). */
  function textTracks(master: string, stream: LocalStream): EventTextTrack[] {
    if (stream.kind !== 'vod') return [];
    const folder = master.slice(0, -'master.m3u8'.length);
    return captionsOf(stream.asset).map((language) => ({ language, label: CAPTION_LANGUAGES[language].label, url: `${folder}${captionsFile(language)}` }));
  }

  return {
    signedUrl,

    /** A playback item (kinds 2, 3) for a viewer allowed to watch it, with its captions; another origin's URL is kept as is. */
    resolve(scope: MediaScope, stored: string): Playback {
      const stream = localStreamOf(stored);
      if (!stream) return { url: stored };
      if (!isReady(stream.asset)) return { url: null, reason: 'processing' };
      const url = signedUrl(scope, stream);
      const tracks = textTracks(url, stream);
      return tracks.length > 0 ? { url, text_tracks: tracks } : { url };
    },

    /** A public item (pictures, previews): paths on this server's media host follow it to its origin. */
    publicUrl: (stored: string): string => (stored.startsWith('/media/') ? `${base}${stored}` : stored),
  };
}
export type PlaybackSigner = ReturnType<typeof createPlayback>;

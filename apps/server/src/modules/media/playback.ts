import { expiryFor, signMediaToken } from '../../lib/media-token';
import { type LocalStream, type MediaScope, localStreamOf } from './media-refs';

export interface PlaybackOptions {
  secret: string;
  ttlSeconds: number;
  /** MEDIA_ORIGIN, or null to hand out same-origin paths. */
  origin: string | null;
  /** Whether a demo asset has been generated yet. */
  isReady: (asset: string) => boolean;
  now?: () => number;
}

export type Playback = { url: string } | { url: null; reason: 'processing' };

/** Turns stored media URLs into what a viewer receives: signed playback URLs, public file URLs. */
export function createPlayback({ secret, ttlSeconds, origin, isReady, now = () => Date.now() }: PlaybackOptions) {
  const base = origin ?? '';

  function signedUrl(scope: MediaScope, stream: LocalStream): string {
    const expires = expiryFor(now(), ttlSeconds);
    const resource = `${scope}/${stream.kind}/${stream.asset}`;
    return `${base}/media/s/${signMediaToken(secret, expires, resource)}/${expires}/${resource}/master.m3u8`;
  }

  return {
    signedUrl,

    /** A playback item (kinds 2, 3) for a viewer allowed to watch it; another origin's URL is kept as is. */
    resolve(scope: MediaScope, stored: string): Playback {
      const stream = localStreamOf(stored);
      if (!stream) return { url: stored };
      return isReady(stream.asset) ? { url: signedUrl(scope, stream) } : { url: null, reason: 'processing' };
    },

    /** A public item (pictures, previews): paths on this server's media host follow it to its origin. */
    publicUrl: (stored: string): string => (stored.startsWith('/media/') ? `${base}${stored}` : stored),
  };
}
export type PlaybackSigner = ReturnType<typeof createPlayback>;

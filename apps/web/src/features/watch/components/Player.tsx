import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { usePlaybackSession, type PlaybackRequest } from '../player/use-playback-session';
import { usePlayerChrome } from '../player/player-chrome';
import { usePlayerKeyboard } from '../player/use-player-keyboard';
import { usePlayerVideo } from '../player/use-player-video';
import { PlayerControlBar } from './PlayerControlBar';
import { PlayerErrorOverlay } from './PlayerErrorOverlay';

interface PlayerProps extends PlaybackRequest {
  poster: string | null;
  /** What is playing, for screen readers. */
  title: string;
  /** After a failure: fetch a fresh playback URL (the parent then mounts a new player). */
  onRetry(): void;
}

/** The video with media-chrome controls over it, playing one stream (after its preroll, if any). */
export function Player({ poster, title, onRetry, ...request }: PlayerProps) {
  const { t, i18n } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<HTMLElement>(null);
  const videoRef = usePlayerVideo(controllerRef, { url: request.url, poster, title });
  const playback = usePlaybackSession(videoRef, request);
  usePlayerChrome(videoRef, i18n.language);
  usePlayerKeyboard(containerRef, videoRef, controllerRef);
  const advert = playback.phase === 'preroll';
  const phase = playback.phase ?? 'loading';
  // A new URL gets a new video (usePlayerVideo): it is marked too.
  useLayoutEffect(() => videoRef.current?.setAttribute('data-phase', phase), [videoRef, phase, request.url]);

  return (
    <div ref={containerRef} className="player" role="region" aria-label={t('watch.player.label', { title })}>
      <media-controller
        ref={controllerRef}
        className="player__chrome"
        nohotkeys=""
        lang={i18n.language}
        defaultstreamtype={request.live ? 'live' : 'on-demand'}
      >
        {/* The <video> is usePlayerVideo's: first child, in the media slot. */}
        <media-loading-indicator slot="centered-chrome" />
        {advert ? <span className="player__advert">{t('watch.player.advert')}</span> : null}
        <PlayerControlBar live={request.live} advert={advert} playback={playback} />
      </media-controller>
      {playback.failed ? <PlayerErrorOverlay onRetry={onRetry} /> : null}
    </div>
  );
}

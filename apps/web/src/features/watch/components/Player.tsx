import type { EventMarker, EventTextTrack } from '@ott/contracts/events';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { usePlaybackSpeed } from '../player/playback-speed';
import { usePlaybackSession, type PlaybackRequest } from '../player/use-playback-session';
import { usePlayerChrome } from '../player/player-chrome';
import { useCaptions } from '../player/use-captions';
import { useChapters } from '../player/use-chapters';
import { useFocusInView } from '../player/use-focus-in-view';
import { useLiveControls } from '../player/use-live-controls';
import { usePlayerKeyboard } from '../player/use-player-keyboard';
import { usePlayerVideo } from '../player/use-player-video';
import { useSlateReached } from '../player/use-slate-reached';
import { AdBadge } from './AdBadge';
import { PlayerControlBar } from './PlayerControlBar';
import { PlayerErrorOverlay } from './PlayerErrorOverlay';

interface PlayerProps extends PlaybackRequest {
  poster: string | null;
  /** The programme's captions, one track per language. */
  textTracks?: readonly EventTextTrack[];
  /** A replay's named moments, earliest first. */
  markers?: readonly EventMarker[];
  /** What is playing, for screen readers. */
  title: string;
  /** After a failure: fetch a fresh playback URL (the parent then mounts a new player). */
  onRetry(): void;
  /** A live stream with a slate: the parent shows the slate when the stream fails, instead of the error. */
  onStreamFailed?(): void;
  /** The live's encoder dropped and the stream carries the slate meanwhile: said over the still-playing video once the viewer's picture reaches it (useSlateReached). */
  slateShown?: boolean;
}

const NO_TRACKS: readonly EventTextTrack[] = [];
const NO_MARKERS: readonly EventMarker[] = [];

/** The video with media-chrome controls over it, playing one stream (after its preroll, if any). */
export function Player({ poster, title, onRetry, onStreamFailed, slateShown = false, textTracks = NO_TRACKS, markers = NO_MARKERS, ...request }: PlayerProps) {
  const { t, i18n } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<HTMLElement>(null);
  const videoRef = usePlayerVideo(controllerRef, { url: request.url, poster, title });
  const playback = usePlaybackSession(videoRef, request);
  const advert = playback.phase === 'preroll';
  const captions = useCaptions(videoRef, textTracks, playback.phase === 'main');
  const chapters = useChapters(videoRef, markers, playback.phase === 'main' && !request.live);
  const speed = usePlaybackSpeed(videoRef);
  usePlayerChrome(videoRef, i18n.language);
  usePlayerKeyboard(containerRef, videoRef, controllerRef);
  const behindLive = useLiveControls(videoRef, containerRef, request.live && !advert);
  const slateReached = useSlateReached(videoRef, slateShown);
  useFocusInView(containerRef);
  const phase = playback.phase ?? 'loading';
  // A new URL gets a new video (usePlayerVideo): it is marked too.
  useLayoutEffect(() => videoRef.current?.setAttribute('data-phase', phase), [videoRef, phase, request.url]);
  useEffect(() => {
    if (playback.failed) onStreamFailed?.();
  }, [playback.failed, onStreamFailed]);

  return (
    <div ref={containerRef} className="player" role="region" aria-label={t('watch.player.label', { title })}>
      <media-controller
        ref={controllerRef}
        className="player__chrome"
        nohotkeys=""
        lang={i18n.language}
        defaultstreamtype={request.live ? 'live' : 'on-demand'}
        // A live has a DVR window: playing again after a pause goes on from there, not from the live edge.
        noautoseektolive={request.live ? '' : undefined}
      >
        {/* The <video> is usePlayerVideo's: first child, in the media slot. */}
        <media-loading-indicator slot="centered-chrome" />
        {advert ? <AdBadge videoRef={videoRef} /> : null}
        <PlayerControlBar live={request.live} advert={advert} playback={playback} captions={captions} chapters={chapters} speed={speed} behindLive={behindLive} />
      </media-controller>
      {slateReached ? (
        <p className="player__notice" role="status">
          {t('watch.live.slate')}
        </p>
      ) : null}
      {playback.failed && !onStreamFailed ? <PlayerErrorOverlay onRetry={onRetry} /> : null}
    </div>
  );
}

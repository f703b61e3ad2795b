import type { PlayerEvent, PlayerEventName, PlayerStream } from '../../../lib/app-events';

export interface PlayerEventTracker {
  /** This view's id (every event it publishes carries it). */
  readonly viewId: string;
  /** The stream was already playing when tracking began (adopted): what it did so far is published now. */
  catchUp(): void;
  /** A failure the player cannot get past (published as `error`). */
  error(detail: string): void;
  /** The viewer leaves this stream: `stop` if it was playing and did not finish; listening ends. */
  stop(): void;
}

export interface TrackOptions {
  stream: PlayerStream;
  publish: (event: PlayerEvent) => void;
  now?: () => number;
  /** For a video already playing when adopted: when it showed its first frame, before tracking began (if known). */
  shownAt?: () => number | null | undefined;
}

/** Random enough to tell views apart, also where crypto.randomUUID is missing (plain-http hosts). */
export function newViewId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

type FrameCallbackVideo = HTMLVideoElement & { requestVideoFrameCallback?: (callback: () => void) => number };

/**
 * Turns a <video>'s media events into the spec §4 player events (ready, play, pause, stop, seek,
 * complete, error, first frame) for one view of one stream.
 */
export function trackPlayerEvents(video: HTMLVideoElement, { stream, publish, now = Date.now, shownAt }: TrackOptions): PlayerEventTracker {
  const viewId = newViewId();
  const seen = { ready: false, started: false, completed: false, firstFrame: false, stopped: false };
  const emit = (name: PlayerEventName, detail?: string, at = now()) => {
    if (seen.stopped) return;
    publish({ type: 'player', name, view_id: viewId, stream, position: Number.isFinite(video.currentTime) ? video.currentTime : 0, at, ...(detail ? { detail } : {}) });
  };
  const firstFrame = () => {
    if (seen.firstFrame) return;
    seen.firstFrame = true;
    emit('first_frame', undefined, shownAt?.() ?? now());
  };

  const handlers: Record<string, () => void> = {
    canplay: () => {
      if (seen.ready) return;
      seen.ready = true;
      emit('ready');
    },
    play: () => {
      seen.started = true;
      seen.completed = false;
      emit('play');
    },
    // The browser pauses a video that reaches its end: that is `complete`, not a pause.
    pause: () => !video.ended && emit('pause'),
    // Only the viewer's seeks count, not the jump to a resume position before playback.
    seeked: () => seen.started && emit('seek'),
    ended: () => {
      seen.completed = true;
      emit('complete');
    },
  };
  const frameVideo = video as FrameCallbackVideo;
  if (typeof frameVideo.requestVideoFrameCallback === 'function') frameVideo.requestVideoFrameCallback(firstFrame);
  else handlers.playing = firstFrame;

  for (const [type, handler] of Object.entries(handlers)) video.addEventListener(type, handler);
  return {
    viewId,
    catchUp() {
      if (video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) handlers.canplay?.();
      if (!video.paused && !seen.started) handlers.play?.();
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.currentTime > 0) firstFrame();
    },
    error: (detail) => emit('error', detail),
    stop() {
      if (seen.started && !seen.completed) emit('stop');
      seen.stopped = true;
      for (const [type, handler] of Object.entries(handlers)) video.removeEventListener(type, handler);
    },
  };
}

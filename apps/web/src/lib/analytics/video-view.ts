import type { PlaybackEvent, PlayerEvent, PlayerStream, StreamEngineEvents } from '../app-events';
import type { AnalyticsItem } from './batch-queue';

/** Spec §7: a viewing heartbeat for every 30 s actually played. */
export const HEARTBEAT_SECONDS = 30;
const TICK_MS = 1_000;
const LEVEL_SWITCHED = 'hlsLevelSwitched';

export interface VideoReports {
  videoEvent(item: AnalyticsItem): void;
  viewing(item: AnalyticsItem): void;
}

/** Issue 16 stream types: live, replay (an event's VOD), vod (a library item), clip, preroll. */
export function streamTypeOf(stream: PlayerStream): string {
  if (stream.type === 'vod') return stream.scope === 'event' ? 'replay' : 'vod';
  return stream.type;
}

export interface VideoView {
  /** A player event of this view (from the app's event bus). */
  playerEvent(event: PlayerEvent): void;
  /** Its hls.js instance once attached: rendition switches. */
  attachEngine(hls: StreamEngineEvents): void;
  /** Reports the seconds played since the last heartbeat (the page is going away, or the video ended). */
  flushViewing(): void;
  /** Stops listening; the seconds played since the last heartbeat are reported. */
  end(): void;
}

const elapsed = (from: number, to: number) => Math.max(0, to - from);

/**
 * A first frame's startup figures. `startup_ms` is the viewer's wait: from the play request of whatever played first
 * (the preroll, when one was due) to that one's first frame. When an ad played first, `programme_startup_ms` is the
 * programme's own start after it (its play request, at the ad's end, to its first frame).
 */
export function startupExtras({ at, after_preroll: preroll }: Pick<PlaybackEvent, 'at' | 'after_preroll'>, firstFrameAt: number): Record<string, number> {
  const own = elapsed(at, firstFrameAt);
  if (!preroll) return { startup_ms: own };
  if (preroll.first_frame_at === null) return { startup_ms: elapsed(preroll.requested_at, firstFrameAt) };
  return { startup_ms: elapsed(preroll.requested_at, preroll.first_frame_at), programme_startup_ms: own };
}

/**
 * One view's quality-of-experience reports (issue 16): the startup figures at the first frame (startupExtras), playing, pause,
 * seek, rebuffers with their length, rendition changes with the bitrate, fatal errors with the hls.js error type,
 * the end; and viewing heartbeats. Listens to the <video> itself and the hls.js instance, so no component
 * needs to know about analytics.
 */
export function watchVideoView(request: PlaybackEvent, reports: VideoReports, now: () => number = Date.now): VideoView {
  const { video, stream, view_id: viewId } = request;
  const base = { video_view_uuid: viewId, stream_id: stream.id, stream_type: streamTypeOf(stream) };
  const position = () => (Number.isFinite(video.currentTime) ? Math.max(0, video.currentTime) : 0);
  const report = (event: string, extras: Record<string, unknown> = {}) => reports.videoEvent({ ...base, event, extras: { position: position(), ...extras } });
  let firstFrame = false;
  let stalledSince: number | null = null;
  /** Paused, ended or moved, as the player said: the time until the next `playing` was not played. */
  let stopped = false;
  let played = 0;
  let lastTick = now();
  let hls: StreamEngineEvents | null = null;
  let ended = false;

  report('play_request');

  const heartbeat = (seconds: number) => {
    if (seconds < 1) return;
    reports.viewing({ ...base, viewing_time: Math.round(seconds), ...stream.labels });
  };
  /**
   * Counts the time since the last tick, up to `at`, as played when it was; `stopping`: the video played until `at`,
   * when it paused or ended (a view that began late hears of that after the fact).
   */
  const tick = (stopping = false, at = now()) => {
    if ((stopping || !video.paused) && !video.seeking && stalledSince === null && firstFrame) played += Math.max(0, at - lastTick) / 1000;
    lastTick = Math.max(lastTick, at);
    if (played >= HEARTBEAT_SECONDS) {
      heartbeat(HEARTBEAT_SECONDS);
      played -= HEARTBEAT_SECONDS;
    }
  };
  const timer = setInterval(() => tick(), TICK_MS);
  /** Reports the seconds played since the last heartbeat; `stopping` and `at` as for tick. */
  const flush = (stopping = false, at = now()) => {
    tick(stopping, at);
    heartbeat(played);
    played = 0;
  };

  const onWaiting = () => {
    // A stall after the first frame that is not a seek is a rebuffer.
    if (!firstFrame || video.seeking || stalledSince !== null) return;
    tick();
    stalledSince = now();
    report('rebuffer_start');
  };
  const onPlaying = () => {
    if (stalledSince !== null) {
      report('rebuffer_end', { rebuffer_ms: Math.max(0, now() - stalledSince) });
      stalledSince = null;
      lastTick = now();
      return;
    }
    // After a pause, an end or a seek, the time since the last tick was not played; otherwise it was (an adopted video,
    // or a view that began late, hears its `playing` after its first frame).
    if (stopped) lastTick = now();
    else tick();
    stopped = false;
    if (firstFrame) report('playing');
  };
  const onLevel = (_event: string, data: { level: number }) => {
    const bitrate = hls?.levels[data.level]?.bitrate;
    report('rendition_change', bitrate ? { bitrate } : {});
  };
  video.addEventListener('waiting', onWaiting);
  video.addEventListener('playing', onPlaying);

  const view: VideoView = {
    playerEvent(event) {
      if (ended) return;
      switch (event.name) {
        case 'first_frame':
          if (firstFrame) return;
          firstFrame = true;
          // A video adopted from the page's loader has been playing since its first frame, before this view began.
          lastTick = Math.min(now(), event.at);
          report('first_frame', startupExtras(request, event.at));
          return;
        case 'pause':
          // Already paused when told: the time since the last tick was played.
          tick(true, Math.min(now(), event.at));
          stopped = true;
          return report('pause');
        case 'seek':
          // A `playing` that follows ends the wait for the new position, which was not played.
          stopped = true;
          return report('seek');
        case 'complete':
          report('ended');
          flush(true, Math.min(now(), event.at));
          stopped = true;
          return;
        case 'error': {
          // The player's fatal failures: hls.js says `<type>: <details>`.
          const type = /^(\w+Error):/.exec(event.detail ?? '')?.[1] ?? 'mediaError';
          return report('error', { error_type: type, error_fatal: true });
        }
        case 'stop':
          return view.end();
        default:
      }
    },
    attachEngine(engine) {
      hls = engine;
      engine.on(LEVEL_SWITCHED, onLevel);
    },
    flushViewing: () => flush(),
    end() {
      if (ended) return;
      view.flushViewing();
      ended = true;
      clearInterval(timer);
      video.removeEventListener('waiting', onWaiting);
      video.removeEventListener('playing', onPlaying);
      hls?.off(LEVEL_SWITCHED, onLevel);
    },
  };
  return view;
}

import { LIVE_EDGE_TOLERANCE_SECONDS } from './live-latency';

/**
 * Where "live" is on a live <video>'s timeline: where the player plays live, a few seconds short of the newest
 * segment (live-latency.ts), not the end of what can be seeked, where playback would stall at once.
 */
const edges = new WeakMap<HTMLVideoElement, () => number | null>();

/** The stream engine says where it plays `video` live (hls.js's sync position); forgotten with `forgetLiveEdge`. */
export function registerLiveEdge(video: HTMLVideoElement, edge: () => number | null): void {
  edges.set(video, edge);
}

export function forgetLiveEdge(video: HTMLVideoElement): void {
  edges.delete(video);
}

/** Whether `video` plays a live stream (its duration is Infinity, as hls.js and Safari set it). */
export const playsLive = (video: HTMLVideoElement) => video.duration === Number.POSITIVE_INFINITY;

function seekableEnd(video: HTMLVideoElement): number | null {
  const { seekable } = video;
  return seekable && seekable.length > 0 ? seekable.end(seekable.length - 1) : null;
}

/**
 * The live position of `video`, null when it plays no live or does not know yet. Without the engine's own (the
 * browser's HLS), the end of the seekable range: Safari keeps its hold-back inside it.
 */
export function liveEdgeOf(video: HTMLVideoElement): number | null {
  if (!playsLive(video)) return null;
  const engine = edges.get(video)?.();
  if (typeof engine === 'number' && Number.isFinite(engine)) return engine;
  return seekableEnd(video);
}

/** Whole seconds the viewer is behind live (paused or rewound); null at the live position, or not live. */
export function secondsBehindLive(video: HTMLVideoElement): number | null {
  const edge = liveEdgeOf(video);
  if (edge === null) return null;
  const behind = edge - video.currentTime;
  return behind > LIVE_EDGE_TOLERANCE_SECONDS ? Math.round(behind) : null;
}

/** Back to live, as the Live control asks. */
export function seekToLive(video: HTMLVideoElement): void {
  const edge = liveEdgeOf(video);
  if (edge !== null) video.currentTime = edge;
}

/** A live's seek target kept inside the DVR window, and never past the live position. */
export function withinLiveWindow(video: HTMLVideoElement, time: number): number {
  const edge = liveEdgeOf(video);
  const { seekable } = video;
  const start = seekable && seekable.length > 0 ? seekable.start(0) : time;
  return edge === null ? time : Math.min(edge, Math.max(start, time));
}

/** "-0:14", "-1:02:05": how far behind live, as the time display shows it. */
export function behindLabel(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `-${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `-${minutes}:${rest}`;
}

/**
 * Makes media-chrome's Live control agree with this: media-chrome counts a media as live from its `liveEdgeStart`
 * on (custom media elements expose it), else within 10 s of the seekable end.
 */
export function exposeLiveEdgeStart(video: HTMLVideoElement): () => void {
  Object.defineProperty(video, 'liveEdgeStart', {
    configurable: true,
    get: () => {
      const edge = liveEdgeOf(video);
      return edge === null ? Number.NaN : edge - LIVE_EDGE_TOLERANCE_SECONDS;
    },
  });
  return () => {
    delete (video as { liveEdgeStart?: number }).liveEdgeStart;
  };
}

import type HlsType from 'hls.js';
import type { StreamEngineEvents } from '../../../lib/app-events';
import { forgetLiveEdge, registerLiveEdge } from './live-edge';
import { LIVE_HLS_CONFIG, liveTargetLatency } from './live-latency';
import { forgetMediaClock, registerMediaClock, segmentClock } from './media-clock';

export interface QualityLevel {
  /** hls.js level index. */
  index: number;
  height: number;
  bitrate: number;
}

/** A stream attached to a <video>: by hls.js, or by the browser itself. */
export interface StreamEngine {
  /** It took over a stream already playing in this <video> (the opening page's), whose first events are past. */
  adopted?: boolean;
  /** The hls.js instance, for listeners such as analytics; none when the browser plays the stream itself. */
  hls?: StreamEngineEvents;
  setLevel(index: number): void;
  destroy(): void;
}

export interface AttachOptions {
  live: boolean;
  /** Where a VOD resumes, in seconds. */
  startPosition?: number;
  onLevels(levels: QualityLevel[]): void;
  /** The rendition playing now (hls.js level index). */
  onLevelSwitched(index: number): void;
  /** Playback cannot go on: the stream failed for good. */
  onFatal(detail: string): void;
}

/** Automatic rendition choice (hls.js). */
export const AUTO_LEVEL = -1;
const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * Safari (and every iOS browser) plays HLS itself and does it best; so does a browser without Media
 * Source Extensions. Chromium may also claim HLS support, but hls.js there keeps the quality menu.
 */
export function prefersNativeHls(video: HTMLVideoElement, vendor: string = navigator.vendor): boolean {
  if (!video.canPlayType(HLS_TYPE)) return false;
  const hasMse = 'MediaSource' in window || 'ManagedMediaSource' in window;
  return !hasMse || vendor.startsWith('Apple');
}

let hlsModule: Promise<typeof HlsType> | undefined;

/** hls.js (light build: no subtitles, alternate audio or DRM, which our streams do not use), loaded once. */
export function loadHls(): Promise<typeof HlsType> {
  hlsModule ??= import('hls.js/light').then(
    (module) => module.default,
    (error: unknown) => {
      hlsModule = undefined; // a failed download may succeed on retry
      throw error;
    },
  );
  return hlsModule;
}

/** Starts downloading hls.js while the page still fetches the event, unless this browser will not need it. */
export function preloadStreamEngine(): void {
  if (!playsThroughHlsJs()) return;
  loadHls().catch(() => undefined);
}

function attachNative(video: HTMLVideoElement, url: string, options: AttachOptions): StreamEngine {
  const onError = () => options.onFatal(`media error ${video.error?.code ?? 'unknown'}`);
  const seekToStart = () => {
    if (options.startPosition) video.currentTime = options.startPosition;
  };
  video.addEventListener('error', onError);
  video.addEventListener('loadedmetadata', seekToStart, { once: true });
  video.src = url;
  options.onLevels([]);
  return {
    setLevel: () => undefined,
    destroy() {
      video.removeEventListener('error', onError);
      video.removeEventListener('loadedmetadata', seekToStart);
      video.removeAttribute('src');
      video.load();
    },
  };
}

function createHls(Hls: typeof HlsType, startPosition: number | undefined, prefetch: boolean): HlsType {
  return new Hls({
    ...LIVE_HLS_CONFIG,
    startPosition: startPosition ?? -1,
    capLevelToPlayerSize: true,
    backBufferLength: 90,
    // A stream started before its <video> exists fetches its first segment too, not only its playlists.
    startFragPrefetch: prefetch,
  });
}

/**
 * A player page's stream, loading before React has made its player; the player takes it over. It may be attached to
 * a <video> of the page's own (the opening page's), which the player adopts if the page shows it playing.
 */
interface EarlyStream {
  url: string;
  startPosition: number | undefined;
  hls: HlsType | null;
  video: HTMLVideoElement | null;
  /** A player has asked for the stream's video: the page no longer shows it. */
  claimed: boolean;
  failed: boolean;
  expiry: ReturnType<typeof setTimeout>;
}
let early: EarlyStream | null = null;
const UNCLAIMED_EARLY_STREAM_MS = 30_000;

function dropEarlyStream(): void {
  if (!early) return;
  clearTimeout(early.expiry);
  early.hls?.destroy();
  early = null;
}

/** Whether this browser plays streams through hls.js, which can start before the player exists. */
export function playsThroughHlsJs(): boolean {
  return typeof document !== 'undefined' && !prefersNativeHls(document.createElement('video'));
}

/**
 * Starts loading `url` (playlists and first segment) now, for the player to attach when its <video> mounts:
 * a page opened on a player route knows its stream as soon as its event arrives, well before the screen renders.
 * When `video` resolves to one (the page's own), the stream is attached to it, to play there at once; resolves true
 * once attached, false when it was not (no hls.js here, another stream started, a player came first, or no video).
 */
export function startStreamEarly(url: string, startPosition?: number, video: Promise<HTMLVideoElement | null> = Promise.resolve(null)): Promise<boolean> {
  if (!playsThroughHlsJs()) return Promise.resolve(false);
  dropEarlyStream();
  const entry: EarlyStream = { url, startPosition, hls: null, video: null, claimed: false, failed: false, expiry: setTimeout(dropEarlyStream, UNCLAIMED_EARLY_STREAM_MS) };
  early = entry;
  return loadHls()
    .then((Hls) => {
      // The player may have attached (or another stream started) while hls.js was downloading.
      if (early !== entry || !Hls.isSupported()) return null;
      const hls = createHls(Hls, startPosition, true);
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) entry.failed = true;
      });
      hls.loadSource(url);
      entry.hls = hls;
      return video;
    })
    .then((element) => {
      if (!element || early !== entry || !entry.hls || entry.claimed) return false;
      entry.video = element;
      entry.hls.attachMedia(element);
      return true;
    })
    .catch(() => false);
}

/** Whether the early stream still plays in `video` and no player has claimed it: the page may show it. */
export function earlyVideoUnclaimed(video: HTMLVideoElement): boolean {
  return early?.video === video && !early.claimed;
}

/**
 * The <video> the page plays the early stream of `url` in, for the player to adopt (even if the page has removed it
 * with its loader meanwhile); null when there is none. Either way the stream is the player's from now on.
 */
export function claimEarlyVideo(url: string): HTMLVideoElement | null {
  if (early?.url !== url) return null;
  early.claimed = true;
  return early.video;
}

/** The early stream if it is this one and still healthy; any other is dropped. */
function takeEarlyStream(url: string, startPosition: number | undefined): HlsType | null {
  const entry = early;
  if (!entry) return null;
  const usable = entry.hls && !entry.failed && entry.url === url && entry.startPosition === startPosition ? entry.hls : null;
  if (usable) entry.hls = null;
  dropEarlyStream();
  return usable;
}

function attachHlsJs(Hls: typeof HlsType, video: HTMLVideoElement, url: string, options: AttachOptions): StreamEngine {
  const started = takeEarlyStream(url, options.startPosition);
  const hls = started ?? createHls(Hls, options.startPosition, false);
  let recoveredMediaError = false;
  const reportLevels = () => options.onLevels(hls.levels.map((level, index) => ({ index, height: level.height, bitrate: level.bitrate })));
  hls.on(Hls.Events.MANIFEST_PARSED, reportLevels);
  hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => options.onLevelSwitched(data.level));
  // An LL-HLS playlist says how far behind its edge to play; it is read once, as hls.js then keeps that latency.
  let latencySet = false;
  hls.on(Hls.Events.LEVEL_UPDATED, (_event, { details }) => {
    const target = latencySet ? null : liveTargetLatency(details);
    if (target === null) return;
    latencySet = true;
    hls.targetLatency = target;
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    // hls.js has already retried network errors; a decoding error gets one recovery attempt.
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recoveredMediaError) {
      recoveredMediaError = true;
      hls.recoverMediaError();
      return;
    }
    options.onFatal(`${data.type}: ${data.details}`);
  });
  if (started) {
    // Its playlist may already be in: what the listeners above missed.
    if (hls.levels.length > 0) reportLevels();
  } else {
    hls.loadSource(url);
  }
  const adopted = hls.media === video;
  if (!adopted) hls.attachMedia(video);
  // A live playlist's dates, as hls.js places its segments on the <video>'s timeline (live clips need them).
  registerMediaClock(video, segmentClock(() => hls.latestLevelDetails?.fragments ?? []));
  registerLiveEdge(video, () => hls.liveSyncPosition);
  return {
    adopted,
    hls: hls as unknown as StreamEngineEvents,
    setLevel(index) {
      hls.currentLevel = index;
    },
    destroy() {
      forgetMediaClock(video);
      forgetLiveEdge(video);
      hls.destroy();
    },
  };
}

/** Plays `url` (an HLS master playlist) in `video`. */
export async function attachStream(video: HTMLVideoElement, url: string, options: AttachOptions): Promise<StreamEngine> {
  if (prefersNativeHls(video)) return attachNative(video, url, options);
  const Hls = await loadHls();
  if (!Hls.isSupported()) return attachNative(video, url, options);
  return attachHlsJs(Hls, video, url, options);
}

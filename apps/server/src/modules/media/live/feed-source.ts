import type { PlaylistSegment } from './media-playlist';

/** One recorded segment of a live feed, by the file that holds it and where the feed's clock puts it. */
export interface FeedSegment extends PlaylistSegment {
  /** Seconds since the feed started. */
  start: number;
  /** The media timestamps restart here (a looped source starting over, an encoder restart, the slate). */
  discontinuity: boolean;
}

/** Where a live feed is: seconds since it started, what is still in its DVR window, and whether it has ended. */
export interface FeedPosition {
  startedAtMs: number;
  /** Seconds recorded so far (the feed's end once it has stopped). */
  recorded: number;
  /** The oldest second still in the DVR window. */
  windowStart: number;
  ended: boolean;
}

/** One entry of a rendition's live playlist. */
export interface FeedWindowSegment extends PlaylistSegment {
  discontinuity: boolean;
  /** Wall-clock start (EXT-X-PROGRAM-DATE-TIME). */
  startMs: number;
}

/** What a rendition's live media playlist shows now: the DVR window from the segment index onward. */
export interface FeedWindow {
  mediaSequence: number;
  /** Discontinuities before the window's first segment. */
  discontinuitySequence: number;
  /** Seconds, rounded up: the longest segment the feed makes. */
  targetDuration: number;
  segments: FeedWindowSegment[];
  /** The feed has stopped: the playlist is closed with EXT-X-ENDLIST. */
  ended: boolean;
  /** The newest segment is older than a few target durations: the feed is off air. */
  stale: boolean;
}

export interface FeedWindowOptions {
  /** Operators' preview: also what an encoder sends before the event is live. */
  preview?: boolean;
}

/**
 * A live feed, whatever produces it: the simulated loop of a demo video or library asset, or an RTMP
 * ingest. The media host serves its master and windows; clips cut its segments. Times are seconds since
 * the feed started.
 */
export interface FeedSource {
  /** null when the event has no feed, or it has not started. */
  position(eventId: number): Promise<FeedPosition | null>;
  /** The segments of one rendition that hold [from, to), recorded or not yet. */
  segments(eventId: number, asset: string, rendition: string, from: number, to: number): Promise<FeedSegment[]>;
  /** The master playlist (renditions by relative URI); null when the feed is unknown. */
  master(eventId: number, asset: string): Promise<string | null>;
  /** One rendition's live window; null when the event has no feed on air (not started). */
  window(eventId: number, asset: string, rendition: string, options?: FeedWindowOptions): Promise<FeedWindow | null>;
}

/** Newest segment older than this many target durations: off air. */
export const STALE_TARGET_DURATIONS = 3;

import type { PlaylistSegment } from './media-playlist';

/** One recorded segment of a live feed, by the file that holds it and where the feed's clock puts it. */
export interface FeedSegment extends PlaylistSegment {
  /** Seconds since the feed started. */
  start: number;
  /** The media timestamps restart here (a looped source starting over, an encoder restart). */
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

/**
 * What clips (and, with real ingest, the media host) need of a live feed, whatever produces it: the
 * simulated loop of a demo video today, an RTMP ingest later. Times are seconds since the feed started.
 */
export interface FeedSource {
  /** null when the event has no feed, or it has not started. */
  position(eventId: number): Promise<FeedPosition | null>;
  /** The segments of one rendition that hold [from, to), recorded or not yet. */
  segments(eventId: number, asset: string, rendition: string, from: number, to: number): Promise<FeedSegment[]>;
}

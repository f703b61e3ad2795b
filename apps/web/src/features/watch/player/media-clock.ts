/**
 * The wall clock of a live stream: which date (ms since the epoch) a second of the <video> shows, and back. A live
 * playlist dates its segments with `#EXT-X-PROGRAM-DATE-TIME` (HLS standard; our media host dates the window's first
 * segment and every loop restart, hls.js carries the date on to the segments after them). Clipping a live event sends
 * that date: the server, which knows when its feed started, turns it into the feed's seconds.
 */
export interface MediaClock {
  /** The date media time `time` shows; null when the stream carries no dates. */
  dateAt(time: number): number | null;
  /** The media time that shows `date`; null when the stream carries no dates. */
  timeAt(date: number): number | null;
}

/** A segment of the playing rendition as hls.js has placed it: where on the <video>'s timeline, and its date. */
export interface DatedSegment {
  start: number;
  duration: number;
  programDateTime: number | null;
}

/** The dated segment at distance 0 (holding the value asked for), or the nearest one when none holds it. */
function nearest(segments: readonly DatedSegment[], inside: (segment: DatedSegment & { programDateTime: number }) => number): (DatedSegment & { programDateTime: number }) | null {
  let best: (DatedSegment & { programDateTime: number }) | null = null;
  let bestDistance = Infinity;
  for (const segment of segments) {
    if (segment.programDateTime === null) continue;
    const dated = segment as DatedSegment & { programDateTime: number };
    const distance = inside(dated);
    if (distance === 0) return dated;
    if (distance < bestDistance) {
      best = dated;
      bestDistance = distance;
    }
  }
  return best;
}

/** Seconds from `value` to the span [from, from + length), 0 inside it. */
const distanceTo = (value: number, from: number, length: number) => (value < from ? from - value : value >= from + length ? value - (from + length) + 1e-9 : 0);

/**
 * A clock over the playing rendition's segments. Each segment maps its own seconds, so a timeline that jumps
 * (a loop restart, an encoder restart) stays right; outside the segments, the nearest one's mapping goes on.
 */
export function segmentClock(segments: () => readonly DatedSegment[]): MediaClock {
  return {
    dateAt(time) {
      const segment = nearest(segments(), (one) => distanceTo(time, one.start, one.duration));
      return segment ? segment.programDateTime + (time - segment.start) * 1000 : null;
    },
    timeAt(date) {
      const segment = nearest(segments(), (one) => distanceTo(date, one.programDateTime, one.duration * 1000));
      return segment ? segment.start + (date - segment.programDateTime) / 1000 : null;
    },
  };
}

/** Safari plays HLS itself and gives the date of the <video>'s time 0 (`getStartDate`, NaN without dates). */
function nativeClock(video: HTMLVideoElement): MediaClock | null {
  const startDate = (video as HTMLVideoElement & { getStartDate?: () => Date }).getStartDate;
  if (typeof startDate !== 'function') return null;
  const origin = () => {
    const date = startDate.call(video).getTime();
    return Number.isFinite(date) ? date : null;
  };
  return {
    dateAt: (time) => {
      const at = origin();
      return at === null ? null : at + time * 1000;
    },
    timeAt: (date) => {
      const at = origin();
      return at === null ? null : (date - at) / 1000;
    },
  };
}

const clocks = new WeakMap<HTMLVideoElement, MediaClock>();

/** The stream engine says how to read the clock of what it plays in `video` (forgotten with `forgetMediaClock`). */
export function registerMediaClock(video: HTMLVideoElement, clock: MediaClock): void {
  clocks.set(video, clock);
  // What Safari's getStartDate gives natively: the date the picture shows now, read by the latency bench and in devtools.
  Object.defineProperty(video, 'programDateTime', { configurable: true, get: () => clock.dateAt(video.currentTime) });
}

export function forgetMediaClock(video: HTMLVideoElement): void {
  clocks.delete(video);
  delete (video as HTMLVideoElement & { programDateTime?: number | null }).programDateTime;
}

/** The clock of the stream playing in `video`: hls.js's segments, or the browser's own (Safari); null without one. */
export function mediaClockOf(video: HTMLVideoElement): MediaClock | null {
  return clocks.get(video) ?? nativeClock(video);
}

/** What a live <video> holds on the wall clock: the date on screen, and the DVR window it can seek in. */
export interface LiveSpan {
  playing: number;
  windowStart: number;
  /** The newest date recorded so far (the live edge). */
  edge: number;
}

/** The live span of `video` on `clock`; null while the stream has no dates (not loaded yet, or undated). */
export function liveSpanOf(video: HTMLVideoElement, clock: MediaClock | null): LiveSpan | null {
  if (!clock) return null;
  const seekable = video.seekable;
  const first = seekable.length > 0 ? seekable.start(0) : video.currentTime;
  const last = seekable.length > 0 ? seekable.end(seekable.length - 1) : video.currentTime;
  const playing = clock.dateAt(video.currentTime);
  const windowStart = clock.dateAt(first);
  const edge = clock.dateAt(last);
  return playing === null || windowStart === null || edge === null ? null : { playing, windowStart, edge };
}

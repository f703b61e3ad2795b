/**
 * When the opening page (opening-page.ts) asked a <video> of its own to play, and when that video showed its first
 * picture. A player adopting the video reports its startup from these: by the time it tracks the video, both are past.
 */
export interface OpeningTiming {
  requested_at: number;
  first_frame_at: number | null;
}

const timings = new WeakMap<HTMLVideoElement, OpeningTiming>();

export function noteOpeningRequest(video: HTMLVideoElement, at = Date.now()): void {
  timings.set(video, { requested_at: at, first_frame_at: null });
}

export function noteOpeningFirstFrame(video: HTMLVideoElement, at = Date.now()): void {
  const timing = timings.get(video);
  if (timing) timing.first_frame_at ??= at;
}

/** The video's opening timing, once (the player that adopts it); a first picture noted later still lands in it. */
export function takeOpeningTiming(video: HTMLVideoElement): OpeningTiming | undefined {
  const timing = timings.get(video);
  timings.delete(video);
  return timing;
}

// When a video is worth resuming and when it counts as watched: no Zod here, so that a player page's opening script
// (which resumes a replay before the app has loaded) does not carry it.

/** Less than this watched is not worth resuming. */
export const RESUME_MIN_SECONDS = 10;
/**
 * Finished ('watched'): past this share of the video, but never earlier than its last FINISHED_WITHIN_SECONDS, so a
 * short video counts as finished in its last 5 % (1.5 s of 30 s) and a long replay in its last 15 s, where a match
 * ends rather than its credits (docs/decisions/0063-resume-and-consent.md).
 */
export const FINISHED_SHARE = 0.95;
export const FINISHED_WITHIN_SECONDS = 15;

/** Whether a video left at `position` (seconds) of `duration` counts as watched to the end. */
export function isWatchFinished(position: number, duration: number): boolean {
  return position >= duration * FINISHED_SHARE && position >= duration - FINISHED_WITHIN_SECONDS;
}

/** Whether a video left at `position` is worth resuming: started, and not finished. */
export function isWorthResuming(position: number, duration: number): boolean {
  return position >= RESUME_MIN_SECONDS && !isWatchFinished(position, duration);
}

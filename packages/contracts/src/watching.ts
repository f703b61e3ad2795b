import { z } from 'zod';
import { Event } from './events';
import { IdParam } from './query-params';

const seconds = z.number().finite().min(0).max(24 * 3600);

/** Where a signed-in viewer stopped in a replay; the player sends it every 10 s and on pause or leave (a batch of them at once). */
export const WatchPosition = z.object({ event_id: z.number().int().positive(), position: seconds, duration: seconds.min(1) });
export type WatchPosition = z.infer<typeof WatchPosition>;
export const WatchPositionsRequest = z.object({ positions: z.array(WatchPosition).min(1).max(20) });

export const SavedPosition = z.object({ position: z.number(), duration: z.number(), updated_at: z.string() }).meta({ id: 'SavedPosition' });
export type SavedPosition = z.infer<typeof SavedPosition>;

/** A replay started and not finished, newest first: the home page's 'Continue watching' rail. */
export const ContinueWatchingItem = z.object({ event: Event, position: z.number(), duration: z.number(), updated_at: z.string() }).meta({ id: 'ContinueWatchingItem' });
export type ContinueWatchingItem = z.infer<typeof ContinueWatchingItem>;

export const WatchedEventParams = z.object({ event_id: IdParam });

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

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

export { FINISHED_SHARE, FINISHED_WITHIN_SECONDS, RESUME_MIN_SECONDS, isWatchFinished, isWorthResuming } from './resume-rules';

import { z } from 'zod';
import { Acknowledgement, UserProfile } from './auth';

/**
 * Small answers the server declares inline in its routes (`schema.response`), named here so the viewer's endpoint
 * definitions can parse them; each mirrors its route's schema exactly.
 */

/** `GET clip/download/{id}`, `POST calendar`: a link the browser opens itself. */
export const SignedUrl = z.object({ url: z.string() });
export type SignedUrl = z.infer<typeof SignedUrl>;

/** `DELETE clip/{id}`, `DELETE favorite/{id}`: the id of what was removed. */
export const RemovedId = z.object({ id: z.number().int() });
export type RemovedId = z.infer<typeof RemovedId>;

/** `DELETE continue-watching/{event_id}`: the replay taken off the rail. */
export const RemovedWatchedEvent = z.object({ event_id: z.number().int() });

/** `POST watch-positions`: how many positions of the batch were saved. */
export const SavedPositions = z.object({ saved: z.number().int() });

/** `POST auth/email-verify`: the verified user's profile, or a bare acknowledgement when nobody is signed in. */
export const EmailVerified = z.union([UserProfile, Acknowledgement]);
export type EmailVerified = z.infer<typeof EmailVerified>;

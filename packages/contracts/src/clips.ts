import { z } from 'zod';
import { Event } from './events';
import { problemMessage, tooLong } from './field-rules';
import { Messages } from './message-texts';
import { IdParam } from './query-params';

/** Ours: a clip lasts 1 to 90 seconds (the README says so). */
export const CLIP_MIN_SECONDS = 1;
export const CLIP_MAX_SECONDS = 90;

/** Spec §4: queued (may take up to 5 minutes) or processing, then ready or failed. */
export const ClipStatus = z.enum(['queued', 'processing', 'ready', 'failed']);
export type ClipStatus = z.infer<typeof ClipStatus>;

const required = { error: Messages.fieldRequired };
const seconds = z.number(required).finite(Messages.invalidValue).min(0, Messages.invalidValue);
/** A clip's name, when it is made and when it is renamed. */
const ClipName = z.string(required).trim().min(1, Messages.inputRequired).max(100, problemMessage(tooLong(100)));

/**
 * Spec §7 `POST /clip`; times in seconds (the browser converts hh:mm:ss). On a live event a clip may instead give
 * `start_at`, the wall-clock time of its first second as the live playlist dates it (`#EXT-X-PROGRAM-DATE-TIME`):
 * the server, which knows when the feed started, turns it into `start_time` (docs/decisions/0038-clips.md).
 */
export const ClipRequest = z
  .object({
    event_id: z.number(required).int(Messages.invalidValue).positive(Messages.invalidValue),
    event_media_id: z.number(required).int(Messages.invalidValue).positive(Messages.invalidValue),
    name: ClipName,
    start_time: seconds.max(24 * 3600, Messages.invalidValue).optional(),
    start_at: z.iso
      .datetime({ offset: true, error: Messages.invalidValue })
      .optional()
      .describe('live events only, instead of start_time: the wall-clock time (ISO 8601) the clip starts at, on the live playlist’s program date-time clock'),
    duration: z
      .number(required)
      .finite(Messages.invalidValue)
      .min(CLIP_MIN_SECONDS, `Must be ${CLIP_MIN_SECONDS} to ${CLIP_MAX_SECONDS} seconds`)
      .max(CLIP_MAX_SECONDS, `Must be ${CLIP_MIN_SECONDS} to ${CLIP_MAX_SECONDS} seconds`),
    tags: z.array(z.string().trim().min(1).max(40), required).max(10).min(1, Messages.tagRequired),
  })
  // Checked even when other fields are wrong, so that every missing field is named at once.
  .refine((value) => typeof value !== 'object' || value === null || value.start_time !== undefined || value.start_at !== undefined, {
    path: ['start_time'],
    message: Messages.fieldRequired,
    when: () => true,
  });
export type ClipRequest = z.infer<typeof ClipRequest>;

export const Clip = z
  .object({
    id: z.number().int().positive(),
    event_id: z.number().int().positive(),
    event_media_id: z.number().int().positive(),
    name: z.string(),
    start_time: z.number(),
    duration: z.number(),
    tags: z.array(z.string()),
    status: ClipStatus,
    /** Why it failed, for a failed clip. */
    failure_reason: z.string().nullable(),
    /** The share link's path (`/share/{id}/{uuid}`): anyone with it may play the clip. */
    share_path: z.string(),
    /** A signed HLS URL while the clip is ready. */
    url: z.string().nullable(),
    poster: z.string().nullable(),
    created_at: z.string(),
    /** The listing also carries the event (spec §3). */
    event: Event.nullable(),
  })
  .meta({ id: 'Clip' });
export type Clip = z.infer<typeof Clip>;

/** What the share page needs: no owner details, and no MP4 (only `/clip/download/{id}` gives it, with its capability and count). */
export const SharedClip = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    duration: z.number(),
    /** A signed, short-lived HLS URL that opens this clip's playlists and segments only. */
    url: z.string(),
    poster: z.string().nullable(),
    event: z.object({ id: z.number().int().positive(), name: z.string() }),
  })
  .meta({ id: 'SharedClip' });
export type SharedClip = z.infer<typeof SharedClip>;

/** `PATCH /clip/{id}`: a new name for one of the user's clips. */
export const ClipRename = z.object({ name: ClipName }).meta({ id: 'ClipRename' });
export type ClipRename = z.infer<typeof ClipRename>;

export const ClipIdParams = z.object({ id: IdParam });
export const SharedClipQuery = z.object({ uuid: z.string().uuid('Not found') });

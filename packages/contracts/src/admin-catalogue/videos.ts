import { z } from 'zod';
import { AdminItemParams, REQUIRED } from './fields';
import { AttachableKind } from './events';

/** A video an operator can attach to an event: a generated demo video, or one of the channel's library assets (`lib-<id>`). */
export const AdminVideo = z
  .object({
    id: z.string(),
    label: z.string(),
    poster: z.string(),
    thumbnail: z.string().nullable().optional().describe("a library asset's thumbnail (kind 5)"),
    ready: z.boolean().describe('generated and playable'),
    events_count: z.number().int().min(0).describe("the channel's events using it"),
    source: z.enum(['demo', 'library']).optional().describe('a generated demo video or an asset of the media library'),
    hidden: z.boolean().optional().describe("a demo video on a channel that is not a demo channel (its setting demo_media): pickers list it only on request ('Show demo videos')"),
    state: z.string().optional().describe("a library asset's processing state (queued, processing, ready)"),
    progress: z.number().int().min(0).max(100).optional().describe("a library asset's processing progress"),
    duration: z.number().min(0).nullable().optional().describe('seconds, when known'),
  })
  .meta({ id: 'AdminVideo' });
export type AdminVideo = z.infer<typeof AdminVideo>;

/**
 * How a video is attached: as the replay (vod), as the live feed (live), for its previews only (kinds 6 and 7), or as
 * the live fallback slate (slate): looped for viewers while the live feed is not on air.
 */
export const AttachKind = z.enum(['vod', 'live', 'preview', 'slate'], { error: 'Must be one of vod, live, preview, slate' });
export type AttachKind = z.infer<typeof AttachKind>;
export const AdminAttachVideo = z.object({
  video: z.string({ error: REQUIRED }).min(1, REQUIRED).max(40),
  kind: AttachKind,
  replace: z
    .boolean()
    .optional()
    .describe("swap the event's video of this kind for this one in one step, with the old video's poster: the event's address stays, playback URLs already handed out keep working until they expire"),
});
export type AdminAttachVideo = z.infer<typeof AdminAttachVideo>;
export const AdminMediaParams = AdminItemParams.extend({ media_id: z.coerce.number().int().positive().max(2_147_483_647) });

export const AdminPlayback = z.object({
  kind: AttachableKind,
  url: z.string().nullable(),
  reason: z.literal('processing').optional(),
});
export type AdminPlayback = z.infer<typeof AdminPlayback>;

import { z } from 'zod';
import { AdminChannelParams } from './admin-catalogue';
// The shared wording of missing and too-long fields, also where the console imports this file alone.
import './messages';

/**
 * Announcements (`/api/admin/channels/{channel_key}/announcements`): an operator mails a segment of the channel's
 * customers who opted in to mailings (spec §3, the user's mailing opt-in). Drafted, test-sent to the operator, then
 * sent by the job queue; each mail carries the recipient's own unsubscribe link.
 */

export const ANNOUNCEMENT_SEGMENTS = ['all', 'subscribers', 'pass', 'team'] as const;
/** all: every opted-in customer; subscribers: with an active subscription; pass: holders of a pass; team: fans of a team. */
export const AnnouncementSegment = z.enum(ANNOUNCEMENT_SEGMENTS);
export type AnnouncementSegment = z.infer<typeof AnnouncementSegment>;

export const ANNOUNCEMENT_STATUSES = ['draft', 'sending', 'sent', 'failed'] as const;
export const AnnouncementStatus = z.enum(ANNOUNCEMENT_STATUSES);
export type AnnouncementStatus = z.infer<typeof AnnouncementStatus>;

export const ANNOUNCEMENT_SUBJECT_MAX = 200;
export const ANNOUNCEMENT_BODY_MAX = 50_000;
export const SEGMENT_ID_REQUIRED = 'Choose a pass or a team for this segment';

export const AdminAnnouncementParams = AdminChannelParams.extend({ id: z.coerce.number({ error: 'Must be a positive integer' }).int().positive().max(2_147_483_647) });
export type AdminAnnouncementParams = z.infer<typeof AdminAnnouncementParams>;

/** A draft's content and audience; `segment_id` names the pass (segment 'pass') or the team (segment 'team'). */
export const AdminAnnouncementInput = z
  .object({
    subject: z.string().trim().min(1).max(ANNOUNCEMENT_SUBJECT_MAX),
    /** Markdown; rendered to safe HTML and a plain-text part. */
    body: z.string().trim().min(1).max(ANNOUNCEMENT_BODY_MAX),
    segment: AnnouncementSegment,
    segment_id: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  })
  .superRefine((value, context) => {
    const needsId = value.segment === 'pass' || value.segment === 'team';
    if (needsId && value.segment_id === null) context.addIssue({ code: 'custom', path: ['segment_id'], message: SEGMENT_ID_REQUIRED });
  })
  .transform((value) => ({ ...value, segment_id: value.segment === 'pass' || value.segment === 'team' ? value.segment_id : null }))
  .meta({ id: 'AdminAnnouncementBody' });
export type AdminAnnouncementInput = z.infer<typeof AdminAnnouncementInput>;
export type AdminAnnouncementForm = z.input<typeof AdminAnnouncementInput>;

export const AdminAnnouncementCounts = z.object({
  /** Recipients chosen when sending started (opted-in members of the segment then); 0 for a draft. */
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Recipients who unsubscribed (or left) between the start of sending and their turn: not mailed. */
  skipped: z.number().int(),
});
export type AdminAnnouncementCounts = z.infer<typeof AdminAnnouncementCounts>;

export const AdminAnnouncement = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    body: z.string(),
    segment: AnnouncementSegment,
    segment_id: z.number().int().nullable(),
    /** The pass's or team's name, for a segment that names one (null when it is gone). */
    segment_name: z.string().nullable(),
    status: AnnouncementStatus,
    counts: AdminAnnouncementCounts,
    created_by: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    sent_at: z.string().nullable(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'AdminAnnouncement' });
export type AdminAnnouncement = z.infer<typeof AdminAnnouncement>;

export const AdminAnnouncementList = z.array(AdminAnnouncement);

/** A segment that names a pass or a team, with how many opted-in customers it reaches now. */
export const AdminAudienceChoice = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
export type AdminAudienceChoice = z.infer<typeof AdminAudienceChoice>;

/** How many opted-in customers each segment reaches now: the counts the console shows before sending. */
export const AdminAnnouncementAudiences = z
  .object({
    all: z.number().int(),
    subscribers: z.number().int(),
    passes: z.array(AdminAudienceChoice),
    teams: z.array(AdminAudienceChoice),
  })
  .meta({ id: 'AdminAnnouncementAudiences' });
export type AdminAnnouncementAudiences = z.infer<typeof AdminAnnouncementAudiences>;

export const AdminAnnouncementPreviewInput = z
  .object({ subject: z.string().max(ANNOUNCEMENT_SUBJECT_MAX), body: z.string().max(ANNOUNCEMENT_BODY_MAX) })
  .meta({ id: 'AdminAnnouncementPreviewBody' });
export type AdminAnnouncementPreviewInput = z.infer<typeof AdminAnnouncementPreviewInput>;

/** The email as a recipient gets it, in the channel's language and colours (a sample unsubscribe link). */
export const AdminAnnouncementPreview = z.object({ subject: z.string(), html: z.string(), text: z.string() }).meta({ id: 'AdminAnnouncementPreview' });
export type AdminAnnouncementPreview = z.infer<typeof AdminAnnouncementPreview>;

export const AdminAnnouncementTestResult = z.object({ to: z.string() });
export type AdminAnnouncementTestResult = z.infer<typeof AdminAnnouncementTestResult>;

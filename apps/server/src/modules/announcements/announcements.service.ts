import type { AdminAnnouncement, AdminAnnouncementAudiences, AdminAnnouncementInput, AdminAnnouncementPreview, AdminAnnouncementPreviewInput } from '@ott/contracts/admin-announcements';
import type { Mailer } from '../../lib/mail/mailer';
import type { Channel } from '../channel/channel.types';
import { announcementMail } from './announcement-mail';
import type { AnnouncementSender } from './announcement-sender';
import { ANNOUNCEMENT_WORDING, languageOf } from './announcement.texts';
import { AnnouncementNotDraft, NoRecipients, announcementNotFound, segmentTargetMissing } from './announcements.errors';
import type { AnnouncementRow, AnnouncementsRepository, Audience } from './announcements.repository';

export interface AnnouncementsServiceDeps {
  repository: AnnouncementsRepository;
  mailer: Pick<Mailer, 'send'>;
  sender: Pick<AnnouncementSender, 'start'>;
  now?: () => Date;
}

/** The console shows the newest this many. */
export const ANNOUNCEMENTS_LISTED = 200;

export function toAdminAnnouncement(row: AnnouncementRow): AdminAnnouncement {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    segment: row.segment,
    segment_id: row.segment_id,
    segment_name: row.segment_name,
    status: row.status,
    counts: { recipients: row.recipients, sent: row.sent_count, failed: row.failed_count, skipped: row.skipped_count },
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
    sent_at: row.sent_at,
    finished_at: row.finished_at,
  };
}

/** The console's announcements: drafts, the audience counts, the preview, a test to the operator, and sending. */
export function createAnnouncementsService({ repository, mailer, sender, now = () => new Date() }: AnnouncementsServiceDeps) {
  async function found(channel: Channel, id: number): Promise<AnnouncementRow> {
    const row = await repository.find(channel.id, id);
    if (!row) throw announcementNotFound();
    return row;
  }

  async function checkSegment(channel: Channel, input: AdminAnnouncementInput): Promise<void> {
    if ((input.segment === 'pass' || input.segment === 'team') && input.segment_id !== null) {
      if (!(await repository.segmentTargetExists(channel.id, input.segment, input.segment_id))) throw segmentTargetMissing();
    }
  }

  const audienceOf = (channel: Channel, row: Pick<AnnouncementRow, 'segment' | 'segment_id'>): Audience => ({ channelId: channel.id, segment: row.segment, segmentId: row.segment_id, now: now().toISOString() });
  const mailOf = (channel: Channel, content: { subject: string; body: string }, unsubscribeUrl: string | null) =>
    announcementMail({ channel, language: languageOf(channel.language), subject: content.subject, body: content.body, unsubscribeUrl });

  return {
    list: async (channel: Channel) => (await repository.list(channel.id, ANNOUNCEMENTS_LISTED)).map(toAdminAnnouncement),

    get: async (channel: Channel, id: number) => toAdminAnnouncement(await found(channel, id)),

    async create(channel: Channel, input: AdminAnnouncementInput, operatorEmail: string): Promise<AdminAnnouncement> {
      await checkSegment(channel, input);
      const id = await repository.insert(channel.id, input, operatorEmail, now().toISOString());
      return toAdminAnnouncement(await found(channel, id));
    },

    /** Returns the draft before and after, for the audit log. */
    async update(channel: Channel, id: number, input: AdminAnnouncementInput) {
      const before = await found(channel, id);
      if (before.status !== 'draft') throw new AnnouncementNotDraft();
      await checkSegment(channel, input);
      if (!(await repository.updateDraft(channel.id, id, input, now().toISOString()))) throw new AnnouncementNotDraft();
      return { before: toAdminAnnouncement(before), after: toAdminAnnouncement(await found(channel, id)) };
    },

    async remove(channel: Channel, id: number): Promise<AdminAnnouncement> {
      const before = await found(channel, id);
      if (before.status !== 'draft' || !(await repository.deleteDraft(channel.id, id))) throw new AnnouncementNotDraft();
      return toAdminAnnouncement(before);
    },

    async audiences(channel: Channel): Promise<AdminAnnouncementAudiences> {
      const at = now().toISOString();
      const [all, subscribers, passes, teams] = await Promise.all([
        repository.countAudience({ channelId: channel.id, segment: 'all', segmentId: null, now: at }),
        repository.countAudience({ channelId: channel.id, segment: 'subscribers', segmentId: null, now: at }),
        repository.passAudiences(channel.id, at),
        repository.teamAudiences(channel.id),
      ]);
      const choice = (row: { id: number; name: string; count: unknown }) => ({ id: row.id, name: row.name, count: Number(row.count ?? 0) });
      return { all, subscribers, passes: passes.map(choice), teams: teams.map(choice) };
    },

    /** The mail as a customer of the channel's language gets it, with a sample unsubscribe link. */
    preview(channel: Channel, input: AdminAnnouncementPreviewInput, origin: string): AdminAnnouncementPreview {
      return mailOf(channel, input, `${origin}/unsubscribe/…`);
    },

    /** Mails the announcement, as it stands, to the operator, marked as a test and without a working unsubscribe link. */
    async sendTest(channel: Channel, id: number, operatorEmail: string): Promise<{ to: string; subject: string }> {
      const row = await found(channel, id);
      const mail = mailOf(channel, row, null);
      const subject = `${ANNOUNCEMENT_WORDING[languageOf(channel.language)].testPrefix} ${mail.subject}`;
      await mailer.send({ channelId: channel.id, to: operatorEmail, ...mail, subject, links: [] });
      return { to: operatorEmail, subject };
    },

    /** Starts sending: the segment's opted-in members become the recipients and the job queue mails them. */
    async send(channel: Channel, id: number, linkOrigin: string): Promise<AdminAnnouncement> {
      const row = await found(channel, id);
      if (row.status !== 'draft') throw new AnnouncementNotDraft();
      const audience = audienceOf(channel, row);
      if ((await repository.countAudience(audience)) === 0) throw new NoRecipients();
      const recipients = await repository.startSending(id, audience, linkOrigin, now().toISOString());
      if (recipients === null) throw new AnnouncementNotDraft();
      await sender.start(id);
      return toAdminAnnouncement(await found(channel, id));
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;

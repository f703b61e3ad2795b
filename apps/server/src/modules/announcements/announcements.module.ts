import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../lib/mail/mailer';
import type { JobQueue } from '../../lib/queue';
import { loadAnalyticsSecret } from '../analytics/analytics-privacy';
import type { ChannelDirectory } from '../channel/channel-directory';
import type { AuditLog } from '../operators/audit-log';
import { createAnnouncementSender } from './announcement-sender';
import { announcementsAdminRoutes } from './announcements.admin-routes';
import { createAnnouncementsRepository } from './announcements.repository';
import { createAnnouncementsService } from './announcements.service';
import { createUnsubscribeTokens, unsubscribeKey } from './unsubscribe-token';
import { unsubscribeRoutes } from './unsubscribe.routes';
import { createUnsubscribeService } from './unsubscribe.service';

export interface AnnouncementsDeps {
  config: Pick<Config, 'analytics' | 'dataDir' | 'origins'>;
  db: Kysely<Database>;
  queue: JobQueue;
  mailer: Pick<Mailer, 'send'>;
  channels: Pick<ChannelDirectory, 'findById'>;
  audit: AuditLog;
}

/**
 * Announcements: operators mail a segment of the channel's opted-in customers through the job queue; every mail
 * carries an unsubscribe link that works without signing in. The links are signed with a key derived from
 * ANALYTICS_EMAIL_SECRET — already a keyed hash of a viewer's identity, shared by every instance of a cluster and never
 * handed to the edge (unlike MEDIA_TOKEN_SECRET) — so a link made by one instance opens on every other.
 */
export function createAnnouncements({ config, db, queue, mailer, channels, audit }: AnnouncementsDeps) {
  const repository = createAnnouncementsRepository(db);
  const tokens = createUnsubscribeTokens(unsubscribeKey(loadAnalyticsSecret(config.analytics.emailSecret, config.dataDir)));
  const channelById = (id: number) => channels.findById(id);
  const sender = createAnnouncementSender({ repository, mailer, queue, tokens, channelById });
  sender.handle();
  const announcements = createAnnouncementsService({ repository, mailer, sender });
  const unsubscribe = createUnsubscribeService({ repository, tokens, channelById });
  return {
    announcements,
    tokens,
    /** For other kinds of mail whose links reuse /unsubscribe/:token (notifications). */
    unsubscribe,
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(announcementsAdminRoutes, { announcements, audit, publicOrigin: config.origins.public });
      await app.register(unsubscribeRoutes, { unsubscribe });
    },
  };
}

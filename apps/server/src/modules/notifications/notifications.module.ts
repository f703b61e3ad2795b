import { NOTIFICATION_KINDS } from '@ott/contracts/notifications';
import { LiveStateMessage } from '@ott/contracts/live-ingest';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { CacheBus } from '../../lib/cache-bus';
import type { Chore } from '../../lib/chores/chore';
import type { Mailer } from '../../lib/mail/mailer';
import type { JobQueue } from '../../lib/queue';
import type { UnsubscribeTokens } from '../announcements/unsubscribe-token';
import type { UnsubscribeKind } from '../announcements/unsubscribe.service';
import type { AuthGuards } from '../auth/auth.guards';
import type { ChannelDirectory } from '../channel/channel-directory';
import type { KeyGuards } from '../keys/keys.guards';
import { LIVE_STATE_TOPIC } from '../live/live-state-hub';
import { createNotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';
import { loadVapidKeys } from './vapid-keys';
import { createWebPushSender, type WebPushSender } from './web-push-sender';

export interface NotificationsDeps {
  config: Pick<Config, 'push' | 'dataDir' | 'origins' | 'nodeEnv'>;
  db: Kysely<Database>;
  queue: JobQueue;
  mailer: Pick<Mailer, 'send'>;
  channels: Pick<ChannelDirectory, 'findById'>;
  guards: KeyGuards;
  authGuards: AuthGuards;
  bus: Pick<CacheBus, 'subscribeNotices'>;
  unsubscribe: { tokens: UnsubscribeTokens; addKind(name: string, kind: UnsubscribeKind): void };
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Tests inject a sender or a clock. */
  push?: WebPushSender;
  now?: () => Date;
}

const LiveNotice = z.object({ channel_id: z.number().int(), message: LiveStateMessage });

/**
 * Notifications (docs/decisions/0083): web push and mail when a followed team goes live, plays tomorrow, or the
 * viewer's clip is ready. 'Live' is heard three ways, each making the same unique delivery rows: the live-state bus
 * (an ingest going live, on every instance), the simulate API's start (`eventStarted`), and a chore each minute for
 * events that went live by the clock.
 */
export function createNotifications(deps: NotificationsDeps) {
  const { config, db, queue, log } = deps;
  const keys = loadVapidKeys(config);
  const repository = createNotificationsRepository(db);
  const notifications = createNotificationsService({
    repository,
    queue,
    mailer: deps.mailer,
    push: deps.push ?? createWebPushSender(keys),
    channelById: (id) => deps.channels.findById(id),
    unsubscribeToken: (user, kind) => deps.unsubscribe.tokens.sign(user, kind),
    allowHttpEndpoints: config.nodeEnv !== 'production',
    now: deps.now,
    log,
  });
  notifications.handle();
  for (const kind of NOTIFICATION_KINDS) deps.unsubscribe.addKind(kind, notifications.unsubscribeKind(kind));

  const eventStarted = (eventId: number) => {
    notifications.eventWentLive(eventId).catch((error: unknown) => log.warn({ err: error, event_id: eventId }, 'notifications: live not announced'));
  };
  const stopHearing = deps.bus.subscribeNotices(LIVE_STATE_TOPIC, (data) => {
    const notice = LiveNotice.safeParse(data);
    if (notice.success && notice.data.message.stream_status === 'live') eventStarted(notice.data.message.event_id);
  });

  const chores: Chore[] = [
    { name: 'notifications: events gone live', everyMs: 60_000, run: () => notifications.recentLives() },
    { name: 'notifications: games tomorrow', everyMs: 15 * 60_000, run: () => notifications.gamesTomorrow() },
  ];

  return {
    notifications,
    vapidPublicKey: keys.publicKey,
    eventStarted,
    clipReady(clipId: number): void {
      notifications.clipReady(clipId).catch((error: unknown) => log.warn({ err: error, clip_id: clipId }, 'notifications: clip ready not announced'));
    },
    chores,
    close: () => void stopHearing(),
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(notificationsRoutes, { notifications, guards: deps.guards, authGuards: deps.authGuards, vapidPublicKey: keys.publicKey, publicOrigin: config.origins.public });
    },
  };
}

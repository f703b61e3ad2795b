import type { NotificationKind, NotificationPreferences, PushPayload, PushSubscriptionRequest } from '@ott/contracts/notifications';
import { messageText } from '@ott/contracts/message-codes';
import { z } from 'zod';
import { ValidationError } from '../../lib/errors';
import type { Mailer } from '../../lib/mail/mailer';
import type { JobContext, JobQueue } from '../../lib/queue';
import { enqueueJob, handleJob, jobType } from '../../lib/queue/job-type';
import { addDays, zonedDate, zonedTimeToUtc } from '../../lib/zoned-time';
import type { Channel } from '../channel/channel.types';
import { MAIL_LABELS, notificationContent, notificationLanguage, notificationMail, type NotificationContent, testContent } from './notification.texts';
import type { NotificationsRepository, PreferenceRow } from './notifications.repository';
import { sendTimeOf, type QuietWindow } from './quiet-hours';
import type { WebPushSender } from './web-push-sender';

/** One notification (a delivery row) sent by push and/or mail; its id is the delivery's, so it runs once. */
export const NOTIFICATION_SEND_JOB = jobType('notifications.send', z.object({ id: z.number().int().positive() }), { attempts: 5, backoffMs: 30_000, timeoutMs: 60_000, concurrency: 4 });

/** How long after its start an event still counts as "just went live" for the clock-driven check. */
export const LIVE_LOOKBACK_MS = 10 * 60_000;
/** A game-tomorrow notification goes out no earlier than this hour on the viewer's clock (then quiet hours apply). */
export const GAME_TOMORROW_HOUR = 9;

const DEFAULT_PREFERENCES = (timeZone: string): NotificationPreferences => ({
  kinds: { team_live: { push: false, email: false }, game_tomorrow: { push: false, email: false }, clip_ready: { push: false, email: false } },
  quiet_hours: null,
  time_zone: timeZone,
});

const toPreferences = (row: PreferenceRow): NotificationPreferences => ({
  kinds: {
    team_live: { push: row.team_live_push === 1, email: row.team_live_email === 1 },
    game_tomorrow: { push: row.game_tomorrow_push === 1, email: row.game_tomorrow_email === 1 },
    clip_ready: { push: row.clip_ready_push === 1, email: row.clip_ready_email === 1 },
  },
  quiet_hours: row.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
  time_zone: row.time_zone,
});

const quietWindow = (row: { quiet_start: string | null; quiet_end: string | null; time_zone: string }): QuietWindow | null =>
  row.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end, timeZone: row.time_zone } : null;

const flag = (on: boolean) => (on ? 1 : 0);

export interface NotificationsServiceDeps {
  repository: NotificationsRepository;
  queue: JobQueue;
  mailer: Pick<Mailer, 'send'>;
  push: WebPushSender;
  channelById(id: number): Promise<Channel | null>;
  /** The unsubscribe link's token of one kind of notification mail (announcements' tokens, ADR 0079). */
  unsubscribeToken(user: { id: number; channelId: number }, kind: NotificationKind): string;
  /** Accept http:// push services (development and tests); production browsers only give https ones. */
  allowHttpEndpoints: boolean;
  now?: () => Date;
  log?: { warn(object: object, message: string): void };
}

/**
 * Notifications to viewers (docs/decisions/0083): preferences, push subscriptions, the triggers that make one
 * delivery row per (viewer, kind, event or clip), and the job that sends a delivery by push and/or mail.
 * During quiet hours a notification waits for their end, except 'team_live', which is skipped: by then the game is
 * over or nearly, and "live now" would be wrong.
 */
export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { repository, queue, mailer, push, now = () => new Date() } = deps;
  const iso = () => now().toISOString();

  /** Makes the delivery unless one exists, and queues it for its time; quiet hours skip 'team_live'. */
  async function notify(userId: number, window: QuietWindow | null, kind: NotificationKind, subjectId: number, notBefore?: Date): Promise<boolean> {
    if (await repository.deliveryExists(userId, kind, subjectId)) return false;
    const at = now();
    const earliest = notBefore && notBefore > at ? notBefore : at;
    const sendAt = sendTimeOf(window, earliest);
    const skipped = kind === 'team_live' && sendAt.getTime() !== earliest.getTime();
    const id = await repository.createDelivery({ user_id: userId, kind, subject_id: subjectId, status: skipped ? 'skipped' : 'pending', send_at: sendAt.toISOString() }, at.toISOString());
    if (id === null || skipped) return false;
    await enqueueJob(queue, NOTIFICATION_SEND_JOB, { id }, { jobId: `notification-${id}`, ...(sendAt > at ? { runAt: sendAt } : {}) });
    return true;
  }

  /**
   * Pushes to each of the viewer's devices on its own, so a push service that fails for one device does not hold the
   * others back. It throws (the job retries) only when no device took it: a retry never repeats a push a device had.
   */
  async function sendPush(userId: number, payload: PushPayload, signal?: AbortSignal): Promise<number> {
    const body = JSON.stringify(payload);
    const subscriptions = await repository.subscriptionsOf(userId);
    const outcomes = await Promise.allSettled(subscriptions.map((subscription) => push(subscription, body, signal)));
    let sent = 0;
    const failures: unknown[] = [];
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.status === 'rejected') failures.push(outcome.reason);
      else if (outcome.value === 'gone') await repository.deleteSubscriptionById(subscriptions[index]!.id);
      else sent += 1;
    }
    if (failures.length > 0 && sent === 0) throw failures[0];
    for (const failure of failures) deps.log?.warn({ err: failure, user_id: userId }, 'notifications: a device missed a push its push service refused');
    return sent;
  }

  async function contentOf(kind: NotificationKind, subjectId: number, language: 'en' | 'fr', channelName: string, timeZone: string): Promise<{ content: NotificationContent; path: string } | null> {
    if (kind === 'clip_ready') {
      const clip = await repository.findClip(subjectId);
      if (!clip || clip.status !== 'ready') return null;
      return { content: notificationContent(kind, language, { channelName, eventName: clip.event_name, clipName: clip.name }), path: '/profile/clips' };
    }
    const event = await repository.findEvent(subjectId);
    if (!event) return null;
    const startsAt = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-US', { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(event.event_utc_ts));
    return { content: notificationContent(kind, language, { channelName, eventName: event.name, startsAt }), path: `/watch/${event.id}` };
  }

  async function send({ id }: { id: number }, { signal }: JobContext): Promise<void> {
    const delivery = await repository.findDelivery(id);
    if (!delivery || delivery.status !== 'pending') return;
    const [user, row] = await Promise.all([repository.findUser(delivery.user_id), repository.findPreferences(delivery.user_id)]);
    const channel = user ? await deps.channelById(user.channel_id) : null;
    const kind = delivery.kind;
    const wantsPush = row?.[`${kind}_push`] === 1;
    const wantsEmail = row?.[`${kind}_email`] === 1;
    const what = user && row && channel ? await contentOf(kind, delivery.subject_id, notificationLanguage(user.language), channel.name, row.time_zone) : null;
    // Opted out, account or subject gone since it was queued.
    if (!user || !row || !channel || !what || (!wantsPush && !wantsEmail)) return void (await repository.finishDelivery(id, 'skipped', iso()));
    const url = `${row.link_origin}${what.path}`;
    if (wantsPush && delivery.push_sent !== 1) {
      await sendPush(user.id, { kind, ...what.content, url: what.path, tag: `${kind}-${delivery.subject_id}` }, signal);
      await repository.markPushSent(id, iso());
    }
    if (wantsEmail && delivery.outbox_id === null) {
      const unsubscribeUrl = `${row.link_origin}/unsubscribe/${deps.unsubscribeToken({ id: user.id, channelId: user.channel_id }, kind)}`;
      const mail = notificationMail(notificationLanguage(user.language), channel.name, what.content, url, unsubscribeUrl);
      const outboxId = await mailer.send({
        channelId: user.channel_id,
        to: user.email,
        ...mail,
        links: [url, unsubscribeUrl],
        headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      await repository.setOutbox(id, outboxId, iso());
    }
    await repository.finishDelivery(id, 'sent', iso());
  }

  async function run(payload: { id: number }, context: JobContext): Promise<void> {
    try {
      await send(payload, context);
    } catch (error) {
      if (context.attempt >= context.attempts) await repository.finishDelivery(payload.id, 'failed', iso());
      throw error;
    }
  }

  return {
    /** Registers the send job's handler (once per app). */
    handle: () => handleJob(queue, NOTIFICATION_SEND_JOB, run),
    run,

    async preferences(userId: number, fallbackZone = 'UTC'): Promise<NotificationPreferences> {
      const row = await repository.findPreferences(userId);
      return row ? toPreferences(row) : DEFAULT_PREFERENCES(fallbackZone);
    },

    async savePreferences(userId: number, preferences: NotificationPreferences, linkOrigin: string): Promise<NotificationPreferences> {
      const { kinds, quiet_hours: quiet } = preferences;
      await repository.savePreferences(
        userId,
        {
          team_live_push: flag(kinds.team_live.push),
          team_live_email: flag(kinds.team_live.email),
          game_tomorrow_push: flag(kinds.game_tomorrow.push),
          game_tomorrow_email: flag(kinds.game_tomorrow.email),
          clip_ready_push: flag(kinds.clip_ready.push),
          clip_ready_email: flag(kinds.clip_ready.email),
          quiet_start: quiet && quiet.start !== quiet.end ? quiet.start : null,
          quiet_end: quiet && quiet.start !== quiet.end ? quiet.end : null,
          time_zone: preferences.time_zone,
          link_origin: linkOrigin,
        },
        iso(),
      );
      return this.preferences(userId);
    },

    async subscribe(userId: number, subscription: PushSubscriptionRequest): Promise<void> {
      if (!deps.allowHttpEndpoints && !subscription.endpoint.startsWith('https://')) throw new ValidationError({ endpoint: [messageText('PUSH_ENDPOINT_NOT_HTTPS')] });
      await repository.saveSubscription(userId, { endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth }, iso());
    },

    /** Forgets this browser; a subscription of another user or none at all changes nothing. */
    unsubscribe: (userId: number, endpoint: string) => repository.deleteSubscription(userId, endpoint),

    /** A push to each of the viewer's browsers now, whatever the preferences: the "test notification" button. */
    async sendTest(userId: number, channel: Channel): Promise<number> {
      const content = testContent(notificationLanguage((await repository.findUser(userId))?.language), channel.name);
      return sendPush(userId, { kind: 'test', ...content, url: '/profile', tag: 'test' });
    },

    /** An event went live: each follower of its teams who opted in is notified once. */
    async eventWentLive(eventId: number): Promise<number> {
      const event = await repository.eventWithTeams(eventId);
      if (!event || event.visibility !== 'public') return 0;
      let queued = 0;
      for (const follower of await repository.followers(event.channel_id, event.participants, event.groups, 'team_live')) {
        if (await notify(follower.user_id, quietWindow(follower), 'team_live', event.id)) queued += 1;
      }
      return queued;
    },

    /** The clock's check: events that went live in the last minutes (schedule or simulated feed), for missed messages. */
    async recentLives(): Promise<number> {
      const at = now();
      let queued = 0;
      for (const { id } of await repository.wentLiveBetween(new Date(at.getTime() - LIVE_LOOKBACK_MS).toISOString(), at.toISOString())) queued += await this.eventWentLive(id);
      return queued;
    },

    /** Games tomorrow on each opted-in viewer's clock, sent from GAME_TOMORROW_HOUR there (and after quiet hours). */
    async gamesTomorrow(): Promise<number> {
      const at = now();
      let queued = 0;
      for (const viewer of await repository.optedIn('game_tomorrow')) {
        const today = zonedDate(viewer.time_zone, at);
        const from = zonedTimeToUtc(addDays(today, 1), 0, 0, viewer.time_zone).toISOString();
        const to = zonedTimeToUtc(addDays(today, 2), 0, 0, viewer.time_zone).toISOString();
        const notBefore = zonedTimeToUtc(today, GAME_TOMORROW_HOUR, 0, viewer.time_zone);
        for (const event of await repository.followedEventsBetween(viewer.channel_id, viewer.user_id, from, to)) {
          if (await notify(viewer.user_id, quietWindow(viewer), 'game_tomorrow', event.id, notBefore)) queued += 1;
        }
      }
      return queued;
    },

    /** A clip's render finished: its maker is notified once if they opted in. */
    async clipReady(clipId: number): Promise<boolean> {
      const clip = await repository.findClip(clipId);
      if (!clip || clip.status !== 'ready') return false;
      const row = await repository.findPreferences(clip.user_id);
      if (!row || (row.clip_ready_push !== 1 && row.clip_ready_email !== 1)) return false;
      return notify(clip.user_id, quietWindow(row), 'clip_ready', clip.id);
    },

    /** For the unsubscribe link of a notification mail. */
    unsubscribeKind: (kind: NotificationKind) => ({
      label: { en: MAIL_LABELS.en[kind], fr: MAIL_LABELS.fr[kind] },
      optedIn: async (userId: number) => (await repository.findPreferences(userId))?.[`${kind}_email`] === 1,
      optOut: (userId: number) => repository.turnEmailOff(userId, kind, iso()),
    }),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;

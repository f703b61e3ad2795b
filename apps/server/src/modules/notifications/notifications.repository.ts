import type { NotificationKind } from '@ott/contracts/notifications';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type PreferenceColumn = `${NotificationKind}_${'push' | 'email'}`;
export type PreferenceFlags = Record<PreferenceColumn, number>;
export interface PreferenceRow extends PreferenceFlags {
  quiet_start: string | null;
  quiet_end: string | null;
  time_zone: string;
  link_origin: string;
}

const PREFERENCE_COLUMNS = ['team_live_push', 'team_live_email', 'game_tomorrow_push', 'game_tomorrow_email', 'clip_ready_push', 'clip_ready_email', 'quiet_start', 'quiet_end', 'time_zone', 'link_origin'] as const;

/** The only SQL of notifications. */
export function createNotificationsRepository(db: Kysely<Database>) {
  return {
    findPreferences: (userId: number): Promise<PreferenceRow | undefined> =>
      db.selectFrom('notification_preferences').select(PREFERENCE_COLUMNS).where('user_id', '=', userId).executeTakeFirst(),

    async savePreferences(userId: number, row: PreferenceRow, at: string): Promise<void> {
      const values = { ...row, updated_at: at };
      await db
        .insertInto('notification_preferences')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },

    /** Turns one kind's email off (the unsubscribe link); true when it was on. */
    async turnEmailOff(userId: number, kind: NotificationKind, at: string): Promise<boolean> {
      const column = `${kind}_email` as const;
      const result = await db.updateTable('notification_preferences').set({ [column]: 0, updated_at: at }).where('user_id', '=', userId).where(column, '=', 1).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    findUser: (userId: number) => db.selectFrom('users').select(['id', 'channel_id', 'email', 'language']).where('id', '=', userId).executeTakeFirst(),

    // Push subscriptions

    subscriptionExists: async (endpoint: string) => (await db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).executeTakeFirst()) !== undefined,

    /** Stores the browser's subscription, or moves it to this user with its new keys (one browser, one row). */
    async saveSubscription(userId: number, subscription: { endpoint: string; p256dh: string; auth: string }, at: string): Promise<void> {
      await db
        .insertInto('push_subscriptions')
        .values({ user_id: userId, ...subscription, created_at: at })
        .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: subscription.p256dh, auth: subscription.auth }))
        .execute();
    },

    async deleteSubscription(userId: number, endpoint: string): Promise<boolean> {
      const result = await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The push service said the subscription is gone (404/410). */
    deleteSubscriptionById: (id: number) => db.deleteFrom('push_subscriptions').where('id', '=', id).execute(),

    subscriptionsOf: (userId: number) => db.selectFrom('push_subscriptions').select(['id', 'endpoint', 'p256dh', 'auth']).where('user_id', '=', userId).orderBy('id').execute(),

    // Who gets what

    /** The teams (participants) and schools (groups) that play in an event, and its channel, name and visibility. */
    async eventWithTeams(eventId: number) {
      const event = await db.selectFrom('events').select(['id', 'channel_id', 'name', 'visibility', 'event_utc_ts', 'participant_id', 'home_participant_id', 'away_participant_id']).where('id', '=', eventId).executeTakeFirst();
      if (!event) return null;
      const listed = await db
        .selectFrom('event_participants as ep')
        .innerJoin('participants as p', 'p.id', 'ep.participant_id')
        .select(['p.id', 'p.participant_group_id'])
        .where('ep.event_id', '=', eventId)
        .execute();
      const direct = [event.participant_id, event.home_participant_id, event.away_participant_id].filter((id): id is number => id !== null);
      const participants = [...new Set([...listed.map((row) => row.id), ...direct])];
      const groups = [...new Set(listed.map((row) => row.participant_group_id).filter((id): id is number => id !== null))];
      return { ...event, participants, groups };
    },

    /** Viewers of the channel who follow one of these teams or schools and opted in to `kind` by push or email. */
    followers(channelId: number, participants: number[], groups: number[], kind: NotificationKind) {
      if (participants.length === 0 && groups.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('notification_preferences as np')
        .innerJoin('users as u', 'u.id', 'np.user_id')
        .select(['u.id as user_id', 'np.quiet_start', 'np.quiet_end', 'np.time_zone'])
        .where('u.channel_id', '=', channelId)
        .where((eb) => eb.or([eb(`np.${kind}_push`, '=', 1), eb(`np.${kind}_email`, '=', 1)]))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('favorites as f')
              .select('f.id')
              .whereRef('f.user_id', '=', 'u.id')
              .where((inner) =>
                inner.or([
                  ...(participants.length > 0 ? [inner.and([inner('f.favoritable_type', '=', 'participant'), inner('f.favoritable_id', 'in', participants)])] : []),
                  ...(groups.length > 0 ? [inner.and([inner('f.favoritable_type', '=', 'group'), inner('f.favoritable_id', 'in', groups)])] : []),
                ]),
              ),
          ),
        )
        .orderBy('u.id')
        .execute();
    },

    /** Viewers who opted in to `kind`, with their zone (the chore of games tomorrow). */
    optedIn: (kind: NotificationKind) =>
      db
        .selectFrom('notification_preferences as np')
        .innerJoin('users as u', 'u.id', 'np.user_id')
        .select(['u.id as user_id', 'u.channel_id', 'np.quiet_start', 'np.quiet_end', 'np.time_zone'])
        .where((eb) => eb.or([eb(`np.${kind}_push`, '=', 1), eb(`np.${kind}_email`, '=', 1)]))
        .orderBy('u.id')
        .execute(),

    /** Public events of a channel starting in [from, to) that one of the viewer's favourite teams or schools plays in. */
    followedEventsBetween(channelId: number, userId: number, from: string, to: string) {
      const favourite = (type: 'participant' | 'group') => db.selectFrom('favorites').select('favoritable_id').where('user_id', '=', userId).where('favoritable_type', '=', type);
      return db
        .selectFrom('events as e')
        .select('e.id')
        .where('e.channel_id', '=', channelId)
        .where('e.visibility', '=', 'public')
        .where('e.event_utc_ts', '>=', from)
        .where('e.event_utc_ts', '<', to)
        .where((eb) =>
          eb.or([
            eb('e.participant_id', 'in', favourite('participant')),
            eb('e.home_participant_id', 'in', favourite('participant')),
            eb('e.away_participant_id', 'in', favourite('participant')),
            eb.exists(
              eb
                .selectFrom('event_participants as ep')
                .innerJoin('participants as p', 'p.id', 'ep.participant_id')
                .select('ep.event_id')
                .whereRef('ep.event_id', '=', 'e.id')
                .where((inner) => inner.or([inner('p.id', 'in', favourite('participant')), inner('p.participant_group_id', 'in', favourite('group'))])),
            ),
          ]),
        )
        .orderBy('e.id')
        .execute();
    },

    /** Events that went live in [from, to]: by the clock (no override) or started by an operator's simulated feed. */
    wentLiveBetween(from: string, to: string) {
      return db
        .selectFrom('events as e')
        .leftJoin('live_feeds as lf', 'lf.event_id', 'e.id')
        .select('e.id')
        .where('e.visibility', '=', 'public')
        .where((eb) =>
          eb.or([
            eb.and([eb('e.stream_status', 'is', null), eb('e.event_utc_ts', '>=', from), eb('e.event_utc_ts', '<=', to), eb('e.end_utc_ts', '>', to)]),
            eb.and([eb('lf.started_at', '>=', from), eb('lf.started_at', '<=', to), eb('lf.stopped_at', 'is', null)]),
          ]),
        )
        .orderBy('e.id')
        .execute();
    },

    findClip: (clipId: number) =>
      db
        .selectFrom('clips as c')
        .innerJoin('events as e', 'e.id', 'c.event_id')
        .select(['c.id', 'c.user_id', 'c.name', 'c.status', 'e.name as event_name'])
        .where('c.id', '=', clipId)
        .executeTakeFirst(),

    findEvent: (eventId: number) => db.selectFrom('events').select(['id', 'name', 'event_utc_ts']).where('id', '=', eventId).executeTakeFirst(),

    // Deliveries: one per (viewer, kind, subject)

    deliveryExists: async (userId: number, kind: NotificationKind, subjectId: number) =>
      (await db.selectFrom('notification_deliveries').select('id').where('user_id', '=', userId).where('kind', '=', kind).where('subject_id', '=', subjectId).executeTakeFirst()) !== undefined,

    /** The new delivery's id; null when there already was one (made meanwhile by another instance or trigger). */
    async createDelivery(row: { user_id: number; kind: NotificationKind; subject_id: number; status: 'pending' | 'skipped'; send_at: string }, at: string): Promise<number | null> {
      const created = await db
        .insertInto('notification_deliveries')
        .values({ ...row, created_at: at, updated_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'subject_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return created?.id ?? null;
    },

    findDelivery: (id: number) => db.selectFrom('notification_deliveries').selectAll().where('id', '=', id).executeTakeFirst(),

    markPushSent: (id: number, at: string) => db.updateTable('notification_deliveries').set({ push_sent: 1, updated_at: at }).where('id', '=', id).execute(),

    setOutbox: (id: number, outboxId: number, at: string) => db.updateTable('notification_deliveries').set({ outbox_id: outboxId, updated_at: at }).where('id', '=', id).execute(),

    finishDelivery: (id: number, status: 'sent' | 'skipped' | 'failed', at: string) => db.updateTable('notification_deliveries').set({ status, updated_at: at }).where('id', '=', id).execute(),

    deliveriesOf: (userId: number) => db.selectFrom('notification_deliveries').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

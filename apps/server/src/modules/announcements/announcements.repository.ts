import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { AnnouncementDeliveriesTable, AnnouncementsTable } from '../../db/announcements-schema';
import type { Database } from '../../db/schema';

export type AnnouncementRow = Selectable<AnnouncementsTable> & { segment_name: string | null };
export type DeliveryStatus = AnnouncementDeliveriesTable['status'];

/** Who a segment reaches: `segment_id` is the pass or the team (participant) for 'pass' and 'team'. */
export interface Audience {
  channelId: number;
  segment: AnnouncementsTable['segment'];
  segmentId: number | null;
  /** Orders count at this instant (paid, active, period not over: spec §4). */
  now: string;
}

export interface AnnouncementDraft {
  subject: string;
  body: string;
  segment: AnnouncementsTable['segment'];
  segment_id: number | null;
}

type Users = ExpressionBuilder<Database, 'users'>;

/** An order of the user that counts now (spec §4), narrowed by `narrow`. */
function countingOrder(eb: Users, audience: Audience, narrow: { type?: string; passId?: number }) {
  let orders = eb
    .selectFrom('orders as o')
    .select('o.id')
    .whereRef('o.user_id', '=', 'users.id')
    .where('o.channel_id', '=', audience.channelId)
    .where('o.status', '=', 'paid')
    .where('o.activity_status', '=', 'active')
    .where((inner) => inner.or([inner('o.period_end', 'is', null), inner('o.period_end', '>', audience.now)]));
  if (narrow.type) orders = orders.where('o.type', '=', narrow.type);
  if (narrow.passId !== undefined) orders = orders.where('o.pass_id', '=', narrow.passId);
  return eb.exists(orders);
}

/** Opted-in customers of the channel in the segment; someone who never opted in or unsubscribed is never among them. */
function inAudience(eb: Users, audience: Audience) {
  const base = [eb('users.channel_id', '=', audience.channelId), eb('users.mailing_opt_in', '=', 1)];
  switch (audience.segment) {
    case 'all':
      return eb.and(base);
    case 'subscribers':
      return eb.and([...base, countingOrder(eb, audience, { type: 'subscription' })]);
    case 'pass':
      return eb.and([...base, countingOrder(eb, audience, { passId: audience.segmentId ?? 0 })]);
    case 'team':
      return eb.and([
        ...base,
        eb.exists(
          eb
            .selectFrom('favorites as f')
            .select('f.id')
            .whereRef('f.user_id', '=', 'users.id')
            .where('f.channel_id', '=', audience.channelId)
            .where('f.favoritable_type', '=', 'participant')
            .where('f.favoritable_id', '=', audience.segmentId ?? 0),
        ),
      ]);
  }
}

export function createAnnouncementsRepository(db: Kysely<Database>) {
  const withSegmentName = () =>
    db
      .selectFrom('announcements as a')
      .leftJoin('passes as p', (join) => join.onRef('p.id', '=', 'a.segment_id').on('a.segment', '=', 'pass').onRef('p.channel_id', '=', 'a.channel_id'))
      .leftJoin('participants as t', (join) => join.onRef('t.id', '=', 'a.segment_id').on('a.segment', '=', 'team').onRef('t.channel_id', '=', 'a.channel_id'))
      .selectAll('a')
      .select((eb) => eb.fn.coalesce('p.name', 't.name').as('segment_name'));

  return {
    list: (channelId: number, limit: number): Promise<AnnouncementRow[]> =>
      withSegmentName().where('a.channel_id', '=', channelId).orderBy('a.id', 'desc').limit(limit).execute(),

    find: (channelId: number, id: number): Promise<AnnouncementRow | undefined> =>
      withSegmentName().where('a.channel_id', '=', channelId).where('a.id', '=', id).executeTakeFirst(),

    findById: (id: number) => db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst(),

    async insert(channelId: number, draft: AnnouncementDraft, createdBy: string, at: string): Promise<number> {
      const { id } = await db
        .insertInto('announcements')
        .values({ channel_id: channelId, ...draft, status: 'draft', link_origin: null, created_by: createdBy, created_at: at, updated_at: at, sent_at: null, finished_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Only a draft changes; false when it is no longer one. */
    async updateDraft(channelId: number, id: number, draft: AnnouncementDraft, at: string): Promise<boolean> {
      const [result] = await db.updateTable('announcements').set({ ...draft, updated_at: at }).where('channel_id', '=', channelId).where('id', '=', id).where('status', '=', 'draft').execute();
      return Number(result?.numUpdatedRows ?? 0) > 0;
    },

    async deleteDraft(channelId: number, id: number): Promise<boolean> {
      const [result] = await db.deleteFrom('announcements').where('channel_id', '=', channelId).where('id', '=', id).where('status', '=', 'draft').execute();
      return Number(result?.numDeletedRows ?? 0) > 0;
    },

    /** Whether a pass or team of the channel exists, for a segment naming one. */
    async segmentTargetExists(channelId: number, segment: 'pass' | 'team', id: number): Promise<boolean> {
      const table = segment === 'pass' ? 'passes' : 'participants';
      return (await db.selectFrom(table).select('id').where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async countAudience(audience: Audience): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where((eb) => inAudience(eb, audience))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Every pass of the channel with its opted-in holders now. */
    passAudiences: (channelId: number, now: string) =>
      db
        .selectFrom('passes as p')
        .select((eb) => [
          'p.id',
          'p.name',
          eb
            .selectFrom('users')
            .select((inner) => inner.fn.countAll<number | string>().as('n'))
            .where((inner) => inAudience(inner, { channelId, segment: 'all', segmentId: null, now }).and(inner.exists(inner.selectFrom('orders as o2').select('o2.id').whereRef('o2.user_id', '=', 'users.id').whereRef('o2.pass_id', '=', 'p.id').where('o2.status', '=', 'paid').where('o2.activity_status', '=', 'active').where((x) => x.or([x('o2.period_end', 'is', null), x('o2.period_end', '>', now)])))))
            .as('count'),
        ])
        .where('p.channel_id', '=', channelId)
        .orderBy('p.name')
        .orderBy('p.id')
        .execute(),

    /** Every team of the channel with its opted-in fans (favourites of type participant). */
    teamAudiences: (channelId: number) =>
      db
        .selectFrom('participants as t')
        .select((eb) => [
          't.id',
          't.name',
          eb
            .selectFrom('favorites as f')
            .innerJoin('users', 'users.id', 'f.user_id')
            .select((inner) => inner.fn.countAll<number | string>().as('n'))
            .whereRef('f.favoritable_id', '=', 't.id')
            .where('f.favoritable_type', '=', 'participant')
            .where('f.channel_id', '=', channelId)
            .where('users.channel_id', '=', channelId)
            .where('users.mailing_opt_in', '=', 1)
            .as('count'),
        ])
        .where('t.channel_id', '=', channelId)
        .orderBy('t.name')
        .orderBy('t.id')
        .execute(),

    /**
     * Starts sending a draft: the state moves to 'sending' and the segment's opted-in members now become its
     * recipients, in one transaction. Null when the announcement is no longer a draft (sent twice at once).
     */
    async startSending(id: number, audience: Audience, linkOrigin: string, at: string): Promise<number | null> {
      return db.transaction().execute(async (trx) => {
        const [moved] = await trx
          .updateTable('announcements')
          .set({ status: 'sending', link_origin: linkOrigin, sent_at: at, updated_at: at })
          .where('id', '=', id)
          .where('channel_id', '=', audience.channelId)
          .where('status', '=', 'draft')
          .execute();
        if (Number(moved?.numUpdatedRows ?? 0) === 0) return null;
        await trx
          .insertInto('announcement_deliveries')
          .columns(['announcement_id', 'user_id', 'status', 'updated_at'])
          .expression((eb) =>
            eb
              .selectFrom('users')
              .select((inner) => [inner.val(id).as('announcement_id'), 'users.id', inner.val('pending').as('status'), inner.val(at).as('updated_at')])
              .where((inner) => inAudience(inner, audience)),
          )
          .execute();
        const row = await trx
          .selectFrom('announcement_deliveries')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('announcement_id', '=', id)
          .executeTakeFirstOrThrow();
        const recipients = Number(row.n);
        await trx.updateTable('announcements').set({ recipients }).where('id', '=', id).execute();
        return recipients;
      });
    },

    /** The next recipients still to mail, oldest first, with what their mail needs. */
    pending: (announcementId: number, limit: number) =>
      db
        .selectFrom('announcement_deliveries as d')
        .innerJoin('users as u', 'u.id', 'd.user_id')
        .select(['d.id', 'd.user_id', 'u.channel_id', 'u.email', 'u.language', 'u.mailing_opt_in'])
        .where('d.announcement_id', '=', announcementId)
        .where('d.status', '=', 'pending')
        .orderBy('d.id')
        .limit(limit)
        .execute(),

    /** Takes a pending delivery for this run; false when another run already took it. */
    async claim(deliveryId: number, at: string): Promise<boolean> {
      const [result] = await db.updateTable('announcement_deliveries').set({ status: 'sending', updated_at: at }).where('id', '=', deliveryId).where('status', '=', 'pending').execute();
      return Number(result?.numUpdatedRows ?? 0) > 0;
    },

    finish: (deliveryId: number, status: Exclude<DeliveryStatus, 'pending' | 'sending'>, at: string, details: { outboxId?: number; error?: string } = {}) =>
      db
        .updateTable('announcement_deliveries')
        .set({ status, updated_at: at, outbox_id: details.outboxId ?? null, error: details.error?.slice(0, 1_000) ?? null })
        .where('id', '=', deliveryId)
        .execute(),

    /**
     * Deliveries a run took and never finished (its process died between claiming and recording): whether the mail
     * went out is unknown, so they count as failed rather than risk mailing someone twice.
     */
    abandonInterrupted: (announcementId: number, at: string) =>
      db
        .updateTable('announcement_deliveries')
        .set({ status: 'failed', error: 'interrupted before its outcome was recorded', updated_at: at })
        .where('announcement_id', '=', announcementId)
        .where('status', '=', 'sending')
        .execute(),

    /** Recomputes the counts from the deliveries; returns them with how many are still pending. */
    async tally(announcementId: number, at: string) {
      const rows = await db
        .selectFrom('announcement_deliveries')
        .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
        .where('announcement_id', '=', announcementId)
        .groupBy('status')
        .execute();
      const count = (status: DeliveryStatus) => Number(rows.find((row) => row.status === status)?.n ?? 0);
      const counts = { sent_count: count('sent'), failed_count: count('failed'), skipped_count: count('skipped') };
      await db.updateTable('announcements').set({ ...counts, updated_at: at }).where('id', '=', announcementId).execute();
      return { ...counts, pending: count('pending') + count('sending') };
    },

    finishSending: (announcementId: number, status: 'sent' | 'failed', at: string) =>
      db.updateTable('announcements').set({ status, finished_at: at, updated_at: at }).where('id', '=', announcementId).where('status', '=', 'sending').execute(),

    /** The user an unsubscribe token names. */
    findUser: (userId: number) => db.selectFrom('users').select(['id', 'channel_id', 'email', 'mailing_opt_in']).where('id', '=', userId).executeTakeFirst(),

    /** Turns the user's mailing opt-in off; unsubscribing twice changes nothing more. */
    optOut: (userId: number, at: string) => db.updateTable('users').set({ mailing_opt_in: 0, updated_at: at }).where('id', '=', userId).where('mailing_opt_in', '=', 1).execute(),
  };
}
export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;

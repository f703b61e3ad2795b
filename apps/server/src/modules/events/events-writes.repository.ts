import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The event columns an operator sets; the rest (participants, geo rule, price) ride along when given. */
export interface EventColumns {
  name: string;
  description: string | null;
  event_utc_ts: string;
  end_utc_ts: string;
  time_zone: string;
  pricing_type: string;
  event_category_id: number | null;
  location_id: number | null;
  participant_group_id: number | null;
  division: string | null;
  group_name: string | null;
  gender: string | null;
  visibility: string;
  /** 1: only subscriptions open it (a passes-only event). */
  subscription_only?: number;
}

export interface EventExtras {
  /** Away and home; undefined leaves them as they are. */
  participants?: Array<{ id: number; role: 'away' | 'home' }>;
  /** null removes the event's own rule; undefined leaves it. */
  geoRule?: { mode: string; countries: string[] } | null;
  /** The single-event package's price in minor units; null removes the package when nobody bought it; undefined leaves it. */
  price?: { amount: number | null; currency: string };
  media?: Array<{ kind: number; url: string }>;
}

export type CatalogueTable = 'event_categories' | 'event_locations' | 'participant_groups' | 'participants';

type Tx = Transaction<Database>;

async function writeParticipants(tx: Tx, eventId: number, participants: NonNullable<EventExtras['participants']>) {
  await tx.deleteFrom('event_participants').where('event_id', '=', eventId).execute();
  if (participants.length > 0) {
    await tx
      .insertInto('event_participants')
      .values(participants.map((p) => ({ event_id: eventId, participant_id: p.id, role: p.role, position: p.role === 'away' ? 0 : 1 })))
      .execute();
  }
  const away = participants.find((p) => p.role === 'away')?.id ?? null;
  const home = participants.find((p) => p.role === 'home')?.id ?? null;
  await tx.updateTable('events').set({ away_participant_id: away, home_participant_id: home, participant_id: home ?? away }).where('id', '=', eventId).execute();
}

async function writeGeoRule(tx: Tx, channelId: number, eventId: number, rule: EventExtras['geoRule']) {
  await tx.deleteFrom('geo_rules').where('event_id', '=', eventId).execute();
  if (rule) await tx.insertInto('geo_rules').values({ channel_id: channelId, event_id: eventId, mode: rule.mode, countries: JSON.stringify(rule.countries) }).execute();
}

async function writePrice(tx: Tx, channelId: number, eventId: number, name: string, price: NonNullable<EventExtras['price']>) {
  const pass = await tx.selectFrom('passes').select('id').where('event_id', '=', eventId).executeTakeFirst();
  if (price.amount === null) {
    if (!pass) return;
    const sold = await tx.selectFrom('orders').select('id').where('pass_id', '=', pass.id).executeTakeFirst();
    // Bought packages stay, for the buyers' orders and receipts, but are no longer sold.
    if (sold) await tx.updateTable('passes').set({ visibility: 'hidden' }).where('id', '=', pass.id).execute();
    else await tx.deleteFrom('passes').where('id', '=', pass.id).execute();
    return;
  }
  if (pass) {
    await tx.updateTable('passes').set({ price: price.amount, name, visibility: 'public' }).where('id', '=', pass.id).execute();
    return;
  }
  await tx
    .insertInto('passes')
    .values({
      channel_id: channelId,
      type: 'event',
      pass_type: 'regular',
      name,
      price: price.amount,
      base_price: null,
      service_fee: 0,
      currency: price.currency,
      image: null,
      period: null,
      offer: null,
      trial_period: null,
      is_team_pass: 0,
      weight: 0,
      event_id: eventId,
      capabilities: JSON.stringify(['watch', 'vod_media']),
    })
    .execute();
}

export async function writeExtras(tx: Tx, channelId: number, eventId: number, name: string, extras: EventExtras, at: string) {
  if (extras.participants !== undefined) await writeParticipants(tx, eventId, extras.participants);
  if (extras.geoRule !== undefined) await writeGeoRule(tx, channelId, eventId, extras.geoRule);
  if (extras.price !== undefined) await writePrice(tx, channelId, eventId, name, extras.price);
  if (extras.media && extras.media.length > 0) {
    await tx
      .insertInto('event_media')
      .values(extras.media.map((item) => ({ event_id: eventId, kind: item.kind, url: item.url, created_at: at })))
      .execute();
  }
}

/** The console's writes to events; part of the events repository (spread into it). */
export function eventWrites(db: Kysely<Database>) {
  return {
    /** Which of these ids are rows of the channel in that table. */
    async ownedIds(channelId: number, table: CatalogueTable, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom(table).select('id').where('channel_id', '=', channelId).where('id', 'in', ids).execute();
      return new Set(rows.map((row) => row.id));
    },

    insertEvent: (channelId: number, columns: EventColumns, extras: EventExtras, at: string) =>
      db.transaction().execute(async (tx) => {
        const { id } = await tx
          .insertInto('events')
          .values({ channel_id: channelId, ...columns, stream_status: null, created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeExtras(tx, channelId, id, columns.name, extras, at);
        return id;
      }),

    updateEvent: (channelId: number, id: number, columns: Partial<EventColumns>, extras: EventExtras, at: string) =>
      db.transaction().execute(async (tx) => {
        const row = await tx.updateTable('events').set({ ...columns, updated_at: at }).where('channel_id', '=', channelId).where('id', '=', id).returning('name').executeTakeFirst();
        if (!row) return false;
        await writeExtras(tx, channelId, id, row.name, extras, at);
        return true;
      }),

    /** Several events' changes in one transaction: all of them, or none. */
    updateEvents: (channelId: number, updates: Array<{ id: number; columns: Partial<EventColumns>; extras: EventExtras }>, at: string) =>
      db.transaction().execute(async (tx) => {
        for (const { id, columns, extras } of updates) {
          const row = await tx.updateTable('events').set({ ...columns, updated_at: at }).where('channel_id', '=', channelId).where('id', '=', id).returning('name').executeTakeFirst();
          if (row) await writeExtras(tx, channelId, id, row.name, extras, at);
        }
      }),

    /** Orders that bought each event (alone or through its single-event package). */
    async ordersCount(eventIds: number[]): Promise<Map<number, number>> {
      const counts = new Map<number, number>();
      if (eventIds.length === 0) return counts;
      const rows = await db
        .selectFrom('orders as o')
        .leftJoin('passes as p', 'p.id', 'o.pass_id')
        .select((eb) => [eb.fn.coalesce('o.event_id', 'p.event_id').as('event_id'), sql<number | string>`count(*)`.as('total')])
        .where((eb) => eb.or([eb('o.event_id', 'in', eventIds), eb('p.event_id', 'in', eventIds)]))
        .groupBy((eb) => eb.fn.coalesce('o.event_id', 'p.event_id'))
        .execute();
      for (const row of rows) if (row.event_id !== null) counts.set(Number(row.event_id), Number(row.total));
      return counts;
    },

    deleteEvents: async (channelId: number, ids: number[]): Promise<number> => {
      if (ids.length === 0) return 0;
      const result = await db.deleteFrom('events').where('channel_id', '=', channelId).where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Ids of the channel's events among these. */
    async existingEvents(channelId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      return (await db.selectFrom('events').select('id').where('channel_id', '=', channelId).where('id', 'in', ids).execute()).map((row) => row.id);
    },

    setVisibility: async (channelId: number, ids: number[], visibility: string, at: string): Promise<void> => {
      if (ids.length === 0) return;
      await db.updateTable('events').set({ visibility, updated_at: at }).where('channel_id', '=', channelId).where('id', 'in', ids).execute();
    },

    addMedia: async (eventId: number, items: Array<{ kind: number; url: string }>, at: string) => {
      await db.transaction().execute(async (tx) => {
        for (const item of items) {
          // One item per playback kind: attaching a replay replaces the previous one.
          if (item.kind === 2 || item.kind === 3) await tx.deleteFrom('event_media').where('event_id', '=', eventId).where('kind', '=', item.kind).execute();
          await tx.insertInto('event_media').values({ event_id: eventId, kind: item.kind, url: item.url, created_at: at }).execute();
        }
      });
    },

    setLiveSlate: async (eventId: number, url: string | null, at: string): Promise<void> => {
      await db.updateTable('events').set({ live_slate: url, updated_at: at }).where('id', '=', eventId).execute();
    },

    removeMedia: async (eventId: number, ids: number[]): Promise<void> => {
      if (ids.length === 0) return;
      await db.deleteFrom('event_media').where('event_id', '=', eventId).where('id', 'in', ids).execute();
    },

    /** The zone the console shows the channel's times in. */
    channelTimeZone: async (channelId: number): Promise<string | null> =>
      (await db.selectFrom('channels').select('time_zone').where('id', '=', channelId).executeTakeFirst())?.time_zone ?? null,

    /** Every playback URL the channel's events use (their feeds, replays and slates), with how many events use each. */
    mediaUsage: (channelId: number) =>
      db
        .selectFrom(
          db
            .selectFrom('event_media as m')
            .innerJoin('events as e', 'e.id', 'm.event_id')
            .select(['m.url', 'm.event_id'])
            .where('e.channel_id', '=', channelId)
            .where('m.kind', 'in', [2, 3])
            .unionAll(db.selectFrom('events').select(['live_slate as url', 'id as event_id']).where('channel_id', '=', channelId).where('live_slate', 'is not', null).$narrowType<{ url: string }>())
            .as('u'),
        )
        .select(['u.url', sql<number | string>`count(distinct u.event_id)`.as('events')])
        .groupBy('u.url')
        .execute(),
  };
}

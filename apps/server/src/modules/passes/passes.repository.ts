import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import type { Database, PassesTable } from '../../db/schema';

export type PassRow = Selectable<PassesTable>;

/** Who a pass covers and how it relates to other passes, by pass id. */
export interface PassLinks {
  categories: Map<number, number[]>;
  participants: Map<number, number[]>;
  /** Base pass → its additions. */
  extras: Map<number, number[]>;
  /** Addition → the passes it extends. */
  extends: Map<number, number[]>;
}

function push(map: Map<number, number[]>, key: number, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The only SQL about the pass catalogue. */
export function createPassesRepository(db: Kysely<Database>) {
  return {
    list: (channelId: number) => db.selectFrom('passes').selectAll().where('channel_id', '=', channelId).orderBy('weight', 'desc').orderBy('id').execute(),

    find: (channelId: number, id: number) => db.selectFrom('passes').selectAll().where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst(),

    /** Every link of the given passes in one query. */
    async links(passIds: readonly number[]): Promise<PassLinks> {
      const result: PassLinks = { categories: new Map(), participants: new Map(), extras: new Map(), extends: new Map() };
      if (passIds.length === 0) return result;
      const ids = [...passIds];
      const rows = await db
        .selectFrom('pass_categories')
        .select([sql<string>`'category'`.as('kind'), 'pass_id as a', 'event_category_id as b'])
        .where('pass_id', 'in', ids)
        .unionAll(db.selectFrom('pass_participants').select([sql<string>`'participant'`.as('kind'), 'pass_id as a', 'participant_id as b']).where('pass_id', 'in', ids))
        .unionAll(
          db
            .selectFrom('pass_extras')
            .select([sql<string>`'extra'`.as('kind'), 'pass_id as a', 'extra_pass_id as b'])
            .where((eb) => eb.or([eb('pass_id', 'in', ids), eb('extra_pass_id', 'in', ids)])),
        )
        .execute();
      for (const row of rows.sort((x, y) => x.a - y.a || x.b - y.b)) {
        if (row.kind === 'category') push(result.categories, row.a, row.b);
        else if (row.kind === 'participant') push(result.participants, row.a, row.b);
        else {
          push(result.extras, row.a, row.b);
          push(result.extends, row.b, row.a);
        }
      }
      return result;
    },

    /** Category and participants of the events single-event packages sell. */
    async eventFacts(eventIds: readonly number[]) {
      if (eventIds.length === 0) return [];
      return db
        .selectFrom('events as e')
        .leftJoin('event_participants as ep', 'ep.event_id', 'e.id')
        .select(['e.id', 'e.event_category_id', 'e.subscription_only', 'ep.participant_id'])
        .where('e.id', 'in', [...eventIds])
        .execute();
    },

    /** What one payment of a pass buys: the period unit and how many of them (read inside the payment's transaction). */
    billingPeriod: async (passId: number, executor: Kysely<Database> | Transaction<Database> = db): Promise<{ period: string | null; period_count: number }> =>
      (await executor.selectFrom('passes').select(['period', 'period_count']).where('id', '=', passId).executeTakeFirst()) ?? { period: null, period_count: 1 },

    categoryTree: (channelId: number) => db.selectFrom('event_categories').select(['id', 'parent_id']).where('channel_id', '=', channelId).execute(),
  };
}
export type PassesRepository = ReturnType<typeof createPassesRepository>;

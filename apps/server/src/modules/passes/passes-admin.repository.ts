import { type Insertable, type Kysely, type Transaction, type Updateable, sql } from 'kysely';
import type { Database, PassesTable } from '../../db/schema';

export type PassColumns = Omit<Insertable<PassesTable>, 'id' | 'channel_id'>;
export interface PassLinkLists {
  event_categories?: number[];
  participants?: number[];
  /** Additions offered with this pass. */
  extra_passes?: number[];
  /** For an addition: the passes it extends. */
  extends?: number[];
}

/** Orders that still renew: paid, active and with renewal on. */
const RENEWING = { status: 'paid', activity_status: 'active', renewal_state: 'active' } as const;

async function writeLinks(tx: Transaction<Database>, passId: number, links: PassLinkLists): Promise<void> {
  if (links.event_categories !== undefined) {
    await tx.deleteFrom('pass_categories').where('pass_id', '=', passId).execute();
    if (links.event_categories.length > 0) await tx.insertInto('pass_categories').values(links.event_categories.map((id) => ({ pass_id: passId, event_category_id: id }))).execute();
  }
  if (links.participants !== undefined) {
    await tx.deleteFrom('pass_participants').where('pass_id', '=', passId).execute();
    if (links.participants.length > 0) await tx.insertInto('pass_participants').values(links.participants.map((id) => ({ pass_id: passId, participant_id: id }))).execute();
  }
  if (links.extra_passes !== undefined) {
    await tx.deleteFrom('pass_extras').where('pass_id', '=', passId).execute();
    if (links.extra_passes.length > 0) await tx.insertInto('pass_extras').values(links.extra_passes.map((id) => ({ pass_id: passId, extra_pass_id: id }))).execute();
  }
  if (links.extends !== undefined) {
    await tx.deleteFrom('pass_extras').where('extra_pass_id', '=', passId).execute();
    if (links.extends.length > 0) await tx.insertInto('pass_extras').values(links.extends.map((id) => ({ pass_id: id, extra_pass_id: passId }))).execute();
  }
}

/** The console's SQL about passes, their orders and replay pricing rules. */
export function createPassesAdminRepository(db: Kysely<Database>) {
  return {
    /** Orders per pass, and those that still renew. */
    async orderCounts(passIds: readonly number[]): Promise<Map<number, { orders: number; renewing: number }>> {
      const result = new Map<number, { orders: number; renewing: number }>();
      if (passIds.length === 0) return result;
      const rows = await db
        .selectFrom('orders')
        .select((eb) => [
          'pass_id',
          eb.fn.countAll<string | number>().as('orders'),
          eb.fn
            .sum<string | number | null>(
              eb
                .case()
                .when(eb.and([eb('status', '=', RENEWING.status), eb('activity_status', '=', RENEWING.activity_status), eb('renewal_state', '=', RENEWING.renewal_state)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('renewing'),
        ])
        .where('pass_id', 'in', [...passIds])
        .groupBy('pass_id')
        .execute();
      for (const row of rows) result.set(row.pass_id, { orders: Number(row.orders), renewing: Number(row.renewing ?? 0) });
      return result;
    },

    async insert(channelId: number, columns: PassColumns, links: PassLinkLists): Promise<number> {
      return db.transaction().execute(async (tx) => {
        const top = await tx.selectFrom('passes').select((eb) => eb.fn.max<number | null>('weight').as('top')).where('channel_id', '=', channelId).executeTakeFirst();
        const { id } = await tx
          .insertInto('passes')
          .values({ ...columns, weight: columns.weight ?? (top?.top ?? 0) + 1, channel_id: channelId })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeLinks(tx, id, links);
        return id;
      });
    },

    /**
     * Changes a pass; with `renewalAmount`, the renewing subscribers' next charges move too (keeping each
     * order's own discount, never below the fee). Paid amounts never change.
     */
    async update(channelId: number, id: number, columns: Updateable<PassesTable>, links: PassLinkLists, renewal: { price: number; service_fee: number } | null): Promise<number> {
      return db.transaction().execute(async (tx) => {
        if (Object.keys(columns).length > 0) await tx.updateTable('passes').set(columns).where('channel_id', '=', channelId).where('id', '=', id).execute();
        await writeLinks(tx, id, links);
        if (!renewal) return 0;
        const moved = await tx
          .updateTable('orders')
          .set({
            renewal_amount: sql<number>`(case when ${renewal.price} - discount > 0 then ${renewal.price} - discount else 0 end) + ${renewal.service_fee}`,
            updated_at: new Date().toISOString(),
          })
          .where('channel_id', '=', channelId)
          .where('pass_id', '=', id)
          .where('type', '=', 'subscription')
          .where('status', '=', RENEWING.status)
          .where('activity_status', '=', RENEWING.activity_status)
          .where('renewal_state', '=', RENEWING.renewal_state)
          .executeTakeFirst();
        return Number(moved.numUpdatedRows);
      });
    },

    remove: async (channelId: number, id: number) => {
      await db.deleteFrom('passes').where('channel_id', '=', channelId).where('id', '=', id).execute();
    },

    /** Sets weights so the ids come out in this order (weight descending); ids of other channels are untouched. */
    async reorder(channelId: number, ids: readonly number[]): Promise<void> {
      await db.transaction().execute(async (tx) => {
        for (const [index, id] of ids.entries()) {
          await tx.updateTable('passes').set({ weight: ids.length - index }).where('channel_id', '=', channelId).where('id', '=', id).execute();
        }
      });
    },

    /** Which of these ids are rows of the channel's table. */
    async existing(table: 'passes' | 'event_categories' | 'participants' | 'events', channelId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom(table).select('id').where('channel_id', '=', channelId).where('id', 'in', [...ids]).execute();
      return new Set(rows.map((row) => row.id));
    },

    /* ------------------------------------------------------------ pricing rules */

    rules: (channelId: number, filter: { event_id?: number; event_category_id?: number } = {}) => {
      let query = db
        .selectFrom('pricing_rules as r')
        .leftJoin('events as e', 'e.id', 'r.event_id')
        .leftJoin('event_categories as c', 'c.id', 'r.event_category_id')
        .select(['r.id', 'r.event_id', 'r.event_category_id', 'r.steps', 'r.updated_at', 'e.name as event_name', 'c.name as category_name'])
        .where('r.channel_id', '=', channelId);
      if (filter.event_id !== undefined) query = query.where('r.event_id', '=', filter.event_id);
      if (filter.event_category_id !== undefined) query = query.where('r.event_category_id', '=', filter.event_category_id);
      return query.orderBy('r.id').execute();
    },

    insertRule: async (channelId: number, scope: { event_id: number | null; event_category_id: number | null }, steps: string, at: string): Promise<number> =>
      (await db.insertInto('pricing_rules').values({ channel_id: channelId, ...scope, steps, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id,

    updateRule: async (channelId: number, id: number, steps: string, at: string) => {
      await db.updateTable('pricing_rules').set({ steps, updated_at: at }).where('channel_id', '=', channelId).where('id', '=', id).execute();
    },

    removeRule: async (channelId: number, id: number) => {
      await db.deleteFrom('pricing_rules').where('channel_id', '=', channelId).where('id', '=', id).execute();
    },
  };
}
export type PassesAdminRepository = ReturnType<typeof createPassesAdminRepository>;

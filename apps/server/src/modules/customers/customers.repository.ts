import { type Insertable, type Kysely, sql } from 'kysely';
import type { OrdersTable } from '../../db/commerce-schema';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';

export interface CustomerFilter {
  search?: string;
  sortField?: 'id' | 'email' | 'created_at';
  sortDirection?: 'asc' | 'desc';
}

const LIKE_SPECIALS = /[\\%_]/g;
const likePattern = (text: string) => `%${text.toLowerCase().replace(LIKE_SPECIALS, (c) => `\\${c}`)}%`;

/** The console's reads and writes about a channel's viewers (docs/decisions/0056). Every query is scoped to the channel. */
export function createCustomersRepository(db: Kysely<Database>) {
  function filtered(channelId: number, filter: CustomerFilter) {
    let query = db.selectFrom('users as u').where('u.channel_id', '=', channelId);
    const search = filter.search?.trim();
    if (search) {
      const pattern = likePattern(search);
      const number = /^#?\d{1,10}$/.test(search) ? Number(search.replace('#', '')) : null;
      query = query.where((eb) =>
        eb.or([
          eb('u.email_normalized', 'like', sql<string>`${pattern} escape '\\'`),
          eb(sql<string>`lower(u.first_name || ' ' || u.last_name)`, 'like', sql<string>`${pattern} escape '\\'`),
          ...(number !== null && number <= 2_147_483_647 ? [eb('u.id', '=', number)] : []),
        ]),
      );
    }
    return query;
  }

  const rowColumns = (query: ReturnType<typeof filtered>) =>
    query.select((eb) => [
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.email_verified_at',
      'u.created_at',
      eb
        .selectFrom('orders as o')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('o.user_id', '=', 'u.id')
        .where('o.status', '=', 'paid')
        .where('o.activity_status', '=', 'active')
        .as('active_orders'),
      eb.selectFrom('sign_ins as s').select((inner) => inner.fn.max('s.created_at').as('at')).whereRef('s.user_id', '=', 'u.id').as('last_sign_in_at'),
    ]);

  function ordered<Q extends ReturnType<typeof rowColumns>>(query: Q, filter: CustomerFilter): Q {
    const field = filter.sortField ?? 'id';
    const direction = filter.sortDirection ?? (field === 'email' ? 'asc' : 'desc');
    return query.orderBy(`u.${field}`, direction).orderBy('u.id', direction) as Q;
  }

  return {
    async list(channelId: number, filter: CustomerFilter, page: { offset: number; limit: number }) {
      const [rows, total] = await Promise.all([
        ordered(rowColumns(filtered(channelId, filter)), filter).limit(page.limit).offset(page.offset).execute(),
        filtered(channelId, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /**
     * The filtered view in pages of `batch` rows, for a streamed export (never the whole table in memory). Sorted by
     * id (the default), each page starts after the last id read (keyset); other sorts page by offset.
     */
    async *stream(channelId: number, filter: CustomerFilter, batch = 500) {
      const byId = (filter.sortField ?? 'id') === 'id';
      const descending = (filter.sortDirection ?? 'desc') === 'desc';
      let after: number | null = null;
      for (let offset = 0; ; offset += batch) {
        let query = filtered(channelId, filter);
        if (byId && after !== null) query = query.where('u.id', descending ? '<' : '>', after);
        const rows = await ordered(rowColumns(query), filter)
          .limit(batch)
          .offset(byId ? 0 : offset)
          .execute();
        yield* rows;
        if (rows.length < batch) return;
        after = rows[rows.length - 1]!.id;
      }
    },

    find: (channelId: number, id: number) => db.selectFrom('users').selectAll().where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst(),

    socialProviders: async (userId: number) => (await db.selectFrom('social_identities').select('provider').where('user_id', '=', userId).orderBy('provider').execute()).map((row) => row.provider),

    /** Every order of the user on the channel, newest first, with its pass. */
    orders: (channelId: number, userId: number) =>
      db
        .selectFrom('orders as o')
        .innerJoin('passes as p', 'p.id', 'o.pass_id')
        .selectAll('p')
        .select([
          'o.id as order_id',
          'o.type as order_type',
          'o.product_name',
          'o.status',
          'o.activity_status',
          'o.renewal_state',
          'o.total',
          'o.refunded_amount',
          'o.currency as order_currency',
          'o.provider',
          'o.period_end',
          'o.created_at as order_created_at',
          'o.updated_at as order_updated_at',
        ])
        .where('o.channel_id', '=', channelId)
        .where('o.user_id', '=', userId)
        .orderBy('o.id', 'desc')
        .execute(),

    signIns: (userId: number, limit: number, method?: string) => {
      let query = db.selectFrom('sign_ins').select(['created_at', 'method', 'ip', 'country_code', 'user_agent']).where('user_id', '=', userId);
      if (method) query = query.where('method', '=', method);
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },

    lastCountry: async (userId: number) =>
      (await db.selectFrom('sign_ins').select('country_code').where('user_id', '=', userId).where('country_code', 'is not', null).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst())?.country_code ?? null,

    sessions: (userId: number, now: string) =>
      db
        .selectFrom('api_keys')
        .select((eb) => [eb.fn.countAll<number>().as('active'), eb.fn.max('last_used_at').as('last_used_at')])
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .executeTakeFirstOrThrow(),

    paymentCustomer: async (userId: number) => (await db.selectFrom('payment_customers').select(['provider', 'customer_id']).where('user_id', '=', userId).execute()),

    /** Favourites with the name of what they name (a team, school or sport of the channel). */
    favorites: (channelId: number, userId: number) =>
      db
        .selectFrom('favorites as f')
        .leftJoin('participants as p', (join) => join.onRef('p.id', '=', 'f.favoritable_id').on('f.favoritable_type', '=', 'participant'))
        .leftJoin('participant_groups as g', (join) => join.onRef('g.id', '=', 'f.favoritable_id').on('f.favoritable_type', '=', 'group'))
        .leftJoin('event_categories as c', (join) => join.onRef('c.id', '=', 'f.favoritable_id').on('f.favoritable_type', '=', 'category'))
        .select(['f.id', 'f.favoritable_type as type', 'p.name as participant_name', 'g.name as group_name', 'c.name as category_name'])
        .where('f.channel_id', '=', channelId)
        .where('f.user_id', '=', userId)
        .orderBy('f.id')
        .execute(),

    names: async (categoryIds: number[], participantIds: number[]) => {
      const [categories, participants] = await Promise.all([
        categoryIds.length ? db.selectFrom('event_categories').select(['id', 'name']).where('id', 'in', categoryIds).execute() : [],
        participantIds.length ? db.selectFrom('participants').select(['id', 'name']).where('id', 'in', participantIds).execute() : [],
      ]);
      return { categories: new Map(categories.map((row) => [row.id, row.name])), participants: new Map(participants.map((row) => [row.id, row.name])) };
    },

    /**
     * Stores a complimentary order with its 'created' event; 'taken' when the user already has a live order of the
     * item (the one-live-order index decides, as for a purchase). A lapsed subscription of the item is released first.
     */
    async insertComp(order: Insertable<OrdersTable> & { user_id: number; item_key: string; created_at: string }): Promise<number | 'taken'> {
      try {
        return await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('orders')
            .set({ activity_status: 'inactive', renewal_state: 'cancelled', updated_at: order.created_at })
            .where('user_id', '=', order.user_id)
            .where('item_key', '=', order.item_key)
            .where('status', '=', 'paid')
            .where('activity_status', '=', 'active')
            .where('period_end', '<=', order.created_at)
            .execute();
          const { id } = await trx.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
          await trx.insertInto('order_events').values({ order_id: id, kind: 'created', period_start: order.period_start ?? null, period_end: order.period_end ?? null, created_at: order.created_at }).execute();
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    findOrder: (channelId: number, userId: number, orderId: number) =>
      db.selectFrom('orders').selectAll().where('channel_id', '=', channelId).where('user_id', '=', userId).where('id', '=', orderId).executeTakeFirst(),

  };
}
export type CustomersRepository = ReturnType<typeof createCustomersRepository>;

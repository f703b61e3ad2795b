import type { AdminOrdersFilter } from '@ott/contracts/admin-orders';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** How many rows one CSV page reads: the export holds at most this many at a time. */
export const CSV_PAGE_ROWS = 1_000;

const PAID = ['paid', 'refunded'];

/** The start of a day, or of the day after (`to` takes in its whole day). */
const dayBound = (day: string, after: boolean) => {
  const at = new Date(`${day}T00:00:00.000Z`);
  if (after) at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString();
};

type OrdersQuery = SelectQueryBuilder<Database & { o: Database['orders']; u: Database['users'] }, 'o' | 'u', object>;

/** The only SQL of the console's orders table, order page and CSV export. */
export function createOrdersAdminRepository(db: Kysely<Database>) {
  function filtered(channelId: number, filter: AdminOrdersFilter): OrdersQuery {
    let query = db
      .selectFrom('orders as o')
      .leftJoin('users as u', 'u.id', 'o.user_id')
      .where('o.channel_id', '=', channelId) as unknown as OrdersQuery;
    if (filter.status) query = query.where('o.status', '=', filter.status);
    if (filter.type) query = query.where('o.type', '=', filter.type);
    if (filter.pass_id !== undefined) query = query.where('o.pass_id', '=', filter.pass_id);
    if (filter.event_id !== undefined) query = query.where('o.event_id', '=', filter.event_id);
    if (filter.user_id !== undefined) query = query.where('o.user_id', '=', filter.user_id);
    if (filter.from) query = query.where('o.created_at', '>=', dayBound(filter.from, false));
    if (filter.to) query = query.where('o.created_at', '<', dayBound(filter.to, true));
    if (filter.promo_code) query = query.where(sql<string>`upper(o.coupon_code)`, '=', filter.promo_code.toUpperCase());
    if (filter.trk) query = query.where('o.trk', '=', filter.trk);
    const search = filter.search?.trim();
    if (search) {
      const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          ...(/^\d{1,9}$/.test(search) ? [eb('o.id', '=', Number(search))] : []),
          eb('o.provider_payment_id', '=', search),
          eb(sql<string>`u.email_normalized`, 'like', sql<string>`${like} escape '\\'`),
          eb(sql<string>`lower(o.receipt_email)`, 'like', sql<string>`${like} escape '\\'`),
        ]),
      );
    }
    return query;
  }

  const rowColumns = (query: OrdersQuery) =>
    query.select([
      'o.id',
      'o.created_at',
      'o.status',
      'o.activity_status',
      'o.type',
      'o.product_name',
      'o.pass_id',
      'o.event_id',
      'o.user_id',
      'o.total',
      'o.refunded_amount',
      'o.currency',
      'o.coupon_code',
      'o.trk',
      'o.provider',
      'o.provider_payment_id',
      'o.renewal_state',
      sql<string | null>`coalesce(u.email, o.receipt_email)`.as('buyer_email'),
      sql<string | null>`case when u.id is null then null else trim(u.first_name || ' ' || u.last_name) end`.as('buyer_name'),
    ]);

  return {
    /** One page, newest first, and the count and money over every order the filters select. */
    async page(channelId: number, filter: AdminOrdersFilter, page: { offset: number; limit: number }) {
      const rows = await rowColumns(filtered(channelId, filter)).orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').offset(page.offset).limit(page.limit).execute();
      const totals = await filtered(channelId, filter)
        .select((eb) => [
          eb.fn.countAll<string | number>().as('count'),
          sql<string | number | null>`sum(case when o.status in (${sql.join(PAID)}) then o.total else 0 end)`.as('gross'),
          sql<string | number | null>`sum((select coalesce(sum(r.amount), 0) from refunds r where r.order_id = o.id and r.status = 'succeeded'))`.as('refunded'),
        ])
        .executeTakeFirstOrThrow();
      return { rows, totals: { count: Number(totals.count), gross: Number(totals.gross ?? 0), refunded: Number(totals.refunded ?? 0) } };
    },

    /**
     * Every order the filters select, newest first by id (orders are numbered as they are made), read `CSV_PAGE_ROWS` at
     * a time by keyset on the primary key — never the whole result at once — for the streamed CSV.
     */
    async *stream(channelId: number, filter: AdminOrdersFilter) {
      let before: number | null = null;
      for (;;) {
        let query = rowColumns(filtered(channelId, filter));
        if (before !== null) query = query.where('o.id', '<', before);
        const rows = await query.orderBy('o.id', 'desc').limit(CSV_PAGE_ROWS).execute();
        yield* rows;
        if (rows.length < CSV_PAGE_ROWS) return;
        before = rows[rows.length - 1]!.id;
      }
    },

    find: (channelId: number, id: number) =>
      db
        .selectFrom('orders as o')
        .leftJoin('users as u', 'u.id', 'o.user_id')
        .selectAll('o')
        .select([sql<string | null>`coalesce(u.email, o.receipt_email)`.as('buyer_email'), sql<string | null>`case when u.id is null then null else trim(u.first_name || ' ' || u.last_name) end`.as('buyer_name')])
        .where('o.channel_id', '=', channelId)
        .where('o.id', '=', id)
        .executeTakeFirst(),

    async history(orderId: number) {
      const [transactions, events] = await Promise.all([
        db.selectFrom('transactions').select(['id', 'status', 'amount', 'currency', 'provider_ref', 'message', 'created_at']).where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute(),
        db.selectFrom('order_events').select(['kind', 'period_start', 'period_end', 'created_at']).where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute(),
      ]);
      return { transactions, events };
    },

    /** Provider events whose ids name one of these payment or refund ids (the sandbox's do; Stripe's do not). */
    providerEvents(provider: string, ids: string[]) {
      const wanted = ids.filter((id) => id.length >= 8);
      if (wanted.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('processed_provider_events')
        .select(['event_id', 'type', 'processed_at'])
        .where('provider', '=', provider)
        .where((eb) => eb.or(wanted.map((id) => eb('event_id', 'like', `%${id}%`))))
        .orderBy('processed_at')
        .limit(100)
        .execute();
    },
  };
}
export type OrdersAdminRepository = ReturnType<typeof createOrdersAdminRepository>;
export type AdminOrderRowData = Awaited<ReturnType<OrdersAdminRepository['page']>>['rows'][number];
export type AdminOrderFull = NonNullable<Awaited<ReturnType<OrdersAdminRepository['find']>>>;

import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { localDay } from '../../db/local-day';
import type { Database } from '../../db/schema';

/**
 * The channel's days, both ends included; `from`'s midnight and the midnight after `to` in the channel's zone bound the
 * timestamps (ISO text sorts by time).
 */
export interface RevenueRange {
  from: string;
  to: string;
  /** The first instant of `from` and of the day after `to` in the channel's zone, as stored (ISO 8601 UTC). */
  start: string;
  end: string;
}

/** A channel's sales in one currency, counted on its days (its IANA time zone). */
export interface RevenueScope {
  channelId: number;
  currency: string;
  timeZone: string;
}

type Num = number | string | bigint;
export interface MoneyRow {
  orders?: Num;
  gross: Num;
  refunds: Num;
}

const PAID = 'paid';
const REFUNDED = 'refunded';
/** Orders that never took money or access: a subscription counts from its first payment (or its trial). */
const NEVER_STARTED = ['pending', 'failed'];
/** Complimentary grants (provider 'comp', zero total) are access given, not subscriptions sold. */
const COMP = 'comp';

/**
 * The only SQL of the revenue figures: each figure is one query over orders and transactions, computed on request
 * (ADR 0057). Money is the transactions: 'paid' rows (a first payment settles its order's 'created' row, each renewal
 * adds one) and 'refunded' rows (the provider's webhook and the console's refunds both write one per refund). A
 * transaction counts on the channel's day it was made (docs/decisions/0087).
 */
function revenueQueries(db: Kysely<Database>) {
  /**
   * The channel's transactions of the range in its currency, with their order. Read from the transactions' time index
   * outward: SQLite, without statistics, would otherwise start from every order of the channel (a cross join keeps
   * its tables in the order written; PostgreSQL plans it like the inner join it is).
   */
  const moneyOf = ({ channelId, currency }: RevenueScope, { start, end }: RevenueRange) =>
    db
      .selectFrom('transactions as t')
      .crossJoin('orders as o')
      .whereRef('o.id', '=', 't.order_id')
      .where('o.channel_id', '=', channelId)
      .where('t.currency', '=', currency)
      .where('t.status', 'in', [PAID, REFUNDED])
      .where('t.created_at', '>=', start)
      .where('t.created_at', '<', end);

  const sums = (eb: ExpressionBuilder<Database & { t: Database['transactions'] }, 't'>) => [
    eb.fn.sum<Num>(eb.case().when('t.status', '=', PAID).then(eb.ref('t.amount')).else(0).end()).as('gross'),
    eb.fn.sum<Num>(eb.case().when('t.status', '=', REFUNDED).then(eb.ref('t.amount')).else(0).end()).as('refunds'),
  ];

  /**
   * Each order's money in the range (1 in `paid` when it took a payment then), summed again by the caller's grouping: two
   * plain aggregations instead of a count of distinct orders, which PostgreSQL answers by sorting every group.
   */
  const perOrder = (scope: RevenueScope, range: RevenueRange, only: 'coupon_code' | 'trk' | null) => {
    let query = moneyOf(scope, range);
    if (only) query = query.where(`o.${only}`, 'is not', null);
    return db
      .selectFrom(
        query
          .select((eb) => ['t.order_id', eb.fn.max(eb.case().when('t.status', '=', PAID).then(1).else(0).end()).as('paid'), ...sums(eb)])
          .groupBy('t.order_id')
          .as('m'),
      )
      .innerJoin('orders as o', 'o.id', 'm.order_id')
      .select((eb) => [eb.fn.sum<Num>('m.paid').as('orders'), eb.fn.sum<Num>('m.gross').as('gross'), eb.fn.sum<Num>('m.refunds').as('refunds')]);
  };

  const day = (column: string, { timeZone }: RevenueScope) => localDay(db, column, timeZone);

  /** A trial: a subscription started at no charge outside a complimentary grant (the trial order has price and total 0). */
  const trials = (channelId: number) =>
    db
      .selectFrom('orders as o')
      .where('o.channel_id', '=', channelId)
      .where('o.type', '=', 'subscription')
      .where('o.price', '=', 0)
      .where('o.total', '=', 0)
      .where((eb) => eb.or([eb('o.provider', 'is', null), eb('o.provider', '<>', COMP)]));

  return {
    /** Gross and refunds per day. */
    moneyPerDay: (scope: RevenueScope, range: RevenueRange) =>
      moneyOf(scope, range)
        .select((eb) => [day('t.created_at', scope).as('day'), ...sums(eb)])
        .groupBy(day('t.created_at', scope))
        .execute(),

    /** Subscriptions started per day (paid at least once, or a trial). */
    newSubscriptionsPerDay: (scope: RevenueScope, { start, end }: RevenueRange) =>
      db
        .selectFrom('orders')
        .select((eb) => [day('created_at', scope).as('day'), eb.fn.countAll<Num>().as('n')])
        .where('channel_id', '=', scope.channelId)
        .where('type', '=', 'subscription')
        .where('status', 'not in', NEVER_STARTED)
        .where((eb) => eb.or([eb('provider', 'is', null), eb('provider', '<>', COMP)]))
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .groupBy(day('created_at', scope))
        .execute(),

    /**
     * Renewals turned off per day: subscriptions whose renewal state is 'cancelled', on the day the order last changed
     * (cancelling stamps it). A trial started without a card is cancelled from its start and is not counted.
     */
    cancellationsPerDay: (scope: RevenueScope, { start, end }: RevenueRange) =>
      db
        .selectFrom('orders')
        .select((eb) => [day('updated_at', scope).as('day'), eb.fn.countAll<Num>().as('n')])
        .where('channel_id', '=', scope.channelId)
        .where('type', '=', 'subscription')
        .where('renewal_state', '=', 'cancelled')
        .where('status', 'not in', NEVER_STARTED)
        .where((eb) => eb.or([eb('provider', 'is', null), eb('provider', '<>', COMP)]))
        .whereRef('updated_at', '>', 'created_at')
        .where('updated_at', '>=', start)
        .where('updated_at', '<', end)
        .groupBy(day('updated_at', scope))
        .execute(),

    /**
     * Running subscriptions as starts and ends per day, to be summed up: a subscription runs from its order's creation
     * to its current period end (renewals extend the period without a gap); refunded ones and complimentary grants are left out. Days before
     * the range are returned too, as the count at the range's start.
     */
    subscriptionStartsAndEnds: (scope: RevenueScope, { start, end }: RevenueRange) => {
      const running = sql`channel_id = ${scope.channelId} and type = 'subscription' and status = ${PAID} and (provider is null or provider <> ${COMP}) and period_end is not null and created_at < ${end} and period_end >= ${start}`;
      return sql<{ day: string; starts: Num; ends: Num }>`
        select day, sum(starts) as starts, sum(ends) as ends from (
          select ${day('created_at', scope)} as day, 1 as starts, 0 as ends from orders where ${running}
          union all
          select ${day('period_end', scope)} as day, 0 as starts, 1 as ends from orders where ${running} and period_end < ${end}
        ) moves group by day`
        .execute(db)
        .then((result) => result.rows);
    },

    /** Payments of the range by what was bought: the event for single-event purchases, else the pass. */
    byItem: (scope: RevenueScope, range: RevenueRange) =>
      db
        .selectFrom(
          perOrder(scope, range, null)
            .select((eb) => ['o.type', 'o.pass_id', 'o.event_id', eb.fn.max('o.product_name').as('product_name')])
            .groupBy(['o.type', 'o.pass_id', 'o.event_id'])
            .as('g'),
        )
        .leftJoin('events as e', 'e.id', 'g.event_id')
        .select(['g.type', 'g.pass_id', 'g.event_id', 'g.product_name', 'e.name as event_name', 'g.orders', 'g.gross', 'g.refunds'])
        .execute(),

    byPromoCode: (scope: RevenueScope, range: RevenueRange) => perOrder(scope, range, 'coupon_code').select('o.coupon_code as code').groupBy('o.coupon_code').execute() as Promise<Array<MoneyRow & { code: string }>>,

    byTrk: (scope: RevenueScope, range: RevenueRange) => perOrder(scope, range, 'trk').select('o.trk as code').groupBy('o.trk').execute() as Promise<Array<MoneyRow & { code: string }>>,

    /** Trials started in the range, and those of them later charged a renewal (a paid transaction on the trial's order). */
    trialConversion: ({ channelId }: RevenueScope, { start, end }: RevenueRange) =>
      trials(channelId)
        .where('o.created_at', '>=', start)
        .where('o.created_at', '<', end)
        .select((eb) => [
          eb.fn.countAll<Num>().as('started'),
          eb.fn
            .sum<Num>(
              eb
                .case()
                .when(eb.exists(eb.selectFrom('transactions as t').select('t.id').whereRef('t.order_id', '=', 'o.id').where('t.status', '=', PAID).where('t.amount', '>', 0)))
                .then(1)
                .else(0)
                .end(),
            )
            .as('converted'),
        ])
        .executeTakeFirstOrThrow(),
  };
}
export type RevenueQueries = ReturnType<typeof revenueQueries>;

/**
 * The figures of one request are read from one snapshot of the database: run side by side on separate connections, a
 * sale or refund committed between two of the queries would show in the totals and not in a breakdown. PostgreSQL gets a
 * read-only repeatable-read transaction; SQLite's transaction holds its one connection, so no write lands in between.
 */
export function createRevenueRepository(db: Kysely<Database>) {
  return {
    snapshot: <T>(read: (queries: RevenueQueries) => Promise<T>): Promise<T> =>
      db
        .transaction()
        .setIsolationLevel('repeatable read')
        .setAccessMode('read only')
        .execute((trx) => read(revenueQueries(trx))),
  };
}
export type RevenueRepository = ReturnType<typeof createRevenueRepository>;

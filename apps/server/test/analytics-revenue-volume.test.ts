import { type Insertable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersTable, TransactionsTable } from '../src/db/commerce-schema';
import { createRevenueRepository } from '../src/modules/analytics/revenue.repository';
import { createRevenueService } from '../src/modules/analytics/revenue.service';
import { passIdByName } from './commerce-helpers';
import { createTestApp, dialects, type TestApp } from './helper';

/**
 * How many orders the figures are read over. The suite checks that they add up over a few thousand; ADR 0057's times
 * were printed here with REVENUE_VOLUME_ORDERS=100000 (a measurement, not a pass/fail bound).
 */
const ORDERS = Number(process.env.REVENUE_VOLUME_ORDERS ?? 5_000);
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.parse('2025-10-01T00:00:00.000Z');
/** The sales are generated on UTC days, so they are read on a UTC channel's days. */
const ZONE = 'UTC';
const RANGE = { from: '2025-10-01', to: '2026-09-30', time_zone: ZONE };
const BATCH = 1000;

/**
 * A year of generated sales: every 3rd order a monthly subscription renewed once, every 20th refunded in full, every
 * 25th a trial, every 10th with a promo code, every 7th from a campaign. Returns what the figures must add up to.
 */
async function generate(t: TestApp, channelId: number, pkg: number, monthly: number) {
  const expected = { gross: 0, refunds: 0, trials: 0 };
  for (let first = 0; first < ORDERS; first += BATCH) {
    const orders: Array<Insertable<OrdersTable>> = [];
    for (let i = first; i < Math.min(ORDERS, first + BATCH); i += 1) {
      const at = new Date(FIRST_DAY + Math.floor((i / ORDERS) * 365 * DAY_MS)).toISOString();
      const subscription = i % 3 === 0;
      const trial = i % 25 === 0 && subscription;
      const total = trial ? 0 : subscription ? 1299 : 5999;
      orders.push({
        channel_id: channelId,
        user_id: null,
        type: subscription ? 'subscription' : 'package',
        pass_id: subscription ? monthly : pkg,
        product_name: subscription ? 'Monthly All-Access' : 'Team Pass',
        status: i % 20 === 1 ? 'refunded' : 'paid',
        activity_status: 'active',
        renewal_state: subscription ? (i % 9 === 0 ? 'cancelled' : 'active') : null,
        price: total,
        service_fee: 0,
        discount: 0,
        total,
        currency: 'USD',
        coupon_code: i % 10 === 1 ? 'SAVE10' : null,
        trk: i % 7 === 1 ? `campaign-${i % 5}` : null,
        period_start: subscription ? at : null,
        period_end: subscription ? new Date(Date.parse(at) + 60 * DAY_MS).toISOString() : null,
        provider: 'sandbox',
        created_at: at,
        updated_at: subscription && i % 9 === 0 ? new Date(Date.parse(at) + 5 * DAY_MS).toISOString() : at,
      });
    }
    const ids = await t.db.insertInto('orders').values(orders).returning('id').execute();
    const transactions: Array<Insertable<TransactionsTable>> = [];
    ids.forEach(({ id }, index) => {
      const order = orders[index]!;
      const at = order.created_at;
      const later = (days: number) => new Date(Date.parse(at) + days * DAY_MS).toISOString();
      const inRange = (when: string) => when < '2026-10-01';
      const add = (status: string, amount: number, when: string) => {
        transactions.push({ order_id: id, status, amount, currency: 'USD', created_at: when, updated_at: when });
        if (!inRange(when)) return;
        if (status === 'paid') expected.gross += amount;
        if (status === 'refunded') expected.refunds += amount;
      };
      if (order.total === 0) {
        expected.trials += 1;
        if (id % 2 === 0) add('paid', 1299, later(7));
        return;
      }
      add('paid', order.total, at);
      if (order.type === 'subscription') add('paid', order.total, later(30));
      if (order.status === 'refunded') add('refunded', order.total, later(2));
    });
    await t.db.insertInto('transactions').values(transactions).execute();
  }
  return expected;
}

describe.each(dialects)(`revenue figures over ${ORDERS.toLocaleString('en')} orders (%s)`, (dialect) => {
  let t: TestApp;
  let channelId: number;
  let expected: Awaited<ReturnType<typeof generate>>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    channelId = (await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow()).id;
    expected = await generate(t, channelId, await passIdByName(t.db, 'Northfield Huskies Team Pass'), await passIdByName(t.db, 'Monthly All-Access'));
    // PostgreSQL's autovacuum would have gathered the planner's statistics after such a load; SQLite runs without them.
    if (dialect === 'postgres') await sql`analyze orders, transactions`.execute(t.db);
  }, 600_000);
  afterAll(async () => t.close());

  it('answers a year of figures that add up', async () => {
    const service = createRevenueService(createRevenueRepository(t.db));
    // REVENUE_PROFILE=1 prints each figure's query time.
    if (process.env.REVENUE_PROFILE) {
      const range = { ...RANGE, start: '2025-10-01T00:00:00.000Z', end: '2026-10-01T00:00:00.000Z' };
      await createRevenueRepository(t.db).snapshot(async (queries) => {
        for (const [name, run] of Object.entries(queries)) {
          const started = performance.now();
          await (run as (a: unknown, b: unknown) => Promise<unknown>)({ channelId, currency: 'USD', timeZone: ZONE }, range);
          console.info(dialect, name, Math.round(performance.now() - started));
        }
      });
    }
    const times: number[] = [];
    let revenue: Awaited<ReturnType<typeof service.revenue>> | undefined;
    for (let round = 0; round < 3; round += 1) {
      const started = performance.now();
      revenue = await service.revenue({ id: channelId, currency: 'USD', timeZone: ZONE }, RANGE);
      times.push(performance.now() - started);
    }
    const median = times.sort((a, b) => a - b)[1]!;
    console.info(`revenue over ${ORDERS} orders, 365 days (${dialect}): median ${Math.round(median)} ms of ${times.map(Math.round).join(', ')} ms`);
    const month: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const started = performance.now();
      await service.revenue({ id: channelId, currency: 'USD', timeZone: ZONE }, { from: '2026-09-01', to: '2026-09-30', time_zone: ZONE });
      month.push(performance.now() - started);
    }
    console.info(`revenue over ${ORDERS} orders, 30 days (${dialect}): median ${Math.round(month.sort((a, b) => a - b)[1]!)} ms of ${month.map(Math.round).join(', ')} ms`);
    expect(revenue!.daily).toHaveLength(365);
    expect(revenue!.totals.gross).toBe(expected.gross);
    expect(revenue!.totals.refunds).toBe(expected.refunds);
    expect(revenue!.trial_conversion.started).toBe(expected.trials);
  });
});

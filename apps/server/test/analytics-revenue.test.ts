import { ADMIN_ANALYTICS_MESSAGES } from '@ott/contracts/admin-analytics';
import { AdminRevenue } from '@ott/contracts/admin-revenue';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersTable } from '../src/db/commerce-schema';
import { post, registerUser } from './auth-helpers';
import { passIdByName } from './commerce-helpers';
import { createRevenueRepository } from '../src/modules/analytics/revenue.repository';
import { signInOperator } from './console-helpers';
import { createTestApp, dialects, type TestApp } from './helper';
import { untilSettled } from './payment-helpers';

const BASE = '/api/admin/channels/varsity/analytics/revenue';
const RANGE = '?from=2026-10-01&to=2026-10-05';

type Seeded = { userId: number; otherUserId: number; channelId: number; otherChannelId: number; pkg: number; monthly: number; eventPass: number; eventId: number; eventName: string; otherPass: number };

/** An order of `passId` with its transactions ([status, amount, day-and-time]), stored as the payment flow leaves it. */
async function order(t: TestApp, s: Seeded, values: Partial<Insertable<OrdersTable>> & { pass_id: number; created_at: string }, transactions: Array<[string, number, string]> = []) {
  const pass = await t.db.selectFrom('passes').select(['name', 'type', 'channel_id', 'currency']).where('id', '=', values.pass_id).executeTakeFirstOrThrow();
  const type = pass.type === 'subscription' ? 'subscription' : values.event_id ? 'event' : 'package';
  const { id } = await t.db
    .insertInto('orders')
    .values({
      channel_id: pass.channel_id,
      user_id: s.userId,
      type,
      product_name: pass.name,
      status: 'paid',
      activity_status: 'active',
      renewal_state: type === 'subscription' ? 'active' : null,
      price: 1000,
      service_fee: 0,
      discount: 0,
      total: 1000,
      currency: pass.currency,
      provider: 'sandbox',
      updated_at: values.created_at,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [status, amount, at] of transactions) {
    await t.db.insertInto('transactions').values({ order_id: id, status, amount, currency: values.currency ?? pass.currency, created_at: at, updated_at: at }).execute();
  }
  return id;
}

/**
 * Sales from 2026-10-01 to 10-05 (and around): paid, refunded in full and in part, a subscription renewed, one cancelled,
 * trials converted and not, promo code and campaign, and what must not count (another currency, channel, failed, pending).
 */
async function seedSales(t: TestApp, s: Seeded) {
  const sub = (created: string, end: string, extra: Partial<Insertable<OrdersTable>> = {}, transactions: Array<[string, number, string]> = []) =>
    order(t, s, { pass_id: s.monthly, price: 1299, total: 1299, period_start: created, period_end: end, created_at: created, ...extra }, transactions);
  // Running since September, and one that ended before the range.
  await sub('2026-09-15T08:00:00.000Z', '2026-10-15T08:00:00.000Z', {}, [['paid', 1299, '2026-09-15T08:00:00.000Z']]);
  await sub('2026-08-01T08:00:00.000Z', '2026-09-01T08:00:00.000Z', { renewal_state: 'cancelled', updated_at: '2026-08-10T08:00:00.000Z' }, [['paid', 1299, '2026-08-01T08:00:00.000Z']]);
  // 10-01: a package with a promo code and a campaign; a subscription (renewed on 10-04).
  await order(t, s, { pass_id: s.pkg, price: 5555, discount: 555, total: 5000, coupon_code: 'SAVE10', trk: 'fall-camp', created_at: '2026-10-01T09:00:00.000Z' }, [['paid', 5000, '2026-10-01T09:00:00.000Z']]);
  await sub('2026-10-01T10:00:00.000Z', '2026-11-04T10:00:00.000Z', {}, [
    ['paid', 1299, '2026-10-01T10:00:00.000Z'],
    ['paid', 1299, '2026-10-04T10:00:00.000Z'],
  ]);
  // 10-02: a package refunded in full on 10-03; a subscription whose renewal is turned off on 10-03 and ends 10-04; a trial converted on 10-09.
  await order(t, s, { pass_id: s.pkg, total: 3000, status: 'refunded', activity_status: 'inactive', trk: 'newsletter', created_at: '2026-10-02T09:00:00.000Z', updated_at: '2026-10-03T09:00:00.000Z' }, [
    ['paid', 3000, '2026-10-02T09:00:00.000Z'],
    ['refunded', 3000, '2026-10-03T09:00:00.000Z'],
  ]);
  await sub('2026-10-02T10:00:00.000Z', '2026-10-04T10:00:00.000Z', { renewal_state: 'cancelled', updated_at: '2026-10-03T12:00:00.000Z' }, [['paid', 1299, '2026-10-02T10:00:00.000Z']]);
  await sub('2026-10-02T11:00:00.000Z', '2026-11-09T11:00:00.000Z', { price: 0, total: 0, renewal_amount: 1299 }, [['paid', 1299, '2026-10-09T11:00:00.000Z']]);
  // 10-03: a trial without a card (cancelled from its start, lapses 10-10, never charged).
  await sub('2026-10-03T11:00:00.000Z', '2026-10-10T11:00:00.000Z', { price: 0, total: 0, renewal_state: 'cancelled' });
  // 10-04: a package refunded in part on 10-05 (access kept). 10-05: a single event bought from a campaign link.
  await order(t, s, { pass_id: s.pkg, total: 4000, created_at: '2026-10-04T09:00:00.000Z' }, [
    ['paid', 4000, '2026-10-04T09:00:00.000Z'],
    ['refunded', 1000, '2026-10-05T09:00:00.000Z'],
  ]);
  await order(t, s, { pass_id: s.eventPass, event_id: s.eventId, total: 1500, trk: 'fall-camp', created_at: '2026-10-05T09:00:00.000Z' }, [['paid', 1500, '2026-10-05T09:00:00.000Z']]);

  // Not counted: another currency, another channel, a failed payment, a pending subscription, a complimentary grant, after the range.
  await order(t, s, { pass_id: s.pkg, total: 7000, currency: 'CAD', created_at: '2026-10-01T09:30:00.000Z' }, [['paid', 7000, '2026-10-01T09:30:00.000Z']]);
  await order(t, s, { pass_id: s.otherPass, user_id: s.otherUserId, total: 9000, created_at: '2026-10-01T09:40:00.000Z' }, [['paid', 9000, '2026-10-01T09:40:00.000Z']]);
  await order(t, s, { pass_id: s.pkg, status: 'failed', activity_status: 'inactive', created_at: '2026-10-02T09:30:00.000Z' }, [['failed', 1000, '2026-10-02T09:30:00.000Z']]);
  await sub('2026-10-01T12:00:00.000Z', '2026-11-01T12:00:00.000Z', { status: 'pending', activity_status: 'inactive' }, [['created', 1299, '2026-10-01T12:00:00.000Z']]);
  await sub('2026-10-05T12:00:00.000Z', '2026-11-05T12:00:00.000Z', { price: 0, total: 0, provider: 'comp', renewal_state: 'cancelled' });
  await order(t, s, { pass_id: s.pkg, total: 2500, created_at: '2026-10-06T00:00:00.000Z' }, [['paid', 2500, '2026-10-06T00:00:00.000Z']]);
}

describe.each(dialects)('console revenue figures (%s)', (dialect) => {
  let t: TestApp;
  let analyst: Awaited<ReturnType<typeof signInOperator>>;
  let s: Seeded;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    analyst = await signInOperator(t.app, { role: 'analyst' });
    const channel = (key: string) => t.db.selectFrom('channels').select('id').where('key', '=', key).executeTakeFirstOrThrow();
    const user = async (channelKey: string) => (await registerUser(t.app, {}, channelKey)).userId;
    const event = await t.db.selectFrom('events').select(['id', 'name']).where('channel_id', '=', (await channel('varsity')).id).orderBy('id').executeTakeFirstOrThrow();
    const otherChannelId = (await channel('universitaire')).id;
    s = {
      userId: await user('varsity'),
      otherUserId: await user('universitaire'),
      channelId: (await channel('varsity')).id,
      otherChannelId,
      pkg: await passIdByName(t.db, 'Northfield Huskies Team Pass'),
      monthly: await passIdByName(t.db, 'Monthly All-Access'),
      eventPass: await passIdByName(t.db, 'Eastport Knights Team Pass'),
      eventId: event.id,
      eventName: event.name,
      otherPass: (await t.db.selectFrom('passes').select('id').where('channel_id', '=', otherChannelId).orderBy('id').executeTakeFirstOrThrow()).id,
    };
    await seedSales(t, s);
    // The sales above are placed on UTC days; the channel's own zone is exercised in its own test below.
    await setZone('UTC');
  });
  afterAll(async () => t.close());

  const setZone = (time_zone: string) => t.db.updateTable('channels').set({ time_zone }).where('key', '=', 'varsity').execute();

  it('admits owners, admins and analysts, not editors or support; another channel is not found', async () => {
    for (const role of ['owner', 'admin', 'analyst'] as const) expect((await (await signInOperator(t.app, { role })).inject('GET', BASE)).statusCode).toBe(200);
    for (const role of ['editor', 'support'] as const) expect((await (await signInOperator(t.app, { role })).inject('GET', BASE)).statusCode).toBe(403);
    expect((await analyst.inject('GET', '/api/admin/channels/universitaire/analytics/revenue')).statusCode).toBe(404);
  });

  it('follows the analytics range rules', async () => {
    const reversed = await analyst.inject('GET', `${BASE}?from=2026-10-05&to=2026-10-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.to).toEqual([ADMIN_ANALYTICS_MESSAGES.rangeOrder]);
    expect((await analyst.inject('GET', `${BASE}?from=2025-01-01&to=2026-10-01`)).json().errors.from).toEqual([ADMIN_ANALYTICS_MESSAGES.rangeTooLong]);
    const byDefault = AdminRevenue.parse((await analyst.inject('GET', BASE)).json().data);
    expect(byDefault.daily).toHaveLength(30);
  });

  it('answers the daily series in the channel currency: gross, refunds, net, new subscriptions, cancellations, active subscribers', async () => {
    const response = await analyst.inject('GET', `${BASE}${RANGE}`);
    expect(response.statusCode).toBe(200);
    const revenue = AdminRevenue.parse(response.json().data);
    expect(revenue.range).toEqual({ from: '2026-10-01', to: '2026-10-05', time_zone: 'UTC' });
    expect(revenue.currency).toBe('USD');
    expect(revenue.daily).toEqual([
      { day: '2026-10-01', gross: 6299, refunds: 0, net: 6299, new_subscriptions: 1, cancellations: 0, active_subscribers: 2 },
      { day: '2026-10-02', gross: 4299, refunds: 0, net: 4299, new_subscriptions: 2, cancellations: 0, active_subscribers: 4 },
      { day: '2026-10-03', gross: 0, refunds: 3000, net: -3000, new_subscriptions: 1, cancellations: 1, active_subscribers: 5 },
      { day: '2026-10-04', gross: 5299, refunds: 0, net: 5299, new_subscriptions: 0, cancellations: 0, active_subscribers: 4 },
      { day: '2026-10-05', gross: 1500, refunds: 1000, net: 500, new_subscriptions: 0, cancellations: 0, active_subscribers: 4 },
    ]);
    expect(revenue.totals).toEqual({ gross: 17397, refunds: 4000, net: 13397, new_subscriptions: 4, cancellations: 1 });
  });

  it('breaks the range down by item, promo code and campaign, and gives the trial conversion', async () => {
    const revenue = AdminRevenue.parse((await analyst.inject('GET', `${BASE}${RANGE}`)).json().data);
    expect(revenue.by_item).toEqual([
      { type: 'package', pass_id: s.pkg, event_id: null, name: 'Northfield Huskies Team Pass', orders: 3, gross: 12000, refunds: 4000, net: 8000 },
      { type: 'subscription', pass_id: s.monthly, event_id: null, name: 'Monthly All-Access', orders: 2, gross: 3897, refunds: 0, net: 3897 },
      { type: 'event', pass_id: s.eventPass, event_id: s.eventId, name: s.eventName, orders: 1, gross: 1500, refunds: 0, net: 1500 },
    ]);
    expect(revenue.by_promo_code).toEqual([{ code: 'SAVE10', orders: 1, gross: 5000, refunds: 0, net: 5000 }]);
    expect(revenue.by_trk).toEqual([
      { code: 'fall-camp', orders: 2, gross: 6500, refunds: 0, net: 6500 },
      { code: 'newsletter', orders: 1, gross: 3000, refunds: 3000, net: 0 },
    ]);
    // Two trials started in the range; one was charged its first renewal (after the range).
    expect(revenue.trial_conversion).toEqual({ started: 2, converted: 1, rate: 0.5 });
  });

  it('downloads the daily series as CSV', async () => {
    const response = await analyst.inject('GET', `${BASE}${RANGE}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="revenue.csv"');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('day,gross,refunds,net,new_subscriptions,cancellations,active_subscribers,currency');
    expect(lines.slice(1)).toEqual(['2026-10-01,6299,0,6299,1,0,2,USD', '2026-10-02,4299,0,4299,2,0,4,USD', '2026-10-03,0,3000,-3000,1,1,5,USD', '2026-10-04,5299,0,5299,0,0,4,USD', '2026-10-05,1500,1000,500,0,0,4,USD']);
  });

  it('counts what the buy, trial and refund paths store: a paid buy with its campaign, a trial renewed onto its card, a partial refund from the console', async () => {
    await t.app.queue.start();
    const today = new Date().toISOString().slice(0, 10);
    const read = async () => AdminRevenue.parse((await analyst.inject('GET', `${BASE}?from=${today}&to=${today}`)).json().data);
    const before = await read();

    const buyer = await registerUser(t.app);
    const bought = await post(t.app, '/api/stripe/buy', { api_key: buyer.apiKey, type: 'package', id: s.pkg, payment_method: 'pm_card_visa', trk: 'path-campaign' });
    expect((await untilSettled(t.app, buyer.apiKey, bought.body.data.orders[0].id)).status).toBe('paid');

    const trialist = await registerUser(t.app);
    const trial = await post(t.app, '/api/stripe/subscription/start_trial', { api_key: trialist.apiKey, subscription_id: s.monthly, payment_method: 'pm_card_visa' });
    expect(trial.status).toBe(200);
    const middle = await read();
    expect(middle.trial_conversion.started).toBe(before.trial_conversion.started + 1);
    expect(middle.trial_conversion.converted).toBe(before.trial_conversion.converted);
    expect(middle.daily[0]!.new_subscriptions).toBe(before.daily[0]!.new_subscriptions + 1);

    // The trial ends: the renewal sweep charges the card.
    await t.db.updateTable('orders').set({ period_end: new Date(Date.now() - 1000).toISOString() }).where('id', '=', trial.body.data.id).execute();
    await t.app.payments.chores.find((chore) => chore.name === 'subscriptions renewed')!.run();
    const deadline = Date.now() + 10_000;
    let after = await read();
    // The renewal counts as a conversion when it is charged, and in the gross once the sandbox has settled the charge.
    while (after.trial_conversion.converted === before.trial_conversion.converted || after.totals.gross - before.totals.gross < 5999 + 199 + 1299) {
      if (Date.now() > deadline) throw new Error('the trial was not renewed and settled');
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await read();
    }
    expect(after.trial_conversion.converted).toBe(before.trial_conversion.converted + 1);
    expect(after.totals.gross - before.totals.gross).toBe(5999 + 199 + 1299);
    expect(after.by_trk.find((row) => row.code === 'path-campaign')).toEqual({ code: 'path-campaign', orders: 1, gross: 6198, refunds: 0, net: 6198 });

    // An admin refunds part of the buy from the console; the sandbox settles it through the queue.
    const admin = await signInOperator(t.app, { role: 'admin' });
    const refund = await admin.inject('POST', `/api/admin/channels/varsity/orders/${bought.body.data.orders[0].id}/refunds`, { amount: 1000, reason: 'Stream was late' });
    expect(refund.statusCode).toBe(201);
    let refunded = await read();
    while (refunded.totals.refunds === after.totals.refunds) {
      if (Date.now() > deadline + 10_000) throw new Error('the refund was not settled');
      await new Promise((resolve) => setTimeout(resolve, 50));
      refunded = await read();
    }
    expect(refunded.totals.refunds - after.totals.refunds).toBe(1000);
    expect(refunded.totals.net).toBe(after.totals.net - 1000);
    expect(refunded.by_trk.find((row) => row.code === 'path-campaign')).toEqual({ code: 'path-campaign', orders: 1, gross: 6198, refunds: 1000, net: 5198 });
  });

  it('reads every figure of a request from one snapshot: a refund committed between two of its queries is in neither', async () => {
    const scope = { channelId: s.channelId, currency: 'USD', timeZone: 'UTC' };
    const range = { from: '2026-10-05', to: '2026-10-05', start: '2026-10-05T00:00:00.000Z', end: '2026-10-06T00:00:00.000Z' };
    const orderId = await order(t, s, { pass_id: s.pkg, total: 800, trk: 'snapshot', created_at: '2026-10-05T20:00:00.000Z' }, [['paid', 800, '2026-10-05T20:00:00.000Z']]);
    const refundLater = () => t.db.insertInto('transactions').values({ order_id: orderId, status: 'refunded', amount: 300, currency: 'USD', created_at: '2026-10-05T21:00:00.000Z', updated_at: '2026-10-05T21:00:00.000Z' }).execute();
    let write: Promise<unknown> | undefined;
    const [trk, money] = await createRevenueRepository(t.db).snapshot(async (queries) => {
      const trks = await queries.byTrk(scope, range);
      write = refundLater();
      // PostgreSQL commits it on another connection meanwhile; SQLite's waits for the snapshot's one connection.
      if (dialect === 'postgres') await write;
      return [trks, await queries.moneyPerDay(scope, range)] as const;
    });
    await write;
    expect(Number(trk.find((row) => row.code === 'snapshot')!.refunds)).toBe(0);
    expect(money.map((row) => Number(row.refunds))).toEqual([1000]);
    const after = AdminRevenue.parse((await analyst.inject('GET', `${BASE}?from=2026-10-05&to=2026-10-05`)).json().data);
    expect(after.totals.refunds).toBe(1300);
    expect(after.by_trk.find((row) => row.code === 'snapshot')).toEqual({ code: 'snapshot', orders: 1, gross: 800, refunds: 300, net: 500 });
  });

  it("counts a sale on the channel's day: a 7 pm Chicago sale (01:00 UTC the next day) is Chicago's day, and so are the range's ends", async () => {
    await setZone('America/Chicago');
    try {
      await order(t, s, { pass_id: s.pkg, total: 1700, created_at: '2026-11-21T01:00:00.000Z' }, [['paid', 1700, '2026-11-21T01:00:00.000Z']]);
      // 05:30 UTC on the 21st is still 11:30 pm on the 20th in Chicago; 06:00 UTC is the 21st's first minute there.
      await order(t, s, { pass_id: s.pkg, total: 300, created_at: '2026-11-21T05:30:00.000Z' }, [['paid', 300, '2026-11-21T05:30:00.000Z']]);
      await order(t, s, { pass_id: s.pkg, total: 20, created_at: '2026-11-21T06:00:00.000Z' }, [['paid', 20, '2026-11-21T06:00:00.000Z']]);
      const chicago = AdminRevenue.parse((await analyst.inject('GET', `${BASE}?from=2026-11-20&to=2026-11-20`)).json().data);
      expect(chicago.range).toEqual({ from: '2026-11-20', to: '2026-11-20', time_zone: 'America/Chicago' });
      expect(chicago.daily).toEqual([{ day: '2026-11-20', gross: 2000, refunds: 0, net: 2000, new_subscriptions: 0, cancellations: 0, active_subscribers: expect.any(Number) }]);
      const both = AdminRevenue.parse((await analyst.inject('GET', `${BASE}?from=2026-11-20&to=2026-11-21`)).json().data);
      expect(both.daily.map((day) => [day.day, day.gross])).toEqual([['2026-11-20', 2000], ['2026-11-21', 20]]);

      await setZone('UTC');
      const utc = AdminRevenue.parse((await analyst.inject('GET', `${BASE}?from=2026-11-20&to=2026-11-21`)).json().data);
      expect(utc.daily.map((day) => [day.day, day.gross])).toEqual([['2026-11-20', 0], ['2026-11-21', 2020]]);
    } finally {
      await setZone('UTC');
    }
  });
});

import { Order } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerUser } from './auth-helpers';
import { eventIn, passIdByName } from './commerce-helpers';
import { type TestApp, createTestApp, dialects } from './helper';
import { eventFor } from './media-helpers';
import { untilSettled } from './payment-helpers';

const DAY_MS = 86_400_000;
type Buyer = Awaited<ReturnType<typeof registerUser>>;

describe.each(dialects)('subscriptions: renewal, unsubscribe, trial, invoice preview, on %s', (dialect) => {
  let t: TestApp;
  let monthly: number;
  let paidEvent: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.queue.start();
    monthly = await passIdByName(t.db, 'Monthly All-Access');
    paidEvent = await eventIn(t.db, { pricing: 'paid', sports: ['basketball'], inSports: true });
  });
  afterAll(async () => t.close());

  const orderOf = async (buyer: Buyer, id: number) => Order.parse((await get(t.app, `/api/orders/${id}`, buyer.apiKey)).body.data);
  async function subscribed(): Promise<{ buyer: Buyer; id: number }> {
    const buyer = await registerUser(t.app);
    const { body } = await post(t.app, '/api/stripe/buy', { api_key: buyer.apiKey, type: 'subscription', id: monthly, payment_method: 'pm_card_visa' });
    const id = body.data.orders[0].id as number;
    await untilSettled(t.app, buyer.apiKey, id);
    return { buyer, id };
  }
  /** Moves the subscription's period into the past, as the clock reaching its end would. */
  async function endPeriod(id: number, agoMs = 1000): Promise<string> {
    const end = new Date(Date.now() - agoMs).toISOString();
    await t.db.updateTable('orders').set({ period_start: new Date(Date.now() - 30 * DAY_MS).toISOString(), period_end: end }).where('id', '=', id).execute();
    return end;
  }
  const renewalSweep = () => t.app.payments.chores.find((chore) => chore.name === 'subscriptions renewed')!.run();

  it('renews at the period end: the sandbox charges again, a "Subscription Renewal" event and a new paid transaction', async () => {
    const { buyer, id } = await subscribed();
    const end = await endPeriod(id);
    expect((await eventFor(t.app, paidEvent, buyer.apiKey)).has_access).toBe(false);
    expect(await renewalSweep()).toBe(1);
    expect(await renewalSweep()).toBe(1); // charged again before it settled: the same idempotency key, one payment
    const deadline = Date.now() + 10_000;
    while ((await orderOf(buyer, id)).period_end === end && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const order = await orderOf(buyer, id);
    expect(order).toMatchObject({ status: 'paid', subscription_status: 'active', period_start: end, period_end: new Date(Date.parse(end) + 30 * DAY_MS).toISOString() });
    expect(order.events.map((event) => event.label)).toEqual(['New subscription', 'Subscription Renewal']);
    expect(order.transactions.map((transaction) => [transaction.status, transaction.amount])).toEqual([
      ['paid', 1299],
      ['paid', 1299],
    ]);
    expect((await eventFor(t.app, paidEvent, buyer.apiKey)).has_access).toBe(true);
  });

  it('after unsubscribe, keeps access to the period end, then lapses without a charge', async () => {
    const { buyer, id } = await subscribed();
    const { status, body } = await post(t.app, '/api/stripe/unsubscribe', { api_key: buyer.apiKey, subscription_id: monthly });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id, renewal_state: 'cancelled', subscription_status: 'canceled' });
    expect((await eventFor(t.app, paidEvent, buyer.apiKey)).has_access).toBe(true);
    await endPeriod(id);
    expect(await renewalSweep()).toBe(0);
    const order = await orderOf(buyer, id);
    expect(order).toMatchObject({ subscription_status: 'expired', transactions: [{ status: 'paid' }] });
    expect((await eventFor(t.app, paidEvent, buyer.apiKey)).has_access).toBe(false);
  });

  it('gives up a renewal that has not gone through days after the period end: the subscription has lapsed, no late charge', async () => {
    const { buyer, id } = await subscribed();
    await endPeriod(id, 4 * DAY_MS);
    expect(await renewalSweep()).toBe(0);
    const order = await orderOf(buyer, id);
    expect(order).toMatchObject({ subscription_status: 'expired', transactions: [{ status: 'paid' }] });
  });

  it("unsubscribe: another user's order is not found, and something must be named", async () => {
    const { id } = await subscribed();
    const other = await registerUser(t.app);
    expect((await post(t.app, '/api/stripe/unsubscribe', { api_key: other.apiKey, order_id: id })).status).toBe(404);
    expect(await post(t.app, '/api/stripe/unsubscribe', { api_key: other.apiKey })).toMatchObject({ status: 400, body: { message: 'id not selected' } });
  });

  it('starts a trial once: free for the trial days, then trial_period_used is set', async () => {
    const buyer = await registerUser(t.app);
    const start = async () => post(t.app, '/api/stripe/subscription/start_trial', { api_key: buyer.apiKey, subscription_id: monthly });
    const [first, second] = await Promise.all([start(), start()]);
    const ok = [first, second].filter((response) => response.status === 200);
    const refused = [first, second].filter((response) => response.status !== 200);
    expect(ok).toHaveLength(1);
    expect(refused[0]).toMatchObject({ status: 400, body: { code: 'TRIAL_ALREADY_USED', errors: { subscription_id: ['Trial period already used'] } } });
    const order = Order.parse(ok[0]!.body.data);
    expect(order).toMatchObject({ type: 'subscription', status: 'paid', total: 0 });
    expect(Date.parse(order.period_end!) - Date.parse(order.period_start!)).toBe(7 * DAY_MS);
    expect((await eventFor(t.app, paidEvent, buyer.apiKey)).has_access).toBe(true);
    const user = await t.db.selectFrom('users').select('trial_period_used').where('id', '=', buyer.userId).executeTakeFirstOrThrow();
    expect(user.trial_period_used).toEqual(expect.any(String));
    const annual = await passIdByName(t.db, 'Annual All-Access');
    const other = await registerUser(t.app);
    expect((await post(t.app, '/api/stripe/subscription/start_trial', { api_key: other.apiKey, subscription_id: annual })).body.message).toBe('Pass not found');
  });

  it('previews the invoice: price, fee, discount, tax 0, total and the next billing date', async () => {
    const buyer = await registerUser(t.app);
    const { status, body } = await post(t.app, '/api/stripe/invoice-preview', { api_key: buyer.apiKey, type: 'subscription', id: monthly, coupon: 'welcome10' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ price: 1299, service_fee: 0, discount: 130, tax: 0, total: 1169, currency: 'USD' });
    expect(Date.parse(body.data.next_billing_date) - Date.now()).toBeGreaterThan(29 * DAY_MS);
    const annual = await passIdByName(t.db, 'Annual All-Access');
    const yearly = (await post(t.app, '/api/stripe/invoice-preview', { api_key: buyer.apiKey, type: 'subscription', id: annual })).body.data;
    expect(Date.parse(yearly.next_billing_date) - Date.now()).toBeGreaterThan(364 * DAY_MS);
    expect((await post(t.app, '/api/stripe/invoice-preview', { api_key: buyer.apiKey, type: 'subscription', id: monthly, coupon: 'NOPE' })).body.message).toBe('Wrong promo code');
  });
});

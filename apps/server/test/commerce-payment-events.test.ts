import { Order } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProviderEvent } from '../src/lib/payments/types';
import { get, post, registerUser } from './auth-helpers';
import { eventIn } from './commerce-helpers';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';
import { eventFor } from './media-helpers';

type Buyer = Awaited<ReturnType<typeof registerUser>>;

/** The queue is not started: the tests deliver provider events themselves, as webhooks would. */
describe.each(dialects)('provider events apply exactly once, on %s', (dialect) => {
  let t: TestApp;
  let paidEvent: number;
  let singlePackage: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    paidEvent = await eventIn(t.db, { pricing: 'paid', sports: ['basketball', 'soccer', 'volleyball'], inSports: false });
    singlePackage = (await eventFor(t.app, paidEvent, (await getApiKey(t.app)).api_key)).single_event_package_id!;
  });
  afterAll(async () => t.close());

  async function pendingOrder(paymentMethod = 'pm_card_visa') {
    const buyer = await registerUser(t.app);
    const { body } = await post(t.app, '/api/stripe/buy', { api_key: buyer.apiKey, type: 'event', id: paidEvent, package_id: singlePackage, payment_method: paymentMethod });
    const id = body.data.orders[0].id as number;
    const { provider_payment_id, total, currency } = await t.db.selectFrom('orders').select(['provider_payment_id', 'total', 'currency']).where('id', '=', id).executeTakeFirstOrThrow();
    const event = (type: ProviderEvent['type'], suffix = type): ProviderEvent => ({
      id: `evt_test_${provider_payment_id}_${suffix}`,
      type,
      data: { paymentId: provider_payment_id!, amount: total, currency, metadata: { order_id: String(id) }, ...(type === 'payment.failed' ? { failureMessage: 'Your card was declined.' } : {}) },
    });
    return { buyer, id, event };
  }
  const orderOf = async (buyer: Buyer, id: number) => Order.parse((await get(t.app, `/api/orders/${id}`, buyer.apiKey)).body.data);
  const processed = async (eventId: string) =>
    Number((await t.db.selectFrom('processed_provider_events').select((eb) => eb.fn.countAll<number>().as('n')).where('event_id', '=', eventId).executeTakeFirstOrThrow()).n);

  it('applies the same event delivered twice once: one paid transaction', async () => {
    const { buyer, id, event } = await pendingOrder();
    await t.app.payments.onProviderEvent(event('payment.succeeded'));
    await t.app.payments.onProviderEvent(event('payment.succeeded'));
    const order = await orderOf(buyer, id);
    expect(order.status).toBe('paid');
    expect(order.transactions.map((transaction) => transaction.status)).toEqual(['paid']);
    expect(await processed(event('payment.succeeded').id)).toBe(1);
  });

  it('applies concurrent deliveries of one event once', async () => {
    const { buyer, id, event } = await pendingOrder();
    await Promise.all(Array.from({ length: 5 }, () => t.app.payments.onProviderEvent(event('payment.succeeded'))));
    const order = await orderOf(buyer, id);
    expect(order.status).toBe('paid');
    expect(order.transactions).toHaveLength(1);
  });

  it('ignores a failure that arrives after the payment succeeded', async () => {
    const { buyer, id, event } = await pendingOrder();
    await t.app.payments.onProviderEvent(event('payment.succeeded'));
    await t.app.payments.onProviderEvent(event('payment.failed'));
    expect(await orderOf(buyer, id)).toMatchObject({ status: 'paid', activity_status: 'active', transactions: [{ status: 'paid' }] });
    expect((await eventFor(t.app, paidEvent, buyer.apiKey)).has_access).toBe(true);
  });

  it('refund: the order turns refunded and inactive, and the access is revoked', async () => {
    const { buyer, id } = await pendingOrder();
    const { provider_payment_id } = await t.db.selectFrom('orders').select('provider_payment_id').where('id', '=', id).executeTakeFirstOrThrow();
    await t.app.payments.onProviderEvent((await t.app.payments.provider.settledEvent(provider_payment_id!))!);
    expect((await eventFor(t.app, paidEvent, buyer.apiKey)).has_access).toBe(true);
    await t.app.payments.sandbox!.refund(provider_payment_id!);
    const order = await orderOf(buyer, id);
    expect(order).toMatchObject({ status: 'refunded', activity_status: 'inactive' });
    expect(order.transactions.map((transaction) => transaction.status)).toEqual(['paid', 'refunded']);
    expect((await eventFor(t.app, paidEvent, buyer.apiKey)).has_access).toBe(false);
  });

  it('reconciles orders left pending by a lost job, and only those old enough', async () => {
    const stale = await pendingOrder();
    const fresh = await pendingOrder('pm_card_chargeDeclined');
    const declined = await pendingOrder('pm_card_chargeDeclined');
    const longAgo = new Date(Date.now() - 11 * 60_000).toISOString();
    await t.db.updateTable('orders').set({ created_at: longAgo }).where('id', 'in', [stale.id, declined.id]).execute();
    const [chore] = t.app.payments.chores;
    expect(await chore!.run()).toBe(2);
    expect((await orderOf(stale.buyer, stale.id)).status).toBe('paid');
    expect(await orderOf(declined.buyer, declined.id)).toMatchObject({ status: 'failed', transactions: [{ status: 'failed' }] });
    expect((await orderOf(fresh.buyer, fresh.id)).status).toBe('pending');
    expect(await chore!.run()).toBe(0);
  });

  it('fails an order whose payment the provider could not start, instead of leaving it pending', async () => {
    const buyer = await registerUser(t.app);
    const spy = vi.spyOn(t.app.payments.provider, 'createPayment').mockRejectedValueOnce(new Error('provider unreachable'));
    try {
      const { status } = await post(t.app, '/api/stripe/buy', { api_key: buyer.apiKey, type: 'event', id: paidEvent, package_id: singlePackage, payment_method: 'pm_card_visa' });
      expect(status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    const [order] = (await get(t.app, '/api/orders', buyer.apiKey)).body.data as Order[];
    expect(order).toMatchObject({ status: 'failed', activity_status: 'inactive', transactions: [{ status: 'failed' }] });
  });
});

import { Order } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerUser } from './auth-helpers';
import { eventIn, passIdByName } from './commerce-helpers';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';
import { eventFor } from './media-helpers';
import { untilSettled } from './payment-helpers';

type Buyer = Awaited<ReturnType<typeof registerUser>>;

describe.each(dialects)('buying through the sandbox provider (stripe/buy), on %s', (dialect) => {
  let t: TestApp;
  let paidEvent: number;
  let singlePackage: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.queue.start();
    paidEvent = await eventIn(t.db, { pricing: 'paid', sports: ['basketball', 'soccer', 'volleyball'], inSports: false });
    singlePackage = (await eventFor(t.app, paidEvent, (await getApiKey(t.app)).api_key)).single_event_package_id!;
  });
  afterAll(async () => t.close());

  const buy = (buyer: Buyer, body: Record<string, unknown>) => post(t.app, '/api/stripe/buy', { api_key: buyer.apiKey, ...body });
  const orderOf = async (buyer: Buyer, id: number) => Order.parse((await get(t.app, `/api/orders/${id}`, buyer.apiKey)).body.data);
  const buyEvent = async (buyer: Buyer, paymentMethod: string) => {
    const { status, body } = await buy(buyer, { type: 'event', id: paidEvent, package_id: singlePackage, payment_method: paymentMethod, price: 1 });
    expect(status).toBe(200);
    return body.data.orders[0].id as number;
  };

  it('answers pending at once, then pm_card_visa turns the order paid and opens the event', async () => {
    const buyer = await registerUser(t.app);
    const { status, body } = await buy(buyer, { type: 'event', id: paidEvent, package_id: singlePackage, payment_method: 'pm_card_visa', price: 1 });
    expect(status).toBe(200);
    expect(body.data.orders).toEqual([{ id: expect.any(Number), status: 'pending' }]);
    const id = body.data.orders[0].id as number;
    expect((await orderOf(buyer, id)).status).toBe('pending');
    expect((await eventFor(t.app, paidEvent, buyer.apiKey)).has_access).toBe(false);

    const order = await untilSettled(t.app, buyer.apiKey, id);
    const pass = await t.db.selectFrom('passes').select(['price', 'service_fee']).where('id', '=', singlePackage).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ type: 'event', status: 'paid', activity_status: 'active', total: pass.price + pass.service_fee, failure_message: null, events: [{ kind: 'created' }] });
    expect(order.transactions).toEqual([expect.objectContaining({ status: 'paid', amount: pass.price + pass.service_fee })]);
    expect((await eventFor(t.app, paidEvent, buyer.apiKey)).has_access).toBe(true);
  });

  it.each([
    { method: 'pm_card_chargeDeclined', message: 'Your card was declined.' },
    { method: 'pm_card_chargeDeclinedInsufficientFunds', message: 'Your card has insufficient funds.' },
  ])('$method turns the order failed and grants nothing', async ({ method, message }) => {
    const buyer = await registerUser(t.app);
    const id = await buyEvent(buyer, method);
    // The buyer is told why: the order carries the card's reason.
    expect(await untilSettled(t.app, buyer.apiKey, id)).toMatchObject({ status: 'failed', activity_status: 'inactive', failure_message: message, transactions: [{ status: 'failed' }] });
    expect((await eventFor(t.app, paidEvent, buyer.apiKey)).has_access).toBe(false);
  });

  it('takes sandbox card tokens: 4242… pays, 4000…0002 declines; only brand and last four are kept', async () => {
    const buyer = await registerUser(t.app);
    const token = async (number: string) => (await post(t.app, '/api/sandbox/tokens', { api_key: buyer.apiKey, number, exp_month: 12, exp_year: 2030, cvc: '123' })).body;
    const good = (await token('4242 4242 4242 4242')).data.id as string;
    const bad = (await token('4000 0000 0000 0002')).data.id as string;
    expect(good).toMatch(/^pm_sandbox_/);
    expect(await token('4111 1111 1111 1111')).toMatchObject({ errors: { number: ['Your card number is incorrect.'] } });
    const stored = await t.db.selectFrom('sandbox_payment_methods').selectAll().where('id', '=', good).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');

    // A declined order may be tried again, and then pays.
    const declined = await buyEvent(buyer, bad);
    expect((await untilSettled(t.app, buyer.apiKey, declined)).status).toBe('failed');
    const paid = await buyEvent(buyer, good);
    expect((await untilSettled(t.app, buyer.apiKey, paid)).status).toBe('paid');
  });

  it('refuses what cannot be bought, before storing or charging anything', async () => {
    const buyer = await registerUser(t.app);
    const before = await t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(await buy(buyer, { type: 'package', payment_method: 'pm_card_visa' })).toMatchObject({ status: 400, body: { message: 'id not selected', errors: { id: ['id not selected'] } } });
    expect(await buy(buyer, { type: 'event', id: paidEvent, payment_method: 'pm_card_visa' })).toMatchObject({ status: 400, body: { errors: { package_id: expect.any(Array) } } });
    expect(await buy(buyer, { type: 'package', id: 999_999, payment_method: 'pm_card_visa' })).toMatchObject({ status: 404, body: { message: 'Pass not found' } });
    const monthly = await passIdByName(t.db, 'Monthly All-Access');
    expect(await buy(buyer, { type: 'package', id: monthly, payment_method: 'pm_card_visa' })).toMatchObject({ status: 404, body: { message: 'Pass not found' } });
    expect(await buy(buyer, { type: 'subscription', id: monthly, payment_method: 'pm_nope' })).toMatchObject({ status: 400, body: { errors: { payment_method: ['Please select one of your saved cards or enter new one'] } } });
    const visitor = (await getApiKey(t.app)).api_key;
    expect((await post(t.app, '/api/stripe/buy', { api_key: visitor, type: 'subscription', id: monthly, payment_method: 'pm_card_visa' })).status).toBe(401);
    const after = await t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("gives user B a 404 for user A's order", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const id = await buyEvent(a, 'pm_card_visa');
    expect((await get(t.app, `/api/orders/${id}`, b.apiKey)).status).toBe(404);
    await untilSettled(t.app, a.apiKey, id);
    expect((await get(t.app, `/api/orders/${id}`, b.apiKey)).status).toBe(404);
  });

  it('buys a bundle as one order per item, and starts a subscription period of 30 days', async () => {
    const buyer = await registerUser(t.app);
    const monthly = await passIdByName(t.db, 'Monthly All-Access');
    const team = await passIdByName(t.db, 'Northfield Huskies Team Pass');
    const { status, body } = await post(t.app, '/api/stripe/buy_bundle', {
      api_key: buyer.apiKey,
      payment_method: 'pm_card_visa',
      items: [
        { type: 'subscription', id: monthly },
        { type: 'package', id: team },
      ],
    });
    expect(status).toBe(200);
    expect(body.data.orders).toHaveLength(2);
    const [subscription, pass] = await Promise.all(body.data.orders.map((order: { id: number }) => untilSettled(t.app, buyer.apiKey, order.id)));
    expect(subscription).toMatchObject({ type: 'subscription', status: 'paid', renewal_state: 'active', subscription_status: 'active' });
    expect(Date.parse(subscription!.period_end!) - Date.parse(subscription!.period_start!)).toBe(30 * 86_400_000);
    expect(pass).toMatchObject({ type: 'package', status: 'paid', period_end: null });
  });
});

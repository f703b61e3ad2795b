import { Order } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { get, post, registerUser } from './auth-helpers';
import { eventIn, passIdByName } from './commerce-helpers';
import { signInOperator } from './console-helpers';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';
import { eventFor } from './media-helpers';
import { type StripeFake, signedWebhook, startStripeFake } from './stripe-fake';

const DAY_MS = 86_400_000;
const WEBHOOK_SECRET = 'whsec_test_secret';
type Buyer = Awaited<ReturnType<typeof registerUser>>;

describe.each(dialects)('payments through Stripe (against a local fake of its API), on %s', (dialect) => {
  let t: TestApp;
  let fake: StripeFake;
  let paidEvent: number;
  let singlePackage: number;
  let monthly: number;

  beforeAll(async () => {
    fake = await startStripeFake();
    t = await createTestApp(dialect, {
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url },
    });
    await t.app.queue.start();
    paidEvent = await eventIn(t.db, { pricing: 'paid', sports: ['basketball', 'soccer', 'volleyball'], inSports: false });
    singlePackage = (await eventFor(t.app, paidEvent, (await getApiKey(t.app)).api_key)).single_event_package_id!;
    monthly = await passIdByName(t.db, 'Monthly All-Access');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const orderOf = async (buyer: Buyer, id: number) => Order.parse((await get(t.app, `/api/orders/${id}`, buyer.apiKey)).body.data);
  const orderRow = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const hasAccess = async (buyer: Buyer) => (await eventFor(t.app, paidEvent, buyer.apiKey)).has_access;
  const deliver = (delivery: { payload: string; signature: string }) =>
    t.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature }, payload: delivery.payload });
  /** The PaymentIntent made for an order, as Stripe's webhook would carry it. */
  const intentOf = async (id: number) => fake.intent((await orderRow(id)).provider_payment_id!);
  const succeeded = async (id: number) => signedWebhook(WEBHOOK_SECRET, 'payment_intent.succeeded', await intentOf(id));

  async function buy(buyer: Buyer, body: Record<string, unknown>): Promise<number> {
    const { status, body: answer } = await post(t.app, '/api/stripe/buy', { api_key: buyer.apiKey, ...body });
    expect(status).toBe(200);
    expect(answer.data.orders).toEqual([{ id: expect.any(Number), status: 'pending' }]);
    return answer.data.orders[0].id as number;
  }
  const buyEvent = (buyer: Buyer, paymentMethod = 'pm_card_visa') => buy(buyer, { type: 'event', id: paidEvent, package_id: singlePackage, payment_method: paymentMethod, price: 1 });

  it('tells the SPA to use Stripe Elements with the publishable key', async () => {
    const { statusCode, body } = await t.app.inject({ method: 'GET', url: '/storage/settings/varsity.json' });
    expect(statusCode).toBe(200);
    expect(JSON.parse(body).payments).toEqual({ provider: 'stripe', publishable_key: 'pk_test_fake' });
  });

  it("charges the server's price to the user's one customer with idempotency keys; paid when the webhook arrives", async () => {
    const buyer = await registerUser(t.app);
    const id = await buyEvent(buyer);
    const second = await buy(buyer, { type: 'subscription', id: monthly, payment_method: 'pm_card_visa' });

    const customers = fake.calls('POST', '/v1/customers').filter((call) => call.body['metadata[user_id]'] === String(buyer.userId));
    expect(customers).toHaveLength(1);
    expect(customers[0]!.idempotencyKey).toMatch(new RegExp(`^customer-user-${buyer.userId}-`));
    const stored = await t.db.selectFrom('payment_customers').selectAll().where('user_id', '=', buyer.userId).execute();
    expect(stored).toEqual([expect.objectContaining({ provider: 'stripe' })]);

    const pass = await t.db.selectFrom('passes').select(['price', 'service_fee']).where('id', '=', singlePackage).executeTakeFirstOrThrow();
    const order = await orderRow(id);
    const intent = fake.calls('POST', '/v1/payment_intents').find((call) => call.body['metadata[order_id]'] === String(id))!;
    // The key is the buyer's customer, the item and the attempt: a retried request cannot make a second PaymentIntent.
    expect(order.idempotency_key).toBe(`order-${stored[0]!.customer_id}-event:${paidEvent}-a1`);
    expect(intent.idempotencyKey).toBe(`${order.idempotency_key}-payment`);
    const intents = fake.calls('POST', '/v1/payment_intents').length;
    expect(await post(t.app, '/api/stripe/buy', { api_key: buyer.apiKey, type: 'event', id: paidEvent, package_id: singlePackage, payment_method: 'pm_card_visa' })).toMatchObject({
      status: 409,
      body: { code: 'PAYMENT_IN_PROGRESS', message: 'A payment for this is already in progress' },
    });
    expect(fake.calls('POST', '/v1/payment_intents')).toHaveLength(intents);
    expect(intent.body).toMatchObject({
      amount: String(pass.price + pass.service_fee),
      currency: 'usd',
      customer: stored[0]!.customer_id,
      payment_method: 'pm_card_visa',
      confirm: 'true',
      off_session: 'false',
      'metadata[channel_id]': String(order.channel_id),
    });
    expect(fake.requests.filter((request) => request.method === 'POST').every((request) => request.idempotencyKey)).toBe(true);

    // Stripe has taken the money, but the order is paid only once the webhook says so.
    expect((await orderOf(buyer, id)).status).toBe('pending');
    expect(await hasAccess(buyer)).toBe(false);
    const response = await deliver(await succeeded(id));
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ data: { received: true } });
    expect(await orderOf(buyer, id)).toMatchObject({ status: 'paid', activity_status: 'active', transactions: [{ status: 'paid', amount: pass.price + pass.service_fee }] });
    // The paying card, as Stripe names it, for the confirmation page and the receipt.
    expect(await orderOf(buyer, id)).toMatchObject({ card_brand: 'visa', card_last4: '4242', receipt_email: buyer.email });
    expect(await hasAccess(buyer)).toBe(true);
    expect((await orderOf(buyer, second)).status).toBe('pending');
  });

  it('the same webhook delivered twice and concurrently grants once', async () => {
    const buyer = await registerUser(t.app);
    const id = await buy(buyer, { type: 'subscription', id: monthly, payment_method: 'pm_card_visa', coupon: 'welcome10' });
    const delivery = await succeeded(id);
    const answers = await Promise.all([deliver(delivery), deliver(delivery), deliver(delivery)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await deliver(delivery)).statusCode).toBe(200);
    const order = await orderOf(buyer, id);
    expect(order.transactions.map((transaction) => transaction.status)).toEqual(['paid']);
    expect(order.events.map((event) => event.label)).toEqual(['New subscription']);
    const processed = await t.db.selectFrom('processed_provider_events').select('event_id').where('event_id', '=', JSON.parse(delivery.payload).id).execute();
    expect(processed).toHaveLength(1);
  });

  it("maps a promo code to the charged amount: the server's discounted total", async () => {
    const buyer = await registerUser(t.app);
    const id = await buy(buyer, { type: 'subscription', id: monthly, payment_method: 'pm_card_visa', coupon: 'welcome10', price: 1 });
    expect((await intentOf(id)).amount).toBe(1169);
    expect(await orderRow(id)).toMatchObject({ total: 1169, discount: 130, coupon_code: 'WELCOME10', renewal_amount: 1169 });
  });

  it("a declined card fails the order at once with the card's message, grants nothing, and its webhook changes nothing", async () => {
    const buyer = await registerUser(t.app);
    const id = await buyEvent(buyer, 'pm_card_chargeDeclinedInsufficientFunds');
    expect(await orderOf(buyer, id)).toMatchObject({ status: 'failed', activity_status: 'inactive', transactions: [{ status: 'failed' }] });
    const row = await orderRow(id);
    expect(row.failure_message).toBe('Your card has insufficient funds.');
    expect(row.provider_payment_id).toMatch(/^pi_/);
    expect(await hasAccess(buyer)).toBe(false);

    const failed = signedWebhook(WEBHOOK_SECRET, 'payment_intent.payment_failed', fake.intent(row.provider_payment_id!));
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await orderOf(buyer, id)).transactions).toHaveLength(1);
  });

  it('refuses a webhook with a bad or missing signature (400) and applies nothing', async () => {
    const buyer = await registerUser(t.app);
    const id = await buyEvent(buyer);
    const genuine = await succeeded(id);
    const forged = signedWebhook('whsec_someone_else', 'payment_intent.succeeded', await intentOf(id));
    const tampered = { payload: genuine.payload.replace(/"amount":\d+/, '"amount":1'), signature: genuine.signature };
    for (const delivery of [forged, tampered]) {
      const response = await deliver(delivery);
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    }
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: genuine.payload });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderOf(buyer, id)).status).toBe('pending');
    expect(await hasAccess(buyer)).toBe(false);
  });

  it('answers 200 to event types it does not act on', async () => {
    const response = await deliver(signedWebhook(WEBHOOK_SECRET, 'customer.created', { id: 'cus_x', object: 'customer' }));
    expect(response.statusCode).toBe(200);
  });

  it('a refund webhook turns the order refunded and revokes the access', async () => {
    const buyer = await registerUser(t.app);
    const id = await buyEvent(buyer);
    await deliver(await succeeded(id));
    expect(await hasAccess(buyer)).toBe(true);
    const refund = signedWebhook(WEBHOOK_SECRET, 'charge.refunded', fake.refundedCharge((await orderRow(id)).provider_payment_id!));
    expect((await deliver(refund)).statusCode).toBe(200);
    expect(await orderOf(buyer, id)).toMatchObject({ status: 'refunded', activity_status: 'inactive' });
    expect((await orderOf(buyer, id)).transactions.map((transaction) => transaction.status)).toEqual(['paid', 'refunded']);
    expect(await hasAccess(buyer)).toBe(false);
  });

  it("refunds from the console through Stripe's Refunds API with an idempotency key; its webhooks then change nothing", async () => {
    const admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
    const buyer = await registerUser(t.app);
    const id = await buyEvent(buyer);
    await deliver(await succeeded(id));
    const { total } = await orderRow(id);
    const part = await admin.inject('POST', `/api/admin/channels/varsity/orders/${id}/refunds`, { amount: 100, reason: 'Late start' });
    expect(part.statusCode).toBe(201);
    expect(part.json().data.refund).toMatchObject({ status: 'succeeded', amount: 100 });
    const [call] = fake.calls('POST', '/v1/refunds');
    expect(call!.idempotencyKey).toMatch(/^refund-\d+-/);
    expect(call!.body).toMatchObject({ payment_intent: (await orderRow(id)).provider_payment_id, amount: '100', 'metadata[order_id]': String(id) });
    expect(await orderOf(buyer, id)).toMatchObject({ status: 'paid', activity_status: 'active' });
    expect(await hasAccess(buyer)).toBe(true);

    const rest = await admin.inject('POST', `/api/admin/channels/varsity/orders/${id}/refunds`, { reason: 'Gave up' });
    expect(rest.json().data.refund).toMatchObject({ status: 'succeeded', amount: total - 100 });
    expect(await orderOf(buyer, id)).toMatchObject({ status: 'refunded', activity_status: 'inactive' });
    expect(await hasAccess(buyer)).toBe(false);

    // Stripe's own events for the same refunds find their rows: nothing is added twice.
    for (const refund of fake.refunds()) expect((await deliver(signedWebhook(WEBHOOK_SECRET, 'refund.updated', refund))).statusCode).toBe(200);
    const charge = { ...fake.refundedCharge((await orderRow(id)).provider_payment_id!), refunds: { object: 'list', data: fake.refunds().reverse(), has_more: false } };
    expect((await deliver(signedWebhook(WEBHOOK_SECRET, 'charge.refunded', charge))).statusCode).toBe(200);
    expect(await t.db.selectFrom('refunds').select('amount').where('order_id', '=', id).orderBy('id').execute()).toEqual([{ amount: 100 }, { amount: total - 100 }]);
    expect((await orderOf(buyer, id)).transactions.map((transaction) => [transaction.status, transaction.amount])).toEqual([
      ['paid', total],
      ['refunded', 100],
      ['refunded', total - 100],
    ]);
  });

  it('applies a webhook that arrives before the buy stored the payment id (Stripe settles within the create call)', async () => {
    const buyer = await registerUser(t.app);
    const id = await buyEvent(buyer);
    const delivery = await succeeded(id);
    await t.db.updateTable('orders').set({ provider_payment_id: null }).where('id', '=', id).execute();
    await deliver(delivery);
    expect((await orderOf(buyer, id)).status).toBe('paid');
  });

  it('reconciles an order whose webhook was lost, and the late webhook then changes nothing', async () => {
    const buyer = await registerUser(t.app);
    const id = await buyEvent(buyer);
    await t.db.updateTable('orders').set({ created_at: new Date(Date.now() - 3_600_000).toISOString() }).where('id', '=', id).execute();
    const reconcile = t.app.payments.chores.find((chore) => chore.name === 'pending orders reconciled')!;
    expect(await reconcile.run()).toBeGreaterThanOrEqual(1);
    expect((await orderOf(buyer, id)).status).toBe('paid');
    await deliver(await succeeded(id));
    expect((await orderOf(buyer, id)).transactions.map((transaction) => transaction.status)).toEqual(['paid']);
  });

  it('fails an order whose card asked for an authentication never completed: reconciliation cancels the intent', async () => {
    const buyer = await registerUser(t.app);
    const id = await buyEvent(buyer, 'pm_card_authenticationRequired');
    expect((await orderOf(buyer, id)).status).toBe('pending');
    await t.db.updateTable('orders').set({ created_at: new Date(Date.now() - 3_600_000).toISOString() }).where('id', '=', id).execute();
    await t.app.payments.chores.find((chore) => chore.name === 'pending orders reconciled')!.run();
    const intentId = (await orderRow(id)).provider_payment_id!;
    expect(fake.calls('POST', `/v1/payment_intents/${intentId}/cancel`)).toEqual([expect.objectContaining({ idempotencyKey: `cancel-${intentId}` })]);
    expect(await orderOf(buyer, id)).toMatchObject({ status: 'failed', transactions: [{ status: 'failed' }] });
    expect(await hasAccess(buyer)).toBe(false);
  });

  describe('subscriptions, billed by the app on the saved card', () => {
    const renewalSweep = () => t.app.payments.chores.find((chore) => chore.name === 'subscriptions renewed')!.run();
    async function endPeriod(id: number): Promise<string> {
      const end = new Date(Date.now() - 1000).toISOString();
      await t.db.updateTable('orders').set({ period_start: new Date(Date.now() - 30 * DAY_MS).toISOString(), period_end: end }).where('id', '=', id).execute();
      return end;
    }
    /** The renewal PaymentIntent Stripe made for the order. */
    const latestRenewalIntent = (id: number) => fake.intents().filter((intent) => intent.metadata.order_id === String(id) && intent.metadata.kind === 'renewal').at(-1)!;
    const renewalCalls = (id: number) => fake.calls('POST', '/v1/payment_intents').filter((call) => call.body['metadata[order_id]'] === String(id) && call.body['metadata[kind]'] === 'renewal');

    it('keeps the card for later periods, renews off-session at the period end (paid by webhook), and stops after unsubscribe', async () => {
      const buyer = await registerUser(t.app);
      const id = await buy(buyer, { type: 'subscription', id: monthly, payment_method: 'pm_card_visa' });
      expect(fake.calls('POST', '/v1/payment_intents').find((call) => call.body['metadata[order_id]'] === String(id))!.body.setup_future_usage).toBe('off_session');
      await deliver(await succeeded(id));
      const end = await endPeriod(id);

      expect(await renewalSweep()).toBe(1);
      expect(await renewalSweep()).toBe(1);
      const order = await orderRow(id);
      const calls = renewalCalls(id);
      expect(new Set(calls.map((call) => call.idempotencyKey))).toEqual(new Set([`${order.idempotency_key}-renewal-${end}`]));
      expect(calls[0]!.body).toMatchObject({ amount: '1299', currency: 'usd', off_session: 'true', confirm: 'true', payment_method: 'pm_card_visa', 'metadata[period_start]': end });
      expect((await orderOf(buyer, id)).period_end).toBe(end);

      const renewed = signedWebhook(WEBHOOK_SECRET, 'payment_intent.succeeded', latestRenewalIntent(id));
      expect((await deliver(renewed)).statusCode).toBe(200);
      const after = await orderOf(buyer, id);
      expect(after).toMatchObject({ status: 'paid', period_start: end, period_end: new Date(Date.parse(end) + 30 * DAY_MS).toISOString() });
      expect(after.events.map((event) => event.label)).toEqual(['New subscription', 'Subscription Renewal']);
      expect(after.transactions.map((transaction) => [transaction.status, transaction.amount])).toEqual([
        ['paid', 1299],
        ['paid', 1299],
      ]);

      expect((await post(t.app, '/api/stripe/unsubscribe', { api_key: buyer.apiKey, order_id: id })).body.data).toMatchObject({ renewal_state: 'cancelled' });
      await endPeriod(id);
      const before = renewalCalls(id).length;
      expect(await renewalSweep()).toBe(0);
      expect(renewalCalls(id)).toHaveLength(before);
    });

    it('starts a trial with a card: the card is saved for the customer and the pass price is charged at the trial end', async () => {
      const buyer = await registerUser(t.app);
      const { status, body } = await post(t.app, '/api/stripe/subscription/start_trial', { api_key: buyer.apiKey, subscription_id: monthly, payment_method: 'pm_card_visa' });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ total: 0, renewal_state: 'active' });
      const id = body.data.id as number;
      const setup = fake.calls('POST', '/v1/setup_intents').at(-1)!;
      expect(setup.body).toMatchObject({ payment_method: 'pm_card_visa', confirm: 'true', usage: 'off_session' });
      expect(setup.idempotencyKey).toEqual(expect.any(String));
      const saved = (await orderRow(id)).payment_method!;
      expect(saved).toMatch(/^pm_/);
      expect(saved).not.toBe('pm_card_visa');

      await endPeriod(id);
      expect(await renewalSweep()).toBeGreaterThanOrEqual(1);
      expect(renewalCalls(id)[0]!.body).toMatchObject({ amount: '1299', payment_method: saved, off_session: 'true' });
      expect((await post(t.app, '/api/stripe/subscription/start_trial', { api_key: buyer.apiKey, subscription_id: monthly, payment_method: 'pm_card_visa' })).status).toBe(400);
    });

  });

  describe('saved cards', () => {
    it('opens a setup intent for Stripe Elements, saves a card with a payment method, and lists it', async () => {
      const buyer = await registerUser(t.app);
      const open = await post(t.app, '/api/stripe/setup-intent', { api_key: buyer.apiKey });
      expect(open.status).toBe(200);
      expect(open.body.data).toMatchObject({ id: expect.stringMatching(/^seti_/), client_secret: expect.stringMatching(/_secret_/), status: 'requires_payment_method', payment_method: null });
      const saved = await post(t.app, '/api/stripe/setup-intent', { api_key: buyer.apiKey, payment_method: 'pm_card_visa' });
      expect(saved.body.data).toMatchObject({ status: 'succeeded', payment_method: expect.stringMatching(/^pm_/) });
      const cards = await get(t.app, '/api/stripe/list-cards', buyer.apiKey);
      expect(cards.body.data).toEqual([{ id: saved.body.data.payment_method, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 }]);
      expect((await get(t.app, '/api/stripe/list-cards', (await registerUser(t.app)).apiKey)).body.data).toEqual([]);
      const refused = await post(t.app, '/api/stripe/setup-intent', { api_key: buyer.apiKey, payment_method: 'pm_card_chargeDeclined' });
      expect(refused).toMatchObject({ status: 400, body: { errors: { payment_method: ['Please select one of your saved cards or enter new one'] } } });
    });

    it("refuses another customer's saved card at a buy", async () => {
      const owner = await registerUser(t.app);
      const card = (await post(t.app, '/api/stripe/setup-intent', { api_key: owner.apiKey, payment_method: 'pm_card_visa' })).body.data.payment_method as string;
      const thief = await registerUser(t.app);
      const { status, body } = await post(t.app, '/api/stripe/buy', { api_key: thief.apiKey, type: 'event', id: paidEvent, package_id: singlePackage, payment_method: card });
      expect(status).toBe(400);
      expect(body.errors.payment_method).toEqual(['Please select one of your saved cards or enter new one']);
    });

    it("answers Stripe's customer portal URL, returning to the SPA's saved cards page", async () => {
      const buyer = await registerUser(t.app);
      const { status, body } = await get(t.app, '/api/stripe/customer-portal', buyer.apiKey);
      expect(status).toBe(200);
      expect(body.data.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
      const session = fake.calls('POST', '/v1/billing_portal/sessions').at(-1)!;
      expect(session.body.return_url).toMatch(/\/profile\?cards$/);
      const customer = await t.db.selectFrom('payment_customers').select('customer_id').where('user_id', '=', buyer.userId).executeTakeFirstOrThrow();
      expect(session.body.customer).toBe(customer.customer_id);
    });
  });
});

describe('Stripe configuration', () => {
  it('refuses to start with a secret key but no webhook signing secret', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set/);
    expect(loadConfig({}).stripe).toBeNull();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripe).toMatchObject({ secretKey: 'sk_test_x', publishableKey: null, apiBase: null });
  });
});

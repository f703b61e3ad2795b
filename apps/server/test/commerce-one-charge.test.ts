import { Order } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerUser } from './auth-helpers';
import { FAN, basicPassName, eventIn, loginAs, passIdByName } from './commerce-helpers';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';
import { eventFor } from './media-helpers';
import { untilSettled } from './payment-helpers';

/** Issue: one charge per purchase, whatever the client does (parallel buys, re-buys, repeated bundle items). */
describe.each(dialects)('exactly one order and one charge per purchase, on %s', (dialect) => {
  let t: TestApp;
  let teamPass: number;
  let basicPass: number;
  let monthly: number;
  let paidEvent: number;
  let singlePackage: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.queue.start();
    basicPass = await passIdByName(t.db, basicPassName());
    const team = await t.db.selectFrom('passes').select('id').where('is_team_pass', '=', 1).where('currency', '=', 'USD').orderBy('id').executeTakeFirstOrThrow();
    teamPass = team.id;
    monthly = await passIdByName(t.db, 'Monthly All-Access');
    paidEvent = await eventIn(t.db, { pricing: 'paid', sports: ['basketball', 'soccer', 'volleyball'], inSports: false });
    singlePackage = (await eventFor(t.app, paidEvent, (await getApiKey(t.app)).api_key)).single_event_package_id!;
  });
  afterAll(async () => t.close());

  const buy = (apiKey: string, body: Record<string, unknown>) => post(t.app, '/api/stripe/buy', { api_key: apiKey, payment_method: 'pm_card_visa', ...body });
  const ordersOf = (userId: number) => t.db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const chargesOf = async (orderIds: number[]) =>
    (await t.db.selectFrom('sandbox_payments').select('metadata').execute()).filter((row) => orderIds.includes(Number(JSON.parse(row.metadata).order_id)));
  const userIdOf = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  it('ten parallel buys of one pass make one order and one charge; the others are told why', async () => {
    const buyer = await registerUser(t.app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(buyer.apiKey, { type: 'package', id: teamPass })));
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect([
        { code: 'PAYMENT_IN_PROGRESS', message: 'A payment for this is already in progress' },
        { code: 'ALREADY_OWNED', message: 'You already have this pass' },
      ]).toContainEqual({ code: refused.body.code, message: refused.body.message });
    }
    const orders = await ordersOf(buyer.userId);
    expect(orders).toHaveLength(1);
    expect((await untilSettled(t.app, buyer.apiKey, orders[0]!.id)).status).toBe('paid');
    expect(await chargesOf([orders[0]!.id])).toHaveLength(1);
  });

  it('a pass already owned cannot be bought again: 409, no order, no charge', async () => {
    const apiKey = await loginAs(t.app, FAN);
    const fan = await userIdOf(FAN.email);
    expect((await get(t.app, `/api/packages/${basicPass}`, apiKey)).body.data.purchased).toBe(true);
    const before = await ordersOf(fan);
    expect(await buy(apiKey, { type: 'package', id: basicPass })).toMatchObject({ status: 409, body: { code: 'ALREADY_OWNED', message: 'You already have this pass' } });
    expect(await ordersOf(fan)).toHaveLength(before.length);

    // An event the pass already opens is not sold either.
    const covered = await eventIn(t.db, { pricing: 'paid', sports: ['basketball', 'soccer', 'volleyball'], inSports: true });
    const opener = (await eventFor(t.app, covered, apiKey)).single_event_package_id!;
    expect(await buy(apiKey, { type: 'event', id: covered, package_id: opener })).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_OWNED', message: 'You already have access to this event' },
    });
    expect(await ordersOf(fan)).toHaveLength(before.length);
  });

  it('a pass bought and paid cannot be bought again by the same user', async () => {
    const buyer = await registerUser(t.app);
    const first = await buy(buyer.apiKey, { type: 'package', id: teamPass });
    expect((await untilSettled(t.app, buyer.apiKey, first.body.data.orders[0].id)).status).toBe('paid');
    expect(await buy(buyer.apiKey, { type: 'package', id: teamPass })).toMatchObject({ status: 409, body: { code: 'ALREADY_OWNED' } });
    expect(await ordersOf(buyer.userId)).toHaveLength(1);
  });

  it('a bundle naming the same item twice is refused with 400 before anything is stored', async () => {
    const buyer = await registerUser(t.app);
    const twice = await post(t.app, '/api/stripe/buy_bundle', { api_key: buyer.apiKey, payment_method: 'pm_card_visa', items: [{ type: 'package', id: teamPass }, { type: 'package', id: teamPass }] });
    expect(twice).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message: 'Each item can be bought only once', errors: { items: ['Each item can be bought only once'] } } });
    // The same event through two packages that sell it is the same item.
    const openers = (await get(t.app, `/api/packages?event_id=${paidEvent}`, buyer.apiKey)).body.data as Array<{ id: number }>;
    expect(openers.length).toBeGreaterThan(0);
    const sameEvent = await post(t.app, '/api/stripe/buy_bundle', {
      api_key: buyer.apiKey,
      payment_method: 'pm_card_visa',
      items: [{ type: 'event', id: paidEvent, package_id: singlePackage }, { type: 'event', id: paidEvent, package_id: openers.at(-1)!.id }],
    });
    expect(sameEvent.status).toBe(400);
    expect(await ordersOf(buyer.userId)).toHaveLength(0);
  });

  it('a bundle whose item is already being paid stores none of its orders', async () => {
    const buyer = await registerUser(t.app);
    await t.db.updateTable('users').set({ trial_period_used: null }).where('id', '=', buyer.userId).execute();
    expect((await buy(buyer.apiKey, { type: 'package', id: teamPass })).status).toBe(200);
    const bundle = await post(t.app, '/api/stripe/buy_bundle', { api_key: buyer.apiKey, payment_method: 'pm_card_visa', items: [{ type: 'subscription', id: monthly }, { type: 'package', id: teamPass }] });
    expect(bundle.status).toBe(409);
    expect((await ordersOf(buyer.userId)).map((order) => order.type)).toEqual(['package']);
  });

  it('a failed order may be retried with a new idempotency key, and then pays once', async () => {
    const buyer = await registerUser(t.app);
    const declined = (await buy(buyer.apiKey, { type: 'event', id: paidEvent, package_id: singlePackage, payment_method: 'pm_card_chargeDeclined' })).body.data.orders[0].id as number;
    expect((await untilSettled(t.app, buyer.apiKey, declined)).status).toBe('failed');
    const retried = await buy(buyer.apiKey, { type: 'event', id: paidEvent, package_id: singlePackage });
    expect(retried.status).toBe(200);
    const paid = retried.body.data.orders[0].id as number;
    expect((await untilSettled(t.app, buyer.apiKey, paid)).status).toBe('paid');
    const orders = await ordersOf(buyer.userId);
    expect(orders.map((order) => [order.status, order.idempotency_key?.split('-').slice(-2).join('-')])).toEqual([
      ['failed', `event:${paidEvent}-a1`],
      ['paid', `event:${paidEvent}-a2`],
    ]);
    expect(await chargesOf([paid])).toHaveLength(1);
    expect(await buy(buyer.apiKey, { type: 'event', id: paidEvent, package_id: singlePackage })).toMatchObject({ status: 409 });
  });

  it('records the campaign code (trk) the buyer arrived with on the order', async () => {
    const buyer = await registerUser(t.app);
    const answer = await buy(buyer.apiKey, { type: 'package', id: teamPass, trk: 'spring-newsletter' });
    const [order] = await ordersOf(buyer.userId);
    expect(order).toMatchObject({ id: answer.body.data.orders[0].id, trk: 'spring-newsletter' });
    const trial = await registerUser(t.app);
    expect((await post(t.app, '/api/stripe/subscription/start_trial', { api_key: trial.apiKey, subscription_id: monthly, trk: 'tv-spot' })).status).toBe(200);
    expect((await ordersOf(trial.userId))[0]).toMatchObject({ type: 'subscription', trk: 'tv-spot' });
  });

  it('a subscription held cannot be started again as a trial; once lapsed it can be bought anew', async () => {
    const buyer = await registerUser(t.app);
    const first = (await buy(buyer.apiKey, { type: 'subscription', id: monthly })).body.data.orders[0].id as number;
    expect((await untilSettled(t.app, buyer.apiKey, first)).status).toBe('paid');
    expect(await post(t.app, '/api/stripe/subscription/start_trial', { api_key: buyer.apiKey, subscription_id: monthly })).toMatchObject({ status: 409, body: { code: 'ALREADY_OWNED' } });
    expect((await get(t.app, '/api/profile', buyer.apiKey)).body.data.trial_period_used).toBeNull();

    // Its period ends without a renewal: the subscription has lapsed and is sold again.
    const past = new Date(Date.now() - 5 * 86_400_000).toISOString();
    await t.db.updateTable('orders').set({ period_end: past }).where('id', '=', first).execute();
    const again = await buy(buyer.apiKey, { type: 'subscription', id: monthly });
    expect(again.status).toBe(200);
    expect((await untilSettled(t.app, buyer.apiKey, again.body.data.orders[0].id)).status).toBe('paid');
    const lapsed = Order.parse((await get(t.app, `/api/orders/${first}`, buyer.apiKey)).body.data);
    expect(lapsed).toMatchObject({ subscription_status: 'expired', activity_status: 'inactive', renewal_state: 'cancelled' });
  });
});

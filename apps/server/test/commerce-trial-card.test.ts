import { Order } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerUser } from './auth-helpers';
import { passIdByName } from './commerce-helpers';
import { type TestApp, createTestApp, dialects } from './helper';

const DAY_MS = 86_400_000;

describe.each(dialects)('a sandbox trial started with a card renews onto it at the trial end, on %s', (dialect) => {
  let t: TestApp;
  let monthly: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.queue.start();
    monthly = await passIdByName(t.db, 'Monthly All-Access');
  });
  afterAll(async () => t.close());

  const renewalSweep = () => t.app.payments.chores.find((chore) => chore.name === 'subscriptions renewed')!.run();
  const startTrial = (apiKey: string, paymentMethod?: string) =>
    post(t.app, '/api/stripe/subscription/start_trial', { api_key: apiKey, subscription_id: monthly, ...(paymentMethod ? { payment_method: paymentMethod } : {}) });

  it('charges the pass price on the saved card when the trial ends, and the subscription goes on', async () => {
    const buyer = await registerUser(t.app);
    const { status, body } = await startTrial(buyer.apiKey, 'pm_card_visa');
    expect(status).toBe(200);
    const trial = Order.parse(body.data);
    expect(trial).toMatchObject({ status: 'paid', total: 0, renewal_state: 'active' });
    expect(Date.parse(trial.period_end!) - Date.parse(trial.period_start!)).toBe(7 * DAY_MS);
    // The card is saved for the user, as a buy with save_card would.
    const cards = (await get(t.app, '/api/stripe/list-cards', buyer.apiKey)).body.data as Array<{ last4: string }>;
    expect(cards.map((card) => card.last4)).toEqual(['4242']);

    const end = new Date(Date.now() - 1000).toISOString();
    await t.db.updateTable('orders').set({ period_end: end }).where('id', '=', trial.id).execute();
    expect(await renewalSweep()).toBe(1);
    const deadline = Date.now() + 10_000;
    let order = trial;
    while (order.period_end === trial.period_end || order.period_end === end) {
      if (Date.now() > deadline) throw new Error('the trial was not renewed');
      await new Promise((resolve) => setTimeout(resolve, 50));
      order = Order.parse((await get(t.app, `/api/orders/${trial.id}`, buyer.apiKey)).body.data);
    }
    expect(order).toMatchObject({ status: 'paid', subscription_status: 'active', period_start: end, period_end: new Date(Date.parse(end) + 30 * DAY_MS).toISOString() });
    expect(order.events.map((event) => event.label)).toEqual(['New subscription', 'Subscription Renewal']);
    expect(order.transactions.map((transaction) => [transaction.status, transaction.amount])).toEqual([['paid', 1299]]);
  });

  it('without a card the trial does not renew, and a card the user may not use is refused before the trial is used', async () => {
    const buyer = await registerUser(t.app);
    const refused = await startTrial(buyer.apiKey, 'pm_sandbox_not_a_card');
    expect(refused).toMatchObject({ status: 400, body: { errors: { payment_method: ['Please select one of your saved cards or enter new one'] } } });
    const { body } = await startTrial(buyer.apiKey);
    expect(body.data).toMatchObject({ renewal_state: 'cancelled' });
    await t.db.updateTable('orders').set({ period_end: new Date(Date.now() - 1000).toISOString() }).where('id', '=', body.data.id).execute();
    expect(await renewalSweep()).toBe(0);
  });
});

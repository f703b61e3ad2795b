import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerUser } from './auth-helpers';
import { passIdByName } from './commerce-helpers';
import { type TestApp, createTestApp, dialects } from './helper';
import { untilSettled } from './payment-helpers';

describe.each(dialects)('saved cards with the sandbox (setup-intent, list-cards, customer-portal), on %s', (dialect) => {
  let t: TestApp;
  let teamPass: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.queue.start();
    teamPass = await passIdByName(t.db, 'Northfield Huskies Team Pass');
  });
  afterAll(async () => t.close());

  const cardsOf = async (apiKey: string) => (await get(t.app, '/api/stripe/list-cards', apiKey)).body.data;

  it('saves a card from the sandbox form for its user only', async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    expect(await cardsOf(owner.apiKey)).toEqual([]);
    const open = await post(t.app, '/api/stripe/setup-intent', { api_key: owner.apiKey });
    expect(open.body.data).toMatchObject({ status: 'requires_payment_method', payment_method: null, client_secret: expect.stringContaining('_secret_') });

    const token = (await post(t.app, '/api/sandbox/tokens', { api_key: owner.apiKey, number: '4242424242424242', exp_month: 8, exp_year: 2031, cvc: '314' })).body.data.id as string;
    const saved = await post(t.app, '/api/stripe/setup-intent', { api_key: owner.apiKey, payment_method: token });
    expect(saved.body.data).toMatchObject({ status: 'succeeded', payment_method: token });
    expect(await cardsOf(owner.apiKey)).toEqual([{ id: token, brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2031 }]);

    expect(await cardsOf(stranger.apiKey)).toEqual([]);
    expect((await post(t.app, '/api/stripe/setup-intent', { api_key: stranger.apiKey, payment_method: token })).status).toBe(400);
    const stolen = await post(t.app, '/api/stripe/buy', { api_key: stranger.apiKey, type: 'package', id: teamPass, payment_method: token });
    expect(stolen).toMatchObject({ status: 400, body: { errors: { payment_method: ['Please select one of your saved cards or enter new one'] } } });

    const paid = await post(t.app, '/api/stripe/buy', { api_key: owner.apiKey, type: 'package', id: teamPass, payment_method: token });
    expect((await untilSettled(t.app, owner.apiKey, paid.body.data.orders[0].id)).status).toBe('paid');
  });

  it('saves the card a buy is paid with when save_card is set', async () => {
    const buyer = await registerUser(t.app);
    const { body } = await post(t.app, '/api/stripe/buy', { api_key: buyer.apiKey, type: 'package', id: teamPass, payment_method: 'pm_card_visa', save_card: true });
    expect((await untilSettled(t.app, buyer.apiKey, body.data.orders[0].id)).status).toBe('paid');
    expect(await cardsOf(buyer.apiKey)).toEqual([expect.objectContaining({ id: expect.stringMatching(/^pm_sandbox_/), brand: 'visa', last4: '4242' })]);
  });

  it("points the customer portal at the SPA's saved cards page", async () => {
    const user = await registerUser(t.app);
    expect((await get(t.app, '/api/stripe/customer-portal', user.apiKey)).body).toEqual({ data: { url: '/profile?cards' } });
  });
});

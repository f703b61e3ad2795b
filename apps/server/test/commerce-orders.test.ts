import { Order } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { get, registerUser } from './auth-helpers';
import { FAN, basicPassName, insertOrder, loginAs, passIdByName } from './commerce-helpers';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';

describe.each(dialects)('orders (GET orders, orders/{id}), on %s', (dialect) => {
  let t: TestApp;
  let fanKey: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    fanKey = await loginAs(t.app, FAN);
  });
  afterAll(async () => t.close());

  it("lists the fan's seeded orders: paid, active, with their 'Purchase' event (a pass, not a subscription) and paid transaction", async () => {
    const { status, body } = await get(t.app, '/api/orders?no_limit=1', fanKey);
    expect(status).toBe(200);
    const orders = z.array(Order).parse(body.data);
    expect(orders.map((row) => row.product.name).sort()).toEqual(['Ad-free & Downloads Add-on', basicPassName()].sort());
    const order = orders.find((row) => row.product.name === basicPassName());
    expect(order).toMatchObject({
      type: 'package',
      status: 'paid',
      activity_status: 'active',
      renewal_state: null,
      subscription_status: null,
      product: { name: basicPassName() },
      price: 14999,
      service_fee: 0,
      discount: 0,
      total: 14999,
      currency: 'USD',
      events: [{ kind: 'created', label: 'Purchase' }],
      transactions: [{ status: 'paid', amount: 14999, currency: 'USD' }],
    });
  });

  it('lists newest first, filters by status and type, and cuts only when limit is given', async () => {
    const user = await registerUser(t.app);
    const monthly = await passIdByName(t.db, 'Monthly All-Access');
    const teamPass = await passIdByName(t.db, 'Northfield Huskies Team Pass');
    const older = await insertOrder(t.db, { userId: user.userId, passId: teamPass, status: 'failed', created_at: '2026-01-01T00:00:00.000Z' });
    const newer = await insertOrder(t.db, { userId: user.userId, passId: monthly, period_end: '2099-01-01T00:00:00.000Z', created_at: '2026-02-01T00:00:00.000Z' });
    const ids = async (query: string) => ((await get(t.app, `/api/orders${query}`, user.apiKey)).body.data as Order[]).map((order) => order.id);
    expect(await ids('')).toEqual([newer, older]);
    expect(await ids('?limit=1')).toEqual([newer]);
    expect(await ids('?status=failed')).toEqual([older]);
    expect(await ids('?type=subscription')).toEqual([newer]);
    const subscription = Order.parse((await get(t.app, `/api/orders/${newer}`, user.apiKey)).body.data);
    expect(subscription).toMatchObject({ type: 'subscription', renewal_state: 'active', subscription_status: 'active', period_end: '2099-01-01T00:00:00.000Z' });
  });

  it('derives the subscription status: canceled keeps access to the period end, then expired', async () => {
    const user = await registerUser(t.app);
    const monthly = await passIdByName(t.db, 'Monthly All-Access');
    const id = await insertOrder(t.db, { userId: user.userId, passId: monthly, period_end: new Date(Date.now() + 86_400_000).toISOString() });
    await t.db.updateTable('orders').set({ renewal_state: 'cancelled' }).where('id', '=', id).execute();
    const status = async () => ((await get(t.app, `/api/orders/${id}`, user.apiKey)).body.data as Order).subscription_status;
    expect(await status()).toBe('canceled');
    await t.db.updateTable('orders').set({ period_end: new Date(Date.now() - 1000).toISOString() }).where('id', '=', id).execute();
    expect(await status()).toBe('expired');
    await t.db.updateTable('orders').set({ status: 'refunded' }).where('id', '=', id).execute();
    expect(await status()).toBe('inactive');
  });

  it("answers 404 for another user's order and for an unknown one", async () => {
    const [fanOrder] = (await get(t.app, '/api/orders', fanKey)).body.data as Order[];
    const other = await registerUser(t.app);
    for (const id of [fanOrder!.id, 999999]) {
      const { status, body } = await get(t.app, `/api/orders/${id}`, other.apiKey);
      expect(status).toBe(404);
      expect(body.code).toBe('NOT_FOUND');
    }
    expect((await get(t.app, `/api/orders/${fanOrder!.id}`, fanKey)).status).toBe(200);
  });

  it("answers 401 'user must be logged in' to a visitor key", async () => {
    const visitor = (await getApiKey(t.app)).api_key;
    for (const url of ['/api/orders', '/api/orders/1']) {
      const { status, body } = await get(t.app, url, visitor);
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'user must be logged in' });
    }
  });

  it('keeps orders for accounting when the account is deleted', async () => {
    const user = await registerUser(t.app);
    const id = await insertOrder(t.db, { userId: user.userId, passId: await passIdByName(t.db, basicPassName()) });
    await t.db.deleteFrom('users').where('id', '=', user.userId).execute();
    expect(await t.db.selectFrom('orders').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst()).toEqual({ id, user_id: null });
  });
});

describe.each(dialects)('GET apply_coupon, on %s', (dialect) => {
  let t: TestApp;
  let key: string;
  const preview = async (query: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/apply_coupon', query: { api_key: key, ...query } });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    key = (await getApiKey(t.app)).api_key;
  });
  afterAll(async () => t.close());

  it('prices a package with a percentage code, case-insensitively, on the server', async () => {
    const teamPass = await passIdByName(t.db, 'Northfield Huskies Team Pass');
    const { status, body } = await preview({ code: 'welcome10', package_id: String(teamPass), price: '1' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ price: 5999, service_fee: 199, discount: 600, total: 5598, currency: 'USD', code: 'WELCOME10' });
  });

  it('prices a subscription with a percentage code and a package with an amount code', async () => {
    const annual = await passIdByName(t.db, 'Annual All-Access');
    expect((await preview({ code: 'WELCOME10', subscription_id: String(annual) })).body.data).toEqual({ price: 11999, service_fee: 0, discount: 1200, total: 10799, currency: 'USD', code: 'WELCOME10' });
    const basic = await passIdByName(t.db, basicPassName());
    expect((await preview({ code: 'SAVE5', package_id: String(basic) })).body.data).toEqual({ price: 14999, service_fee: 0, discount: 500, total: 14499, currency: 'USD', code: 'SAVE5' });
  });

  it("answers 400 'Wrong promo code' for an unknown code, a code not for this pass, another channel's code, or a used-up code", async () => {
    const annual = await passIdByName(t.db, 'Annual All-Access');
    const basic = await passIdByName(t.db, basicPassName());
    const wrong = { message: 'Wrong promo code', code: 'WRONG_PROMO_CODE', message_code: 'WRONG_PROMO_CODE', errors: { code: ['Wrong promo code'] }, error_codes: { code: [{ code: 'WRONG_PROMO_CODE' }] } };
    for (const query of [
      { code: 'NOPE', package_id: String(basic) } as Record<string, string>,
      { code: 'SAVE5', subscription_id: String(annual) },
      { code: 'BIENVENUE10', package_id: String(basic) },
    ]) {
      expect(await preview(query)).toEqual({ status: 400, body: wrong });
    }
    await t.db.updateTable('coupons').set({ redemptions: 1000 }).where('code', '=', 'SAVE5').execute();
    expect(await preview({ code: 'SAVE5', package_id: String(basic) })).toEqual({ status: 400, body: wrong });
  });

  it("answers 'id not selected' without an id and 'Pass not found' for an unknown or mismatched one", async () => {
    expect(await preview({ code: 'WELCOME10' })).toEqual({
      status: 400,
      body: { message: 'id not selected', code: 'ID_NOT_SELECTED', message_code: 'ID_NOT_SELECTED', errors: { package_id: ['id not selected'] }, error_codes: { package_id: [{ code: 'ID_NOT_SELECTED' }] } },
    });
    const annual = await passIdByName(t.db, 'Annual All-Access');
    for (const query of [{ package_id: '999999' }, { package_id: String(annual) }]) {
      expect(await preview({ code: 'WELCOME10', ...query })).toEqual({ status: 404, body: { message: 'Pass not found', code: 'PASS_NOT_FOUND', message_code: 'PASS_NOT_FOUND' } });
    }
  });

  it('needs a valid api_key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/apply_coupon', query: { code: 'WELCOME10', package_id: '1' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors.api_key).toEqual(['Field is required']);
  });
});

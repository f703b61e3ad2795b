import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { post, registerUser } from './auth-helpers';
import { basicPassName, passIdByName } from './commerce-helpers';
import { type TestApp, createTestApp, dialects } from './helper';
import { untilSettled } from './payment-helpers';

const WRONG = { message: 'Wrong promo code', code: 'WRONG_PROMO_CODE', message_code: 'WRONG_PROMO_CODE', errors: { code: ['Wrong promo code'] }, error_codes: { code: [{ code: 'WRONG_PROMO_CODE' }] } };

/** Promo code limits hold when buys race: the use is reserved with the order, in one transaction the database arbitrates. */
describe.each(dialects)('promo code caps under concurrency, on %s', (dialect) => {
  let t: TestApp;
  let teamPass: number;
  let basicPass: number;
  let channelId: number;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.queue.start();
    const team = await t.db.selectFrom('passes').select(['id', 'channel_id']).where('is_team_pass', '=', 1).where('currency', '=', 'USD').orderBy('id').executeTakeFirstOrThrow();
    teamPass = team.id;
    channelId = team.channel_id;
    basicPass = await passIdByName(t.db, basicPassName());
  });
  afterAll(async () => t.close());

  async function newCode(values: { max_redemptions?: number | null; per_user_limit?: number | null; first_purchase_only?: number }) {
    serial += 1;
    const code = `RACE${serial}${dialect.toUpperCase()}`;
    const { id } = await t.db
      .insertInto('coupons')
      .values({ channel_id: channelId, code, code_normalized: code, kind: 'percent', value: 50, valid_from: null, valid_to: null, max_redemptions: values.max_redemptions ?? null, per_user_limit: values.per_user_limit ?? null, first_purchase_only: values.first_purchase_only ?? 0, pass_ids: null, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, code };
  }
  const buy = (apiKey: string, body: Record<string, unknown>) => post(t.app, '/api/stripe/buy', { api_key: apiKey, payment_method: 'pm_card_visa', ...body });
  const uses = (couponId: number) => t.db.selectFrom('coupon_redemptions').select(['order_id', 'status', 'discount']).where('coupon_id', '=', couponId).orderBy('id').execute();
  const counter = async (couponId: number) => (await t.db.selectFrom('coupons').select('redemptions').where('id', '=', couponId).executeTakeFirstOrThrow()).redemptions;

  /**
   * Runs the buys at once. On PostgreSQL the code's row is held locked from another connection until every buy's
   * transaction is waiting on it, so the buys provably overlap on separate connections and the database decides.
   */
  async function race<T>(buys: Array<() => Promise<T>>, couponId: number): Promise<T[]> {
    if (dialect !== 'postgres') return Promise.all(buys.map((start) => start()));
    let answers: Promise<T[]> | undefined;
    await t.db.transaction().execute(async (trx) => {
      // The lock an UPDATE of the code takes; the orders' foreign key checks do not wait on it.
      await sql`select id from coupons where id = ${couponId} for no key update`.execute(trx);
      answers = Promise.all(buys.map((start) => start()));
      const deadline = Date.now() + 10_000;
      for (;;) {
        const waiting = await sql<{ n: string }>`select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'update "coupons"%' and pid <> pg_backend_pid()`.execute(t.db);
        if (Number(waiting.rows[0]!.n) >= buys.length) break;
        if (Date.now() > deadline) {
          const all = await sql`select state, wait_event_type, wait_event, left(query, 80) as q from pg_stat_activity where pid <> pg_backend_pid()`.execute(t.db);
          throw new Error(`the buys never waited on the code together ${JSON.stringify(all.rows)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    return answers!;
  }

  it('a cap of 1 used by two users buying at once: exactly one order gets the code, the other hears "Wrong promo code"', async () => {
    const { id, code } = await newCode({ max_redemptions: 1 });
    const [first, second] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
    const answers = await race([() => buy(first.apiKey, { type: 'package', id: teamPass, coupon: code }), () => buy(second.apiKey, { type: 'package', id: teamPass, coupon: code })], id);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)!.body).toEqual(WRONG);
    const winner = answers.find((answer) => answer.status === 200)!;
    const orderId = winner.body.data.orders[0].id as number;
    expect(await t.db.selectFrom('orders').select('id').where('coupon_id', '=', id).execute()).toEqual([{ id: orderId }]);
    const apiKey = winner === answers[0] ? first.apiKey : second.apiKey;
    expect((await untilSettled(t.app, apiKey, orderId)).status).toBe('paid');
    expect(await uses(id)).toEqual([{ order_id: orderId, status: 'redeemed', discount: 3000 }]);
    expect(await counter(id)).toBe(1);
    // Used up: apply_coupon and the invoice preview say so too.
    const third = await registerUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/apply_coupon', query: { api_key: third.apiKey, code, package_id: String(teamPass) } })).json()).toEqual(WRONG);
    expect((await post(t.app, '/api/stripe/invoice-preview', { api_key: third.apiKey, type: 'package', id: teamPass, coupon: code })).body).toEqual(WRONG);
  });

  it('a per-user cap of 1 with two buys of different items by one user at once: one gets the code', async () => {
    const { id, code } = await newCode({ per_user_limit: 1 });
    const buyer = await registerUser(t.app);
    const answers = await race([() => buy(buyer.apiKey, { type: 'package', id: teamPass, coupon: code }), () => buy(buyer.apiKey, { type: 'package', id: basicPass, coupon: code })], id);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)!.body).toEqual(WRONG);
    expect(await uses(id)).toHaveLength(1);
    expect(await counter(id)).toBe(1);
    // Another user still may.
    const other = await registerUser(t.app);
    expect((await buy(other.apiKey, { type: 'package', id: basicPass, coupon: code })).status).toBe(200);
    // And the first one's preview now refuses the code, signed in.
    expect((await t.app.inject({ method: 'GET', url: '/api/apply_coupon', query: { api_key: buyer.apiKey, code, package_id: String(basicPass) } })).json()).toEqual(WRONG);
  });

  it('a declined payment gives its use back: the count goes down and the next buyer gets the code', async () => {
    const { id, code } = await newCode({ max_redemptions: 1 });
    const declined = await registerUser(t.app);
    const answer = await buy(declined.apiKey, { type: 'package', id: teamPass, coupon: code, payment_method: 'pm_card_chargeDeclined' });
    expect(answer.status).toBe(200);
    const orderId = answer.body.data.orders[0].id as number;
    expect((await untilSettled(t.app, declined.apiKey, orderId)).status).toBe('failed');
    expect(await uses(id)).toEqual([{ order_id: orderId, status: 'released', discount: 3000 }]);
    expect(await counter(id)).toBe(0);
    const next = await registerUser(t.app);
    const second = await buy(next.apiKey, { type: 'package', id: teamPass, coupon: code });
    expect(second.status).toBe(200);
    expect((await untilSettled(t.app, next.apiKey, second.body.data.orders[0].id)).status).toBe('paid');
    expect(await counter(id)).toBe(1);
  });

  it('a payment that could not start gives its use back', async () => {
    const { id, code } = await newCode({ max_redemptions: 1 });
    const buyer = await registerUser(t.app);
    const down = vi.spyOn(t.app.payments.provider, 'createPayment').mockRejectedValueOnce(new Error('provider unreachable'));
    try {
      expect((await buy(buyer.apiKey, { type: 'package', id: teamPass, coupon: code })).status).toBe(500);
    } finally {
      down.mockRestore();
    }
    const [order] = await t.db.selectFrom('orders').select(['id', 'status']).where('user_id', '=', buyer.userId).execute();
    expect(order).toMatchObject({ status: 'failed' });
    expect(await uses(id)).toEqual([{ order_id: order!.id, status: 'released', discount: 3000 }]);
    expect(await counter(id)).toBe(0);
    // The same buyer may try again and gets the code.
    expect((await buy(buyer.apiKey, { type: 'package', id: teamPass, coupon: code })).status).toBe(200);
    expect(await counter(id)).toBe(1);
  });

  it('first purchase only: a buyer with a paid order on the channel hears "Wrong promo code"', async () => {
    const { code } = await newCode({ first_purchase_only: 1 });
    const buyer = await registerUser(t.app);
    const preview = () => t.app.inject({ method: 'GET', url: '/api/apply_coupon', query: { api_key: buyer.apiKey, code, package_id: String(basicPass) } });
    expect((await preview()).statusCode).toBe(200);
    const first = await buy(buyer.apiKey, { type: 'package', id: teamPass, coupon: code });
    expect(first.status).toBe(200);
    expect((await untilSettled(t.app, buyer.apiKey, first.body.data.orders[0].id)).status).toBe('paid');
    expect((await preview()).json()).toEqual(WRONG);
    expect(await buy(buyer.apiKey, { type: 'package', id: basicPass, coupon: code })).toMatchObject({ status: 400, body: WRONG });
  });
});

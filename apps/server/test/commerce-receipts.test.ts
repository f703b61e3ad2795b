import { Order } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { get, mailsTo, post, registerUser } from './auth-helpers';
import { passIdByName } from './commerce-helpers';
import { type TestApp, createTestApp, dialects } from './helper';
import { untilSettled } from './payment-helpers';

const DAY_MS = 86_400_000;
type Buyer = Awaited<ReturnType<typeof registerUser>>;

describe.each(dialects)('receipts: the card and receipt address on a paid order, a receipt mail for every payment, on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.queue.start();
  });
  afterAll(async () => t.close());

  const orderOf = async (buyer: Buyer, id: number) => Order.parse((await get(t.app, `/api/orders/${id}`, buyer.apiKey)).body.data);
  const receiptsTo = async (buyer: Buyer) => (await mailsTo(t.app, buyer.email)).filter((mail) => /receipt|reçu/i.test(mail.subject));
  /** The receipt is written after the payment's transaction commits, so it may follow the order's paid status by a moment. */
  const receiptsOnce = (buyer: Buyer, count: number) =>
    vi.waitFor(
      async () => {
        const receipts = await receiptsTo(buyer);
        expect(receipts).toHaveLength(count);
        return receipts;
      },
      { timeout: 10_000, interval: 50 },
    );
  async function bought(buyer: Buyer, type: 'package' | 'subscription', id: number, paymentMethod = 'pm_card_visa'): Promise<Order> {
    const { status, body } = await post(t.app, '/api/stripe/buy', { api_key: buyer.apiKey, type, id, payment_method: paymentMethod });
    expect(status).toBe(200);
    return untilSettled(t.app, buyer.apiKey, body.data.orders[0].id as number);
  }

  it('a paid package: the order names the card and the address, and one receipt goes there', async () => {
    const buyer = await registerUser(t.app);
    const order = await bought(buyer, 'package', await passIdByName(t.db, 'Northfield Huskies Team Pass'));
    expect(order).toMatchObject({ status: 'paid', card_brand: 'visa', card_last4: '4242', receipt_email: buyer.email, total: 6198 });
    const receipts = await receiptsOnce(buyer, 1);
    expect(receipts[0]!.subject).toBe(`Your Varsity Sports Network receipt (order #${order.id})`);
    expect(receipts[0]!.text).toContain('Item: Northfield Huskies Team Pass');
    expect(receipts[0]!.text).toContain('Amount charged: USD $61.98 (including service fee $1.99)');
    expect(receipts[0]!.text).toContain('Card: Visa •••• 4242');
  });

  it('a declined card: no receipt, no receipt address', async () => {
    const buyer = await registerUser(t.app);
    const order = await bought(buyer, 'package', await passIdByName(t.db, 'Hockey Season Pass'), 'pm_card_chargeDeclined');
    expect(order).toMatchObject({ status: 'failed', receipt_email: null });
    expect(await receiptsTo(buyer)).toEqual([]);
  });

  it('a six-month subscription lasts 6 × 30 days, and its renewal sends a second receipt', async () => {
    const buyer = await registerUser(t.app);
    const sixMonths = await passIdByName(t.db, '6-Month All-Access');
    const preview = await post(t.app, '/api/stripe/invoice-preview', { api_key: buyer.apiKey, type: 'subscription', id: sixMonths });
    expect(Date.parse(preview.body.data.next_billing_date) - Date.now()).toBeGreaterThan(179 * DAY_MS);
    const order = await bought(buyer, 'subscription', sixMonths);
    expect(Date.parse(order.period_end!) - Date.parse(order.period_start!)).toBe(180 * DAY_MS);
    await receiptsOnce(buyer, 1);

    const end = new Date(Date.now() - 1000).toISOString();
    await t.db.updateTable('orders').set({ period_start: new Date(Date.now() - 180 * DAY_MS).toISOString(), period_end: end }).where('id', '=', order.id).execute();
    expect(await t.app.payments.chores.find((chore) => chore.name === 'subscriptions renewed')!.run()).toBe(1);
    const deadline = Date.now() + 10_000;
    while ((await orderOf(buyer, order.id)).period_end === end && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await orderOf(buyer, order.id)).period_end).toBe(new Date(Date.parse(end) + 180 * DAY_MS).toISOString());

    const receipts = await receiptsOnce(buyer, 2);
    expect(receipts.map((mail) => mail.subject)).toEqual([
      `Your Varsity Sports Network subscription renewal receipt (order #${order.id})`,
      `Your Varsity Sports Network receipt (order #${order.id})`,
    ]);
    expect(receipts[0]!.text).toContain('Amount charged: USD $59.99');
  });

  it('in French on the French channel', async () => {
    const buyer = await registerUser(t.app, {}, 'universitaire');
    const order = await bought(buyer, 'package', await passIdByName(t.db, "Passe d'équipe Harfangs de Valmont"));
    const [receipt] = await receiptsOnce(buyer, 1);
    expect(receipt!.subject).toBe(`Votre reçu Réseau Sport Universitaire (commande no ${order.id})`);
    expect(receipt!.text).toContain("Article\u00a0: Passe d'équipe Harfangs de Valmont");
    expect(receipt!.text).toContain('Montant débité\u00a0: CAD 51,48\u00a0$ (frais de service compris 1,49\u00a0$)');
  });
});

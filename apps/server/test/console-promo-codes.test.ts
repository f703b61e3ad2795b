import { AdminPromoCode, AdminPromoCodesPage } from '@ott/contracts/admin-promotions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerUser } from './auth-helpers';
import { basicPassName, passIdByName } from './commerce-helpers';
import { signInOperator, type SignedInOperator } from './console-helpers';
import { type TestApp, createTestApp, dialects } from './helper';
import { untilSettled } from './payment-helpers';

const BASE = '/api/admin/channels/varsity/promo-codes';

describe.each(dialects)('console promo codes (%s)', (dialect) => {
  let t: TestApp;
  let admin: SignedInOperator;
  let support: SignedInOperator;
  let editor: SignedInOperator;
  let teamPass: number;
  let basicPass: number;
  const audited = (action: string, id: number) => t.db.selectFrom('audit_log').select(['action', 'before_json', 'after_json']).where('action', '=', action).where('entity_id', '=', String(id)).execute();
  const created = async (body: Record<string, unknown>) => {
    const response = await admin.inject('POST', BASE, { kind: 'percent', value: 10, ...body });
    if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
    return AdminPromoCode.parse(response.json().data);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.queue.start();
    admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
    support = await signInOperator(t.app, { role: 'support', channelKey: 'varsity' });
    editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    teamPass = (await t.db.selectFrom('passes').select('id').where('is_team_pass', '=', 1).where('currency', '=', 'USD').orderBy('id').executeTakeFirstOrThrow()).id;
    basicPass = await passIdByName(t.db, basicPassName());
  });
  afterAll(async () => t?.close());

  it('creates a code with every field, audited; viewers can use it at once', async () => {
    const code = await created({
      code: 'Spring25',
      description: 'Spring newsletter',
      kind: 'amount',
      value: 500,
      applies_to: 'items',
      pass_ids: [teamPass],
      valid_from: '2026-01-01T00:00:00Z',
      valid_to: '2099-01-01T00:00:00Z',
      max_redemptions: 10,
      per_user_limit: 1,
      first_purchase_only: false,
    });
    expect(code).toMatchObject({ code: 'Spring25', kind: 'amount', value: 500, currency: 'USD', applies_to: 'items', pass_ids: [teamPass], event_ids: [], max_redemptions: 10, per_user_limit: 1, active: true, state: 'active', redeemed: 0, reserved: 0, revenue: 0, discount_given: 0 });
    expect(await audited('promo_code.create', code.id)).toHaveLength(1);
    const viewer = await registerUser(t.app);
    const preview = await t.app.inject({ method: 'GET', url: '/api/apply_coupon', query: { api_key: viewer.apiKey, code: 'spring25', package_id: String(teamPass) } });
    expect(preview.json().data).toMatchObject({ discount: 500, code: 'Spring25' });
    // Not for another pass.
    expect((await t.app.inject({ method: 'GET', url: '/api/apply_coupon', query: { api_key: viewer.apiKey, code: 'spring25', package_id: String(basicPass) } })).statusCode).toBe(400);
  });

  it('refuses a code the channel already has in any case (409, on the code field) and explains each bad field', async () => {
    await created({ code: 'TAKEN1' });
    const taken = await admin.inject('POST', BASE, { code: 'taken1', kind: 'percent', value: 5 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'PROMO_CODE_TAKEN', message: 'This promo code already exists in this channel', message_code: 'PROMO_CODE_ALREADY_EXISTS_CHANNEL', errors: { code: ['This promo code already exists in this channel'] }, error_codes: { code: [{ code: 'PROMO_CODE_ALREADY_EXISTS_CHANNEL' }] } });
    const bad = await admin.inject('POST', BASE, { code: 'has space', kind: 'percent', value: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ code: ['Use letters, digits, dashes and underscores'], value: ['Must be at least 1'] });
    const blank = await admin.inject('POST', BASE, { code: '  ', kind: 'percent', value: 5 });
    expect(blank.json().errors).toEqual({ code: ['Field is required'] });
    const rules = await admin.inject('POST', BASE, { code: 'RULES', kind: 'percent', value: 150, valid_from: '2026-05-01T00:00:00Z', valid_to: '2026-04-01T00:00:00Z', applies_to: 'items', pass_ids: [2147483000] });
    expect(rules.statusCode).toBe(400);
    expect(rules.json().errors).toEqual({ value: ['A percentage is at most 100'], valid_to: ['Must be after the start'], pass_ids: ['Unknown pass'] });
    const empty = await admin.inject('POST', BASE, { code: 'EMPTY', kind: 'percent', value: 5, applies_to: 'items' });
    expect(empty.json().errors).toEqual({ applies_to: ['Choose at least one pass or event'] });
    // Two operators creating one code at once: one gets it, the other the same 409.
    const racing = await Promise.all([admin.inject('POST', BASE, { code: 'Race1', kind: 'percent', value: 5 }), admin.inject('POST', BASE, { code: 'RACE1', kind: 'percent', value: 5 })]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(racing.find((response) => response.statusCode === 409)!.json().code).toBe('PROMO_CODE_TAKEN');
    // A code another channel has is free here.
    expect((await admin.inject('POST', BASE, { code: 'BIENVENUE10', kind: 'percent', value: 5 })).statusCode).toBe(201);
  });

  it('support reads, editors and support do not write, admins do', async () => {
    const code = await created({ code: 'ROLES1' });
    expect((await support.inject('GET', BASE)).statusCode).toBe(200);
    expect((await support.inject('GET', `${BASE}/${code.id}`)).statusCode).toBe(200);
    expect((await support.inject('PATCH', `${BASE}/${code.id}`, { active: false })).statusCode).toBe(403);
    expect((await editor.inject('POST', BASE, { code: 'NOPE', kind: 'percent', value: 5 })).statusCode).toBe(403);
    expect((await editor.inject('DELETE', `${BASE}/${code.id}`)).statusCode).toBe(403);
    const analyst = await signInOperator(t.app, { role: 'analyst', channelKey: 'varsity' });
    expect((await analyst.inject('GET', BASE)).statusCode).toBe(403);
  });

  it('edits and deactivates (audited); a deactivated code is "Wrong promo code" for viewers', async () => {
    const code = await created({ code: 'EDIT1' });
    const edited = await admin.inject('PATCH', `${BASE}/${code.id}`, { value: 20, description: 'Twenty' });
    expect(edited.json().data).toMatchObject({ value: 20, description: 'Twenty', code: 'EDIT1' });
    expect(await audited('promo_code.update', code.id)).toHaveLength(1);
    const off = await admin.inject('PATCH', `${BASE}/${code.id}`, { active: false });
    expect(off.json().data).toMatchObject({ active: false, state: 'inactive' });
    expect(await audited('promo_code.deactivate', code.id)).toHaveLength(1);
    const viewer = await registerUser(t.app);
    expect((await post(t.app, '/api/stripe/invoice-preview', { api_key: viewer.apiKey, type: 'package', id: teamPass, coupon: 'EDIT1' })).body.code).toBe('WRONG_PROMO_CODE');
    // The patch is held to the same rules.
    expect((await admin.inject('PATCH', `${BASE}/${code.id}`, { code: 'taken1' })).statusCode).toBe(409);
    expect((await admin.inject('PATCH', `${BASE}/${code.id}`, { value: 101 })).json().errors).toEqual({ value: ['A percentage is at most 100'] });
  });

  it('counts uses, revenue and discount; refuses deleting a used code, deletes an unused one; exports the redemptions as CSV', async () => {
    const code = await created({ code: 'COUNTED', value: 50 });
    const buyer = await registerUser(t.app);
    const bought = await post(t.app, '/api/stripe/buy', { api_key: buyer.apiKey, payment_method: 'pm_card_visa', type: 'package', id: teamPass, coupon: 'counted' });
    expect(bought.status).toBe(200);
    const orderId = bought.body.data.orders[0].id as number;
    expect((await untilSettled(t.app, buyer.apiKey, orderId)).status).toBe('paid');
    const read = AdminPromoCode.parse((await support.inject('GET', `${BASE}/${code.id}`)).json().data);
    // 5999 less 3000 plus the 199 fee.
    expect(read).toMatchObject({ redeemed: 1, reserved: 0, discount_given: 3000, revenue: 3198 });

    const refused = await admin.inject('DELETE', `${BASE}/${code.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PROMO_CODE_USED' });
    const unused = await created({ code: 'UNUSED' });
    expect((await admin.inject('DELETE', `${BASE}/${unused.id}`)).statusCode).toBe(200);
    expect((await admin.inject('GET', `${BASE}/${unused.id}`)).statusCode).toBe(404);
    expect(await audited('promo_code.delete', unused.id)).toHaveLength(1);

    const csv = await support.inject('GET', `${BASE}/redemptions.csv?search=counted`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('code,order_id,user_id,email,product_name,status,discount,order_total,order_status,currency,created_at');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`COUNTED,${orderId},${buyer.userId},${buyer.email},`);
    expect(lines[1]).toContain(',redeemed,3000,3198,paid,USD,');

    // A partial refund comes off the revenue; the use stays counted.
    await t.db.updateTable('orders').set({ refunded_amount: 1000 }).where('id', '=', orderId).execute();
    expect((await support.inject('GET', `${BASE}/${code.id}`)).json().data).toMatchObject({ redeemed: 1, revenue: 2198, discount_given: 3000 });
  });

  it('lists with search and state, newest first, with totals', async () => {
    await created({ code: 'OLDCODE', valid_to: '2020-01-01T00:00:00Z', valid_from: '2019-01-01T00:00:00Z' });
    const expired = AdminPromoCodesPage.parse((await support.inject('GET', `${BASE}?state=expired`)).json());
    expect(expired.data.map((row) => row.code)).toEqual(['OLDCODE']);
    expect(expired.data[0]!.state).toBe('expired');
    const active = AdminPromoCodesPage.parse((await support.inject('GET', `${BASE}?state=active&limit=200`)).json());
    expect(active.data.map((row) => row.code)).not.toContain('OLDCODE');
    expect(active.data.map((row) => row.code)).toContain('WELCOME10');
    const searched = AdminPromoCodesPage.parse((await support.inject('GET', `${BASE}?search=spring`)).json());
    expect(searched.data.map((row) => row.code)).toEqual(['Spring25']);
    expect(searched.meta.total).toBe(1);
    const inactive = AdminPromoCodesPage.parse((await support.inject('GET', `${BASE}?state=inactive`)).json());
    expect(inactive.data.map((row) => row.code)).toEqual(['EDIT1']);
  });
});

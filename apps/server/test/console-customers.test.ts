/**
 * The console's customers (issue 17, docs/decisions/0056): search within the channel, the customer page, support's
 * actions and their roles (support resends, resets and ends sessions; comps, renewal cancellations and deletions need
 * admin), complimentary passes that open events, the "why can't this viewer watch?" reasons, and the CSV export.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from './auth-helpers';
import { eventIn, insertOrder, passIdByName } from './commerce-helpers';
import { signInOperator, type SignedInOperator } from './console-helpers';
import { SIGN_INS_KEPT, createSignInsRepository } from '../src/modules/auth/sign-ins.repository';
import { newUserRow } from '../src/modules/users/new-user';
import { getApiKey } from './factories';
import { createTestApp, dialects, type TestApp } from './helper';

const COUNTRY = 'x-test-country';
const A = 'varsity';
const URL_A = `/api/admin/channels/${A}/customers`;
let serial = 0;

/** Registers a viewer through the API from a given country; returns their id, email and logged-in key. */
async function register(app: FastifyInstance, channelKey: string, first: string, country = 'CA') {
  serial += 1;
  const email = `${first.toLowerCase()}-${serial}-${Date.now()}@example.test`;
  const { api_key } = await getApiKey(app, channelKey);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/auth/register',
    headers: { [COUNTRY]: country, 'user-agent': 'CustomerTest/1.0' },
    payload: { api_key, email, password: 'correct-horse-battery', password_confirmation: 'correct-horse-battery', first_name: first, last_name: 'Tester', terms: true, mailing_opt_in: false },
  });
  if (response.statusCode !== 200) throw new Error(`register: ${response.statusCode} ${response.body}`);
  return { id: response.json().data.user.id as number, email, apiKey: response.json().data.api_key as string };
}

describe.each(dialects)('console customers (%s)', (dialect) => {
  let t: TestApp;
  let owner: SignedInOperator;
  let admin: SignedInOperator;
  let support: SignedInOperator;
  let editor: SignedInOperator;
  let jane: Awaited<ReturnType<typeof register>>;
  let other: Awaited<ReturnType<typeof register>>;
  let hockeyEvent: number;
  let hockeyPass: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { GEO_HEADER: COUNTRY, AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_IDENTIFIER: '100000', API_KEY_ISSUE_LIMIT: '100000' } });
    owner = await signInOperator(t.app, { role: 'owner' });
    admin = await signInOperator(t.app, { role: 'admin', channelKey: A });
    support = await signInOperator(t.app, { role: 'support', channelKey: A });
    editor = await signInOperator(t.app, { role: 'editor', channelKey: A });
    jane = await register(t.app, A, 'Janelle');
    other = await register(t.app, 'universitaire', 'Gaston');
    hockeyEvent = await eventIn(t.db, { pricing: 'paid', sports: ['hockey'], inSports: true });
    hockeyPass = await passIdByName(t.db, 'Hockey Season Pass');
  });
  afterAll(async () => t?.close());

  const list = async (who: SignedInOperator, search: string) => {
    const response = await who.inject('GET', `${URL_A}?search=${encodeURIComponent(search)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Array<{ id: number; email: string }>; meta: { total: number } };
  };

  it('finds a customer by email, name or account number, only in the channel', async () => {
    expect((await list(support, jane.email.slice(0, 12))).data.map((row) => row.id)).toEqual([jane.id]);
    expect((await list(support, 'janelle tester')).data.map((row) => row.id)).toContain(jane.id);
    expect((await list(support, String(jane.id))).data.map((row) => row.id)).toContain(jane.id);
    expect((await list(support, other.email)).meta.total).toBe(0);
    expect((await list(support, String(other.id))).data.map((row) => row.id)).not.toContain(other.id);
    const page = await support.inject('GET', `${URL_A}?limit=1&offset=0`);
    expect(page.json().data).toHaveLength(1);
    expect(page.json().meta.total).toBeGreaterThan(1);
  });

  it("answers 404 for another channel's customer, on the page and every action", async () => {
    const base = `${URL_A}/${other.id}`;
    expect((await owner.inject('GET', base)).statusCode).toBe(404);
    expect((await owner.inject('GET', `${base}/access?event_id=${hockeyEvent}`)).statusCode).toBe(404);
    for (const path of ['resend-verification', 'password-reset', 'end-sessions']) expect((await owner.inject('POST', `${base}/${path}`)).statusCode, path).toBe(404);
    expect((await owner.inject('POST', `${base}/comp`, { pass_id: hockeyPass })).statusCode).toBe(404);
    expect((await owner.inject('POST', `${base}/delete`, { confirm_email: other.email })).statusCode).toBe(404);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', other.id).executeTakeFirst()).toEqual({ id: other.id });
  });

  it('shows the profile with the sign-in recorded at registration and at login', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', headers: { [COUNTRY]: 'FR', 'user-agent': 'LoginAgent/2.0' }, payload: { api_key: (await getApiKey(t.app)).api_key, email: jane.email, password: 'correct-horse-battery' } });
    expect(login.statusCode).toBe(200);
    const response = await support.inject('GET', `${URL_A}/${jane.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.profile).toMatchObject({ id: jane.id, email: jane.email, first_name: 'Janelle', email_verified: false, has_password: true, last_country_code: 'FR' });
    expect(data.sign_ins.map((row: { method: string; country_code: string }) => [row.method, row.country_code])).toEqual([
      ['password', 'FR'],
      ['register', 'CA'],
    ]);
    expect(data.sign_ins[0].user_agent).toBe('LoginAgent/2.0');
    expect(data.sessions.active).toBe(2);
    expect(data.counters.clips.used).toBe(0);
    expect(data.counters.downloads.used).toBe(0);
    expect(data.orders).toEqual([]);
    expect(data.capabilities).toEqual([]);
  });

  it('records a device linked with a code as a linked device, with its browser or app', async () => {
    const dev = await register(t.app, A, 'Devon');
    const device = await getApiKey(t.app);
    const tv = { 'user-agent': 'LivingRoomTV/3.1', [COUNTRY]: 'CA' };
    const code = (await t.app.inject({ method: 'POST', url: '/api/auth/device-code', headers: tv, payload: { api_key: device.api_key } })).json().data.code as string;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/add_session', payload: { api_key: dev.apiKey, code } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/device-code/poll', headers: tv, payload: { api_key: device.api_key } })).json().data.status).toBe('linked');
    const page = (await support.inject('GET', `${URL_A}/${dev.id}`)).json().data;
    expect(page.linked_devices).toEqual([expect.objectContaining({ method: 'device', user_agent: 'LivingRoomTV/3.1', country_code: 'CA' })]);
    expect(page.sign_ins.map((row: { method: string }) => row.method)).toEqual(['device', 'register']);
  });

  it('keeps the newest 50 sign-ins of a user', async () => {
    const rio = await register(t.app, A, 'Rio');
    const channel = await t.db.selectFrom('channels').select('id').where('key', '=', A).executeTakeFirstOrThrow();
    const signIns = createSignInsRepository(t.db);
    for (let index = 0; index < SIGN_INS_KEPT + 3; index += 1) {
      await signIns.record({ channelId: channel.id, userId: rio.id, method: 'password', ip: `198.51.100.${index}`, countryCode: 'CA', userAgent: null, at: new Date(Date.now() + index * 1000).toISOString() });
    }
    const rows = await t.db.selectFrom('sign_ins').select('ip').where('user_id', '=', rio.id).orderBy('id').execute();
    expect(rows).toHaveLength(SIGN_INS_KEPT);
    expect(rows[0]!.ip).toBe('198.51.100.3');
    expect((await support.inject('GET', `${URL_A}/${rio.id}`)).json().data.sign_ins).toHaveLength(20);
  });

  it('lets support resend the verification mail and send a reset, audited; an editor may not read customers', async () => {
    expect((await support.inject('POST', `${URL_A}/${jane.id}/resend-verification`)).statusCode).toBe(200);
    expect((await support.inject('POST', `${URL_A}/${jane.id}/password-reset`)).statusCode).toBe(200);
    const links = (await mailsTo(t.app, jane.email)).flatMap((mail) => mail.links);
    expect(links.some((link) => link.includes('/verify-email'))).toBe(true);
    expect(links.some((link) => link.includes('/password-reset'))).toBe(true);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'operator_id']).where('entity_type', '=', 'customer').where('entity_id', '=', String(jane.id)).execute();
    expect(audit).toEqual(expect.arrayContaining([{ action: 'customer.resend_verification', operator_id: support.operatorId }, { action: 'customer.password_reset', operator_id: support.operatorId }]));
    expect((await editor.inject('GET', `${URL_A}/${jane.id}`)).statusCode).toBe(403);
  });

  it('refuses comps, renewal cancellations and deletions to support', async () => {
    expect((await support.inject('POST', `${URL_A}/${jane.id}/comp`, { pass_id: hockeyPass })).statusCode).toBe(403);
    expect((await support.inject('POST', `${URL_A}/${jane.id}/cancel-renewal`, { order_id: 1 })).statusCode).toBe(403);
    expect((await support.inject('POST', `${URL_A}/${jane.id}/delete`, { confirm_email: jane.email })).statusCode).toBe(403);
    expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', jane.id).execute()).toEqual([]);
  });

  it('explains why a customer cannot watch: not purchased (naming what would open it), then a comp opens the event', async () => {
    const before = await support.inject('GET', `${URL_A}/${jane.id}/access?event_id=${hockeyEvent}`);
    expect(before.statusCode, before.body).toBe(200);
    const denied = before.json().data;
    expect(denied).toMatchObject({ has_access: false, can_watch: false, country_code: 'FR' });
    const notPurchased = denied.reasons.find((reason: { code: string }) => reason.code === 'not_purchased');
    expect(notPurchased.blocking).toBe(true);
    expect(notPurchased.openers.map((opener: { name: string }) => opener.name)).toEqual(expect.arrayContaining(['Hockey Season Pass', 'Monthly All-Access']));
    expect(denied.reasons.map((reason: { code: string }) => reason.code)).toContain('no_stream_limit');

    const comp = await admin.inject('POST', `${URL_A}/${jane.id}/comp`, { pass_id: hockeyPass, note: 'Apology for the outage' });
    expect(comp.statusCode, comp.body).toBe(201);
    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', comp.json().data.order_id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ user_id: jane.id, provider: 'comp', total: 0, status: 'paid', activity_status: 'active', item_key: `package:${hockeyPass}` });
    const audit = await t.db.selectFrom('audit_log').select(['action', 'operator_id', 'after_json']).where('action', '=', 'order.comp').where('entity_id', '=', String(order.id)).executeTakeFirstOrThrow();
    expect(audit.operator_id).toBe(admin.operatorId);
    expect(JSON.parse(audit.after_json!)).toMatchObject({ provider: 'comp', total: 0, note: 'Apology for the outage' });

    const { api_key } = (await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { api_key: (await getApiKey(t.app)).api_key, email: jane.email, password: 'correct-horse-battery' } })).json().data;
    const event = await t.app.inject({ method: 'GET', url: `/api/events/${hockeyEvent}`, query: { api_key } });
    expect(event.json().data.has_access).toBe(true);
    const after = (await support.inject('GET', `${URL_A}/${jane.id}/access?event_id=${hockeyEvent}`)).json().data;
    expect(after).toMatchObject({ has_access: true, can_watch: true });
    expect(after.reasons.find((reason: { code: string }) => reason.code === 'covered')).toMatchObject({ order_id: order.id, pass_name: 'Hockey Season Pass', blocking: false });

    expect((await admin.inject('POST', `${URL_A}/${jane.id}/comp`, { pass_id: hockeyPass })).statusCode).toBe(409);
    const page = (await support.inject('GET', `${URL_A}/${jane.id}`)).json().data;
    expect(page.entitlements.map((row: { name: string }) => row.name)).toEqual(['Hockey Season Pass']);
    expect(page.entitlements[0].covers.categories).toEqual(['Hockey']);
    expect(page.capabilities).toEqual(['watch', 'vod_media']);
  });

  it('names an expired pass, a refunded order and a geo block', async () => {
    const sam = await register(t.app, A, 'Samira', 'CA');
    const annual = await passIdByName(t.db, 'Annual All-Access');
    const expired = await insertOrder(t.db, { userId: sam.id, passId: annual, type: 'subscription', period_end: '2025-01-01T00:00:00.000Z' });
    const refunded = await insertOrder(t.db, { userId: sam.id, passId: hockeyPass, status: 'refunded' });
    const reasons = async () => (await support.inject('GET', `${URL_A}/${sam.id}/access?event_id=${hockeyEvent}`)).json().data as { has_access: boolean; reasons: Array<{ code: string; order_id?: number; blocking: boolean; at?: string; scope?: string }> };
    const first = await reasons();
    expect(first.has_access).toBe(false);
    expect(first.reasons.find((reason) => reason.code === 'pass_expired')).toMatchObject({ order_id: expired, at: '2025-01-01T00:00:00.000Z', blocking: true });
    expect(first.reasons.find((reason) => reason.code === 'refunded')).toMatchObject({ order_id: refunded, blocking: true });

    const channel = await t.db.selectFrom('channels').select('id').where('key', '=', A).executeTakeFirstOrThrow();
    await t.db.insertInto('geo_rules').values({ channel_id: channel.id, event_id: hockeyEvent, mode: 'block', countries: JSON.stringify(['CA']) }).execute();
    try {
      const blocked = await reasons();
      expect(blocked.reasons.find((reason) => reason.code === 'geo_blocked')).toMatchObject({ blocking: true, scope: 'event', country_code: 'CA' });
    } finally {
      await t.db.deleteFrom('geo_rules').where('event_id', '=', hockeyEvent).execute();
    }
  });

  it('reads the event at its replay pricing now, as the viewer app does', async () => {
    const replay = await eventIn(t.db, { pricing: 'paid', sports: ['hockey'], inSports: false });
    const channel = await t.db.selectFrom('channels').select('id').where('key', '=', A).executeTakeFirstOrThrow();
    const ended = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await t.db.updateTable('events').set({ event_utc_ts: new Date(Date.parse(ended) - 7_200_000).toISOString(), end_utc_ts: ended }).where('id', '=', replay).execute();
    const at = new Date().toISOString();
    await t.db.insertInto('pricing_rules').values({ channel_id: channel.id, event_id: replay, event_category_id: null, steps: JSON.stringify([{ after_hours: 24, pricing_type: 'free', price: null, price_percent: null }]), created_at: at, updated_at: at }).execute();
    const kim = await register(t.app, A, 'Noor');
    const access = (await support.inject('GET', `${URL_A}/${kim.id}/access?event_id=${replay}`)).json().data;
    expect(access).toMatchObject({ has_access: true, can_watch: true, event: { pricing_type: 'free' } });
    expect(access.reasons.map((reason: { code: string }) => reason.code)).toContain('free_event');
    const viewer = await t.app.inject({ method: 'GET', url: `/api/events/${replay}`, query: { api_key: kim.apiKey } });
    expect(viewer.json().data.has_access).toBe(true);
  });

  it("lets an admin cancel a subscription's renewal through the subscriptions service", async () => {
    const monthly = await passIdByName(t.db, 'Monthly All-Access');
    const order = await insertOrder(t.db, { userId: jane.id, passId: monthly, type: 'subscription', period_end: new Date(Date.now() + 86_400_000).toISOString() });
    const response = await admin.inject('POST', `${URL_A}/${jane.id}/cancel-renewal`, { order_id: order });
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.db.selectFrom('orders').select('renewal_state').where('id', '=', order).executeTakeFirstOrThrow()).renewal_state).toBe('cancelled');
    expect((await admin.inject('POST', `${URL_A}/${jane.id}/cancel-renewal`, { order_id: order })).statusCode).toBe(400);
  });

  it('streams the filtered customers as CSV', async () => {
    const response = await support.inject('GET', `${URL_A}.csv?search=${encodeURIComponent(jane.email)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,email,first_name,last_name,email_verified,created_at,active_orders,last_sign_in_at');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${jane.id},${jane.email},Janelle,Tester,no,`);
  });

  it('neutralises cells that a spreadsheet would run as formulas, after leading spaces, quotes or separators too', async () => {
    const channel = await t.db.selectFrom('channels').select('id').where('key', '=', A).executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const names = [';=1+1', '"=1+1', ' =1+1', '\t@SUM(A1)', '=HYPERLINK("http://evil.test")'];
    const rows = names.map((name, index) => ({
      ...newUserRow({ channelId: channel.id, email: `formula-${index}@example.test`, passwordHash: null, firstName: name, lastName: 'Sheet', language: 'en', at }),
      email_normalized: `formula-${index}@example.test`,
    }));
    await t.db.insertInto('users').values(rows).execute();
    const response = await support.inject('GET', `${URL_A}.csv?search=formula-`);
    expect(response.statusCode).toBe(200);
    const firstNames = response.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => /^\d+,formula-(\d)@example\.test,(.*),Sheet,no,/.exec(line)!)
      .sort((a, b) => Number(a[1]) - Number(b[1]))
      .map((match) => match[2]);
    expect(firstNames).toEqual([`"';=1+1"`, `"'""=1+1"`, `' =1+1`, `"'\t@SUM(A1)"`, `"'=HYPERLINK(""http://evil.test"")"`]);
  });

  it('streams an export over several pages without losing or repeating a row, newest account first', async () => {
    const channel = await t.db.selectFrom('channels').select('id').where('key', '=', 'universitaire').executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const rows = Array.from({ length: 1203 }, (_, index) => ({
      ...newUserRow({ channelId: channel.id, email: `bulk-${index}@example.test`, passwordHash: null, firstName: 'Bulk', lastName: String(index), language: 'fr', at }),
      email_normalized: `bulk-${index}@example.test`,
    }));
    for (let start = 0; start < rows.length; start += 200) await t.db.insertInto('users').values(rows.slice(start, start + 200)).execute();
    const response = await owner.inject('GET', '/api/admin/channels/universitaire/customers.csv?search=bulk-');
    const lines = response.body.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(1203);
    const ids = lines.map((line) => Number(line.split(',')[0]));
    expect(new Set(ids).size).toBe(1203);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("shows a saved card by brand, last 4 and expiry only, never the card's id", async () => {
    const ola = await register(t.app, A, 'Ola');
    const token = (await t.app.inject({ method: 'POST', url: '/api/sandbox/tokens', payload: { api_key: ola.apiKey, number: '4242424242424242', exp_month: 8, exp_year: 2031, cvc: '314' } })).json().data.id as string;
    expect((await t.app.inject({ method: 'POST', url: '/api/stripe/setup-intent', payload: { api_key: ola.apiKey, payment_method: token } })).statusCode).toBe(200);
    const response = await support.inject('GET', `${URL_A}/${ola.id}`);
    expect(response.json().data.cards).toEqual([{ brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2031 }]);
    expect(response.body).not.toContain(token);
  });

  it('lets support end sessions: the keys stop working', async () => {
    const kim = await register(t.app, A, 'Kim');
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', query: { api_key: kim.apiKey } })).statusCode).toBe(200);
    expect((await support.inject('POST', `${URL_A}/${kim.id}/end-sessions`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', query: { api_key: kim.apiKey } })).statusCode).toBe(401);
  });

  it('deletes an account only with its email typed, keeping its orders', async () => {
    const leo = await register(t.app, A, 'Leo');
    const order = await insertOrder(t.db, { userId: leo.id, passId: hockeyPass });
    const wrong = await admin.inject('POST', `${URL_A}/${leo.id}/delete`, { confirm_email: 'someone@else.test' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.confirm_email).toEqual(["Type the customer's email address to confirm"]);
    expect((await admin.inject('POST', `${URL_A}/${leo.id}/delete`, { confirm_email: leo.email.toUpperCase() })).statusCode).toBe(200);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', leo.id).executeTakeFirst()).toBeUndefined();
    expect((await t.db.selectFrom('orders').select('user_id').where('id', '=', order).executeTakeFirstOrThrow()).user_id).toBeNull();
    expect((await admin.inject('GET', `${URL_A}/${leo.id}`)).statusCode).toBe(404);
    const audit = await t.db.selectFrom('audit_log').select('before_json').where('action', '=', 'customer.delete').where('entity_id', '=', String(leo.id)).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json!)).toMatchObject({ email: leo.email });
  });
});

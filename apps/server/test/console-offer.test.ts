import { Event, Pass } from '@ott/contracts';
import { AdminPass, AdminPricingRule } from '@ott/contracts/admin-offer';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { post, registerUser } from './auth-helpers';
import { insertOrder } from './commerce-helpers';
import { signInOperator, type SignedInOperator } from './console-helpers';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';

const BASE = '/api/admin/channels/varsity';
const HOUR = 3_600_000;
const Passes = z.array(Pass);

describe.each(dialects)('console offer: passes, prices and replay pricing (%s)', (dialect) => {
  let t: TestApp;
  let admin: SignedInOperator;
  let support: SignedInOperator;
  let editor: SignedInOperator;
  let channelId: number;
  let categories: number[];
  let otherCategory: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
    support = await signInOperator(t.app, { role: 'support', channelKey: 'varsity' });
    editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    channelId = (await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow()).id;
    const other = (await t.db.selectFrom('channels').select('id').where('key', '=', 'universitaire').executeTakeFirstOrThrow()).id;
    categories = (await t.db.selectFrom('event_categories').select('id').where('channel_id', '=', channelId).orderBy('id').limit(2).execute()).map((row) => row.id);
    otherCategory = (await t.db.selectFrom('event_categories').select('id').where('channel_id', '=', other).orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.useRealTimers());

  const viewerPackages = async (query: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/packages', query: { channel_key: 'varsity', ...query } });
    return Passes.parse(response.json().data);
  };
  const pkg = (extra: Record<string, unknown> = {}) => ({ name: 'Playoffs Pass', type: 'package', price: 2999, event_categories: [categories[0]], ...extra });

  it('reads for support, writes for admins only', async () => {
    expect((await support.inject('GET', `${BASE}/passes`)).statusCode).toBe(200);
    expect((await support.inject('POST', `${BASE}/passes`, pkg())).statusCode).toBe(403);
    expect((await editor.inject('POST', `${BASE}/passes`, pkg())).statusCode).toBe(403);
    expect((await editor.inject('POST', `${BASE}/pricing-rules`, { event_category_id: categories[0], steps: [{ after_hours: 1, pricing_type: 'free' }] })).statusCode).toBe(403);
    const listed = AdminPass.array().parse((await support.inject('GET', `${BASE}/passes`)).json().data);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((pass) => pass.type !== 'event')).toBe(true);
  });

  it('validates with per-field messages', async () => {
    const bad = await admin.inject('POST', `${BASE}/passes`, { name: '', type: 'subscription', price: -1, trial_period: 400, period_count: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      name: ['Field is required'],
      price: ['Must be zero or a positive integer'],
      trial_period: ['Must be between 0 and 365'],
      period_count: ['Must be between 1 and 36'],
    });
    const pairs = await admin.inject('POST', `${BASE}/passes`, { name: 'X', type: 'subscription', price: 1000, base_price: 900, pass_type: 'addition' });
    expect(pairs.json().errors).toMatchObject({ base_price: ['Must be at least the price'], period: ['A subscription needs a period'], extends: ['An addition needs at least one base pass'] });
    const foreign = await admin.inject('POST', `${BASE}/passes`, pkg({ event_categories: [otherCategory] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ event_categories: ['Not found in this channel'] });
  });

  it('creates, edits, hides, orders and deletes a pass; viewers see only public ones, in the new order', async () => {
    const created = await admin.inject('POST', `${BASE}/passes`, pkg({ description: 'Every playoff game', base_price: 3999, service_fee: 150, capabilities: ['watch'], visibility: 'hidden' }));
    expect(created.statusCode).toBe(201);
    const pass = AdminPass.parse(created.json().data);
    expect(pass).toMatchObject({ name: 'Playoffs Pass', description: 'Every playoff game', price: 2999, base_price: 3999, service_fee: 150, currency: 'USD', event_categories: [categories[0]], capabilities: ['watch'], visibility: 'hidden', orders_count: 0 });
    expect((await viewerPackages()).map((p) => p.id)).not.toContain(pass.id);

    const shown = await admin.inject('PATCH', `${BASE}/passes/${pass.id}`, { visibility: 'public', participants: [], event_categories: categories });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ visibility: 'public', event_categories: categories });
    const viewer = await viewerPackages();
    expect(viewer.find((p) => p.id === pass.id)).toMatchObject({ price: 2999, base_price: 3999, event_categories: categories });

    const order = viewer.map((p) => p.id).reverse();
    const reordered = await admin.inject('PUT', `${BASE}/passes/order`, { ids: order });
    expect(reordered.statusCode).toBe(200);
    expect((await viewerPackages()).map((p) => p.id)).toEqual(order);

    const audit = await t.db.selectFrom('audit_log').select('action').where('entity_type', '=', 'pass').execute();
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['pass.create', 'pass.update', 'pass.reorder']));

    const user = await registerUser(t.app);
    await insertOrder(t.db, { userId: user.userId, passId: pass.id });
    const refused = await admin.inject('DELETE', `${BASE}/passes/${pass.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PASS_HAS_ORDERS', message: 'This pass has 1 order and cannot be deleted; hide it instead' });

    // Hidden: no longer sold (the bootstrap and the lists leave it out too), while its order stays.
    await admin.inject('PATCH', `${BASE}/passes/${pass.id}`, { visibility: 'hidden' });
    const key = (await getApiKey(t.app)).api_key;
    const preview = await post(t.app, '/api/stripe/invoice-preview', { api_key: key, type: 'package', id: pass.id });
    expect(preview.status).toBe(404);
    const bootstrap = await t.app.inject({ method: 'GET', url: '/api/channel-bootstrap-data', query: { channel_key: 'varsity' } });
    expect((bootstrap.json().data.packages as Array<{ id: number }>).map((p) => p.id)).not.toContain(pass.id);
    expect(await t.db.selectFrom('orders').select('status').where('pass_id', '=', pass.id).execute()).toEqual([{ status: 'paid' }]);

    const spare = AdminPass.parse((await admin.inject('POST', `${BASE}/passes`, pkg({ name: 'Spare' }))).json().data);
    expect((await admin.inject('DELETE', `${BASE}/passes/${spare.id}`)).statusCode).toBe(200);
    expect((await admin.inject('GET', `${BASE}/passes/${spare.id}`)).statusCode).toBe(404);
  });

  it('takes a pass picture upload, resizes it and serves it on the media host', async () => {
    const pass = AdminPass.parse((await admin.inject('POST', `${BASE}/passes`, pkg({ name: 'Picture Pass' }))).json().data);
    const png = await sharp({ create: { width: 800, height: 400, channels: 4, background: '#0044ff' } }).png().toBuffer();
    const boundary = 'offer-image-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pass.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = (who: SignedInOperator) => ({ cookie: who.cookie, 'x-csrf-token': who.csrf, 'content-type': `multipart/form-data; boundary=${boundary}` });
    expect((await t.app.inject({ method: 'POST', url: `${BASE}/passes/${pass.id}/image`, headers: headers(editor), payload })).statusCode).toBe(403);
    const upload = await t.app.inject({ method: 'POST', url: `${BASE}/passes/${pass.id}/image`, headers: headers(admin), payload });
    expect(upload.statusCode, upload.body).toBe(200);
    const image = upload.json().data.image as string;
    expect(image).toMatch(new RegExp(`^/media/passes/varsity/${pass.id}-[0-9a-f]{16}/logo\\.png$`));
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(512);
    expect((await viewerPackages()).find((p) => p.id === pass.id)?.image).toBe(image);
  });

  it('a price change leaves renewals alone unless migrated; paid amounts never change', async () => {
    const sub = AdminPass.parse((await admin.inject('POST', `${BASE}/passes`, { name: 'Weekly Pass', type: 'subscription', period: 'monthly', price: 1000, covers_all_events: true })).json().data);
    const orders: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const user = await registerUser(t.app);
      const id = await insertOrder(t.db, { userId: user.userId, passId: sub.id });
      await t.db.updateTable('orders').set({ renewal_amount: 1000 }).where('id', '=', id).execute();
      orders.push(id);
    }
    const cancelled = await insertOrder(t.db, { userId: (await registerUser(t.app)).userId, passId: sub.id });
    await t.db.updateTable('orders').set({ renewal_amount: 1000, renewal_state: 'cancelled' }).where('id', '=', cancelled).execute();
    const stored = () => t.db.selectFrom('orders').select(['id', 'total', 'renewal_amount']).where('pass_id', '=', sub.id).orderBy('id').execute();

    const preview = await admin.inject('POST', `${BASE}/passes/${sub.id}/price-preview`, { price: 1500 });
    expect(preview.json().data).toEqual({ affected: 2, renewal_amount: 1500, currency: 'USD' });
    expect((await support.inject('POST', `${BASE}/passes/${sub.id}/price-preview`, { price: 1500 })).statusCode).toBe(403);

    const kept = await admin.inject('PATCH', `${BASE}/passes/${sub.id}`, { price: 1500 });
    expect(kept.json().data).toMatchObject({ price: 1500, migrated_renewals: 0 });
    expect((await stored()).map((row) => [row.total, row.renewal_amount])).toEqual([
      [1000, 1000],
      [1000, 1000],
      [1000, 1000],
    ]);

    const moved = await admin.inject('PATCH', `${BASE}/passes/${sub.id}`, { price: 2000, service_fee: 100, migrate_renewals: true });
    expect(moved.json().data).toMatchObject({ price: 2000, migrated_renewals: 2 });
    expect((await stored()).map((row) => [row.total, row.renewal_amount])).toEqual([
      [1000, 2100],
      [1000, 2100],
      [1000, 1000],
    ]);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'after_json']).where('action', '=', 'pass.migrate_renewals').where('entity_id', '=', String(sub.id)).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json!)).toEqual({ price: 2000, service_fee: 100, orders: 2 });
  });

  it('sets single-event prices in bulk, one audit entry per event', async () => {
    const events = (await t.db.selectFrom('events').select('id').where('channel_id', '=', channelId).where('pricing_type', '=', 'free').orderBy('id').limit(2).execute()).map((row) => row.id);
    const missing = await admin.inject('POST', `${BASE}/events/prices`, { event_ids: events, pricing_type: 'paid' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ price: ['Field is required'] });

    const set = await admin.inject('POST', `${BASE}/events/prices`, { event_ids: [...events, 2147483000], pricing_type: 'paid', price: 499 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual({ updated: events, refused: [{ id: 2147483000, message: 'Not found' }] });
    for (const id of events) {
      expect((await admin.inject('GET', `${BASE}/events/${id}`)).json().data).toMatchObject({ pricing_type: 'paid', price: 499, single_event_package_id: expect.any(Number) });
      const key = (await getApiKey(t.app)).api_key;
      const offered = Passes.parse((await t.app.inject({ method: 'GET', url: '/api/packages', query: { api_key: key, event_id: String(id) } })).json().data);
      expect(offered.find((p) => p.type === 'event')).toMatchObject({ price: 499, event_id: id });
    }
    const audit = await t.db.selectFrom('audit_log').select(['entity_id']).where('action', '=', 'event.price').execute();
    expect(audit.map((row) => Number(row.entity_id)).sort((a, b) => a - b)).toEqual(events);
  });

  it('replay pricing: the catalogue, the paywall and the buy price follow the step in force, at its boundary', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2027, 0, 10, 18);
    vi.setSystemTime(start);
    // Console sessions last an hour: one opened at the faked time.
    let admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
    const end = start + 2 * HOUR;
    const made = await admin.inject('POST', `${BASE}/events`, {
      name: 'Replay Ladder Final',
      event_utc_ts: new Date(start).toISOString(),
      end_utc_ts: new Date(end).toISOString(),
      time_zone: 'UTC',
      pricing_type: 'paid',
      price: 1000,
    });
    expect(made.statusCode).toBe(201);
    const event = made.json().data as { id: number; single_event_package_id: number };
    const bad = await admin.inject('POST', `${BASE}/pricing-rules`, { event_id: event.id, steps: [{ after_hours: 24, price: 5, price_percent: 50 }, { after_hours: 10, pricing_type: 'free' }] });
    expect(bad.statusCode).toBe(400);
    const rule = await admin.inject('POST', `${BASE}/pricing-rules`, {
      event_id: event.id,
      steps: [
        { after_hours: 24, price_percent: 50 },
        { after_hours: 168, pricing_type: 'free' },
      ],
    });
    expect(rule.statusCode).toBe(201);
    expect(AdminPricingRule.parse(rule.json().data)).toMatchObject({ event_id: event.id, scope_name: 'Replay Ladder Final' });
    expect((await admin.inject('POST', `${BASE}/pricing-rules`, { event_id: event.id, steps: [{ after_hours: 1, pricing_type: 'free' }] })).statusCode).toBe(409);

    const buyer = await registerUser(t.app);
    await insertOrder(t.db, { userId: buyer.userId, passId: event.single_event_package_id });

    const seen = async (at: number) => {
      vi.setSystemTime(at);
      const key = (await getApiKey(t.app)).api_key;
      const detail = Event.parse((await t.app.inject({ method: 'GET', url: `/api/events/${event.id}`, query: { api_key: key } })).json().data);
      const list = (await t.app.inject({ method: 'GET', url: '/api/events', query: { api_key: key, search: 'Replay Ladder Final' } })).json().data as Event[];
      const offered = Passes.parse((await t.app.inject({ method: 'GET', url: '/api/packages', query: { api_key: key, event_id: String(event.id) } })).json().data).find((p) => p.type === 'event');
      const preview = await post(t.app, '/api/stripe/invoice-preview', { api_key: key, type: 'event', id: event.id, package_id: event.single_event_package_id });
      const mine = Event.parse((await t.app.inject({ method: 'GET', url: `/api/events/${event.id}`, query: { api_key: buyer.apiKey } })).json().data);
      return { pricing: detail.pricing_type, listed: list[0]?.pricing_type, access: detail.has_access, price: offered?.price, base: offered?.base_price, total: preview.body.data?.total, buyerAccess: mine.has_access };
    };

    expect(await seen(end + 24 * HOUR - 1)).toEqual({ pricing: 'paid', listed: 'paid', access: false, price: 1000, base: null, total: 1000, buyerAccess: true });
    expect(await seen(end + 24 * HOUR)).toEqual({ pricing: 'paid', listed: 'paid', access: false, price: 500, base: 1000, total: 500, buyerAccess: true });
    // A buy at this moment stores the half price on its order.
    const late = await registerUser(t.app);
    const bought = await post(t.app, '/api/stripe/buy', { api_key: late.apiKey, type: 'event', id: event.id, package_id: event.single_event_package_id, payment_method: 'pm_card_visa' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const order = await t.db.selectFrom('orders').select(['price', 'total']).where('id', '=', bought.body.data.orders[0].id as number).executeTakeFirstOrThrow();
    expect(order).toEqual({ price: 500, total: 500 });
    expect(await seen(end + 168 * HOUR - 1)).toEqual({ pricing: 'paid', listed: 'paid', access: false, price: 500, base: 1000, total: 500, buyerAccess: true });
    expect(await seen(end + 168 * HOUR)).toEqual({ pricing: 'free', listed: 'free', access: true, price: 500, base: 1000, total: 500, buyerAccess: true });
    expect(await seen(end + 169 * HOUR)).toMatchObject({ pricing: 'free', listed: 'free', access: true });

    // A category's rule applies to its events; the event's own rule wins over it.
    admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
    await admin.inject('PATCH', `${BASE}/events/${event.id}`, { event_category_id: categories[0] });
    const byCategory = await admin.inject('POST', `${BASE}/pricing-rules`, { event_category_id: categories[0], steps: [{ after_hours: 0, pricing_type: 'register' }] });
    expect(byCategory.statusCode).toBe(201);
    expect((await seen(end + 1)).pricing).toBe('paid');
    const own = AdminPricingRule.parse(rule.json().data);
    expect((await admin.inject('DELETE', `${BASE}/pricing-rules/${own.id}`)).statusCode).toBe(200);
    expect((await seen(end + 1)).pricing).toBe('register');
  });

  it('a list cached just before a step is not served once the step starts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2027, 2, 1, 18);
    vi.setSystemTime(start);
    const admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
    const end = start + HOUR;
    const made = await admin.inject('POST', `${BASE}/events`, { name: 'Boundary Cache Cup', event_utc_ts: new Date(start).toISOString(), end_utc_ts: new Date(end).toISOString(), time_zone: 'UTC', pricing_type: 'paid', price: 800 });
    const id = made.json().data.id as number;
    expect((await admin.inject('POST', `${BASE}/pricing-rules`, { event_id: id, steps: [{ after_hours: 2, pricing_type: 'free' }] })).statusCode).toBe(201);
    const key = (await getApiKey(t.app)).api_key;
    const listed = async (at: number) => {
      vi.setSystemTime(at);
      return ((await t.app.inject({ method: 'GET', url: '/api/events', query: { api_key: key, search: 'Boundary Cache Cup' } })).json().data as Event[])[0]?.pricing_type;
    };
    expect(await listed(end + 2 * HOUR - 10)).toBe('paid');
    expect(await listed(end + 2 * HOUR)).toBe('free');
  });
});

import { Pass } from '@ott/contracts';
import { AdminEvent, PASSES_ONLY_PAID, PRICE_ABOVE_ZERO } from '@ott/contracts/admin-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { post, registerUser } from './auth-helpers';
import { signInOperator, type SignedInOperator } from './console-helpers';
import { type TestApp, createTestApp, dialects } from './helper';
import { eventFor } from './media-helpers';
import { untilSettled } from './payment-helpers';
import { up as hideZeroOffers } from '../src/db/migrations/20251129100600_no_zero_single_event_offers';

const BASE = '/api/admin/channels/varsity';
const hour = 3_600_000;

/** Docs/decisions/0060: a paid event is sold alone above zero, or only through the passes and subscriptions that cover it. */
describe.each(dialects)('the single-event offer of an event (%s)', (dialect) => {
  let t: TestApp;
  let editor: SignedInOperator;
  /** A category a public package of the channel covers, and that package. */
  let covered: { categoryId: number; passId: number };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.queue.start();
    editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    covered = await t.db
      .selectFrom('pass_categories as pc')
      .innerJoin('passes as p', 'p.id', 'pc.pass_id')
      .innerJoin('channels as c', 'c.id', 'p.channel_id')
      .select(['pc.event_category_id as categoryId', 'p.id as passId'])
      .where('c.key', '=', 'varsity')
      .where('p.type', '=', 'package')
      .where('p.visibility', '=', 'public')
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => t?.close());

  const upcoming = (name: string, extra: Record<string, unknown>) => ({
    name,
    event_utc_ts: new Date(Date.now() + 24 * hour).toISOString(),
    end_utc_ts: new Date(Date.now() + 26 * hour).toISOString(),
    time_zone: 'America/Chicago',
    event_category_id: covered.categoryId,
    ...extra,
  });
  const create = async (name: string, extra: Record<string, unknown>) => {
    const response = await editor.inject('POST', `${BASE}/events`, upcoming(name, extra));
    expect(response.statusCode).toBe(201);
    return AdminEvent.parse(response.json().data);
  };
  const packagesFor = async (eventId: number) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/packages', query: { channel_key: 'varsity', event_id: String(eventId) } });
    expect(response.statusCode).toBe(200);
    return z.array(Pass).parse(response.json().data);
  };

  it('refuses a price of 0 for a paid or pay-per-view event, on create and on edit, in the envelope', async () => {
    for (const pricing_type of ['paid', 'ppv']) {
      const response = await editor.inject('POST', `${BASE}/events`, upcoming(`Zero ${pricing_type}`, { pricing_type, price: 0 }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { price: [PRICE_ABOVE_ZERO] } });
    }
    const sold = await create('Priced Final', { pricing_type: 'paid', price: 999 });
    const edited = await editor.inject('PATCH', `${BASE}/events/${sold.id}`, { price: 0 });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toEqual({ price: [PRICE_ABOVE_ZERO] });
    const admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
    const bulk = await admin.inject('POST', `${BASE}/events/prices`, { event_ids: [sold.id], pricing_type: 'ppv', price: 0 });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().errors).toEqual({ price: [PRICE_ABOVE_ZERO] });
    // A free event has no price at all: its own pricing type.
    expect((await create('Free Final', { pricing_type: 'free', price: 0 })).price).toBeNull();
  });

  it('sells a passes-only event through the passes that cover it, never alone', async () => {
    const event = await create('Passes Only Derby', { pricing_type: 'paid', passes_only: true });
    expect(event).toMatchObject({ pricing_type: 'paid', passes_only: true, price: null, single_event_package_id: null });

    const viewed = await eventFor(t.app, event.id);
    expect(viewed).toMatchObject({ pricing_type: 'paid', single_event_package_id: null, has_access: false });
    const offered = await packagesFor(event.id);
    expect(offered.some((pass) => pass.type === 'event')).toBe(false);
    expect(offered.map((pass) => pass.id)).toContain(covered.passId);

    const buyer = await registerUser(t.app);
    const buy = (body: Record<string, unknown>) => post(t.app, '/api/stripe/buy', { api_key: buyer.apiKey, payment_method: 'pm_card_visa', ...body });
    expect(await buy({ type: 'event', id: event.id })).toMatchObject({ status: 400, body: { message: 'id not selected', errors: { package_id: ['id not selected'] } } });
    expect(await buy({ type: 'event', id: event.id, package_id: 999_999 })).toMatchObject({ status: 404, body: { message: 'Pass not found' } });

    // The covering pass opens it.
    const bought = await buy({ type: 'package', id: covered.passId });
    expect(bought.status).toBe(200);
    expect((await untilSettled(t.app, buyer.apiKey, bought.body.data.orders[0].id as number)).status).toBe('paid');
    expect((await eventFor(t.app, event.id, buyer.apiKey)).has_access).toBe(true);
  });

  it('turns a sold event into a passes-only one and back; a package someone bought is kept but no longer sold', async () => {
    const event = await create('Switching Final', { pricing_type: 'paid', price: 1299 });
    const single = event.single_event_package_id!;
    const buyer = await registerUser(t.app);
    const first = await post(t.app, '/api/stripe/buy', { api_key: buyer.apiKey, type: 'event', id: event.id, package_id: single, payment_method: 'pm_card_visa' });
    expect((await untilSettled(t.app, buyer.apiKey, first.body.data.orders[0].id as number)).status).toBe('paid');

    const passesOnly = await editor.inject('PATCH', `${BASE}/events/${event.id}`, { passes_only: true });
    expect(passesOnly.statusCode).toBe(200);
    expect(passesOnly.json().data).toMatchObject({ passes_only: true, price: null, single_event_package_id: null });
    expect((await eventFor(t.app, event.id, buyer.apiKey)).has_access).toBe(true);
    const other = await registerUser(t.app);
    const refused = await post(t.app, '/api/stripe/buy', { api_key: other.apiKey, type: 'event', id: event.id, package_id: single, payment_method: 'pm_card_visa' });
    expect(refused).toMatchObject({ status: 404, body: { message: 'Pass not found' } });
    expect((await packagesFor(event.id)).some((pass) => pass.type === 'event')).toBe(false);

    const ppv = await editor.inject('PATCH', `${BASE}/events/${event.id}`, { pricing_type: 'ppv', passes_only: true });
    expect(ppv.statusCode).toBe(400);
    expect(ppv.json().errors).toEqual({ passes_only: [PASSES_ONLY_PAID] });

    const soldAgain = await editor.inject('PATCH', `${BASE}/events/${event.id}`, { price: 1499 });
    expect(soldAgain.json().data).toMatchObject({ passes_only: false, price: 1499, single_event_package_id: single });
  });

  it('makes an event whose single-event package was priced 0 before the rule a passes-only one (migration 20251129100600)', async () => {
    const event = await create('Zero From Before', { pricing_type: 'paid', price: 500 });
    await t.db.updateTable('passes').set({ price: 0 }).where('id', '=', event.single_event_package_id!).execute();
    await hideZeroOffers(t.db as never);
    expect(await eventFor(t.app, event.id)).toMatchObject({ pricing_type: 'paid', single_event_package_id: null });
    expect((await packagesFor(event.id)).filter((pass) => pass.price === 0)).toEqual([]);
    // The demo's own single-event packages are all priced, and stay sold.
    const hidden = await t.db.selectFrom('passes').select('id').where('type', '=', 'event').where('visibility', '=', 'hidden').execute();
    expect(hidden.map((row) => row.id)).toEqual([event.single_event_package_id]);
  });
});

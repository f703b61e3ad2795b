import { Event, Pass } from '@ott/contracts';
import { AdminEvent } from '@ott/contracts/admin-catalogue';
import { AdminPass } from '@ott/contracts/admin-offer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { get, post, registerUser } from './auth-helpers';
import { insertOrder } from './commerce-helpers';
import { signInOperator, type SignedInOperator } from './console-helpers';
import { type TestApp, createTestApp, dialects } from './helper';

const BASE = '/api/admin/channels/varsity';
const HOUR = 3_600_000;

/** The offer as an operator sets it in the console: one choice per idea, validity, caps, subscriber-only events. */
describe.each(dialects)('offer terms through the console API (%s)', (dialect) => {
  let t: TestApp;
  let admin: SignedInOperator;
  let category: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
    const channelId = (await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow()).id;
    category = (await t.db.selectFrom('event_categories').select('id').where('channel_id', '=', channelId).where('parent_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t?.close());

  const createPass = async (body: Record<string, unknown>) => {
    const response = await admin.inject('POST', `${BASE}/passes`, { price: 999, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return AdminPass.parse(response.json().data);
  };
  const patchPass = (id: number, body: Record<string, unknown>) => admin.inject('PATCH', `${BASE}/passes/${id}`, body);
  const createEvent = async (body: Record<string, unknown>) => {
    const start = Date.now() - HOUR;
    const response = await admin.inject('POST', `${BASE}/events`, {
      name: 'Members Night',
      event_utc_ts: new Date(start).toISOString(),
      end_utc_ts: new Date(start + 2 * HOUR).toISOString(),
      time_zone: 'UTC',
      event_category_id: category,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return AdminEvent.parse(response.json().data);
  };
  const hasAccess = async (eventId: number, apiKey: string) => Event.parse((await get(t.app, `/api/events/${eventId}`, apiKey)).body.data).has_access;
  const holderOf = async (passId: number, periodEnd: string | null = null) => {
    const user = await registerUser(t.app);
    await insertOrder(t.db, { userId: user.userId, passId, period_end: periodEnd });
    return user;
  };

  it('derives the spec fields from kind, interval and count, so the label reads "/ month" or "/ 3 years"', async () => {
    const monthly = await createPass({ name: 'Monthly Club', kind: 'subscription', interval: 'month', interval_count: 1, covers_all_events: true });
    expect(monthly).toMatchObject({ kind: 'subscription', interval: 'month', interval_count: 1, type: 'subscription', pass_type: 'regular', period: 'month', offer: 'month', period_count: 1 });
    const addon = await createPass({ name: 'Extras', kind: 'addon', extends: [monthly.id] });
    expect(addon).toMatchObject({ kind: 'addon', interval: null, interval_count: 1, type: 'additional', pass_type: 'addition', period: null, offer: null });
    const season = await createPass({ name: 'Season Pass', kind: 'pass', event_categories: [category] });
    expect(season).toMatchObject({ kind: 'pass', interval: null, type: 'package', pass_type: 'regular', period: null, offer: null, period_count: 1 });

    // Changing the interval alone keeps the kind; the stored fields follow.
    const yearly = AdminPass.parse((await patchPass(monthly.id, { interval: 'year', interval_count: 3 })).json().data);
    expect(yearly).toMatchObject({ kind: 'subscription', interval: 'year', interval_count: 3, period: 'annual', offer: 'year', period_count: 3 });
    const listed = z.array(Pass).parse((await t.app.inject({ method: 'GET', url: '/api/subscriptions', query: { channel_key: 'varsity' } })).json().data);
    expect(listed.find((pass) => pass.id === monthly.id)).toMatchObject({ offer: 'year', period: 'annual', period_count: 3 });
  });

  it('refuses bad terms with 400 and the documented error body', async () => {
    const bad = await admin.inject('POST', `${BASE}/passes`, { name: 'Broken', price: 100, kind: 'weekly', clip_limit: -1, download_limit: 1.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { kind: ['Must be one of pass, subscription, addon'], clip_limit: ['Must be between 0 and 10000'], download_limit: ['Must be between 0 and 10000'] },
      error_codes: { clip_limit: [{ code: 'MUST_BETWEEN_0_10000' }] },
    });
    const dates = await admin.inject('POST', `${BASE}/passes`, { name: 'Backwards', price: 100, kind: 'pass', valid_from: '2026-09-01T00:00:00Z', valid_until: '2026-08-01T00:00:00Z' });
    expect(dates.statusCode).toBe(400);
    expect(dates.json()).toMatchObject({ errors: { valid_until: ['Must be after the start of validity'] }, error_codes: { valid_until: [{ code: 'MUST_BE_AFTER_VALID_FROM' }] } });
    const subscription = await admin.inject('POST', `${BASE}/passes`, { name: 'Dated sub', price: 100, kind: 'subscription', interval: 'month', valid_until: '2027-08-01T00:00:00Z' });
    expect(subscription.statusCode).toBe(400);
    expect(subscription.json().errors).toEqual({ valid_until: ['A subscription ends with its billing period; dates are for one-off passes'] });
    expect((await admin.inject('POST', `${BASE}/passes`, { name: 'Kindless', price: 100 })).json().errors).toEqual({ kind: ['Field is required'] });
    // A patch checks the pair against what is stored.
    const pass = await createPass({ name: 'Until June', kind: 'pass', valid_from: '2026-01-01T00:00:00Z' });
    const patched = await patchPass(pass.id, { valid_until: '2025-06-01T00:00:00Z' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().errors).toEqual({ valid_until: ['Must be after the start of validity'] });
  });

  it('ends a one-off pass with its validity: no access, not listed, not sold', async () => {
    const event = await createEvent({ name: 'Season Finale', pricing_type: 'paid', passes_only: true });
    const pass = await createPass({ name: 'Finale Season Pass', kind: 'pass', event_categories: [category], valid_until: new Date(Date.now() + 24 * HOUR).toISOString() });
    const fan = await holderOf(pass.id);
    expect(await hasAccess(event.id, fan.apiKey)).toBe(true);
    const packages = async () => z.array(Pass).parse((await t.app.inject({ method: 'GET', url: '/api/packages', query: { channel_key: 'varsity' } })).json().data);
    expect((await packages()).find((listed) => listed.id === pass.id)).toMatchObject({ valid_until: pass.valid_until });

    const ended = new Date(Date.now() - HOUR).toISOString();
    expect((await patchPass(pass.id, { valid_until: ended })).statusCode).toBe(200);
    expect(await hasAccess(event.id, fan.apiKey)).toBe(false);
    expect((await packages()).some((listed) => listed.id === pass.id)).toBe(false);
    const bought = await post(t.app, '/api/stripe/buy', { api_key: (await registerUser(t.app)).apiKey, type: 'package', id: pass.id, payment_method: 'pm_card_visa' });
    expect(bought).toMatchObject({ status: 404, body: { message: 'Pass not found' } });

    // A season that has not started yet opens nothing either.
    expect((await patchPass(pass.id, { valid_from: new Date(Date.now() + HOUR).toISOString(), valid_until: new Date(Date.now() + 48 * HOUR).toISOString() })).statusCode).toBe(200);
    expect(await hasAccess(event.id, fan.apiKey)).toBe(false);
    expect((await patchPass(pass.id, { valid_from: null, valid_until: null })).statusCode).toBe(200);
    expect(await hasAccess(event.id, fan.apiKey)).toBe(true);
  });

  it('opens a subscription-only event to subscribers, not to one-off passes covering it', async () => {
    const event = await createEvent({ name: 'Subscribers Cup', pricing_type: 'paid', passes_only: true, subscription_only: true });
    expect(event).toMatchObject({ pricing_type: 'paid', passes_only: true, subscription_only: true, price: null });
    const oneOff = await createPass({ name: 'Category Pass', kind: 'pass', event_categories: [category] });
    const subscription = await createPass({ name: 'Category Sub', kind: 'subscription', interval: 'month', event_categories: [category] });
    const passHolder = await holderOf(oneOff.id);
    const subscriber = await holderOf(subscription.id, new Date(Date.now() + 24 * HOUR).toISOString());
    expect(await hasAccess(event.id, passHolder.apiKey)).toBe(false);
    expect(await hasAccess(event.id, subscriber.apiKey)).toBe(true);

    // The ways in the watch page lists are subscriptions only.
    const ways = async (kind: 'packages' | 'subscriptions') =>
      z.array(Pass).parse((await t.app.inject({ method: 'GET', url: `/api/${kind}`, query: { channel_key: 'varsity', event_id: String(event.id) } })).json().data).map((pass) => pass.id);
    expect(await ways('packages')).not.toContain(oneOff.id);
    expect(await ways('subscriptions')).toContain(subscription.id);

    // Turning it into a plain passes-only event lets the one-off pass in again.
    const opened = await admin.inject('PATCH', `${BASE}/events/${event.id}`, { subscription_only: false });
    expect(AdminEvent.parse(opened.json().data).subscription_only).toBe(false);
    expect(await hasAccess(event.id, passHolder.apiKey)).toBe(true);
    // Another pricing type ends it unless said again.
    await admin.inject('PATCH', `${BASE}/events/${event.id}`, { subscription_only: true });
    const free = AdminEvent.parse((await admin.inject('PATCH', `${BASE}/events/${event.id}`, { pricing_type: 'free' })).json().data);
    expect(free).toMatchObject({ pricing_type: 'free', subscription_only: false });
  });

  it('maps the pricing choices to the spec types and back, and refuses subscribers-only on a priced event', async () => {
    const choices = [
      { pricing_type: 'free' },
      { pricing_type: 'register' },
      { pricing_type: 'paid', passes_only: true },
      { pricing_type: 'paid', passes_only: true, subscription_only: true },
      { pricing_type: 'ppv', price: 499 },
      { pricing_type: 'paid', price: 799 },
    ];
    for (const choice of choices) {
      const made = await createEvent(choice);
      const read = AdminEvent.parse((await admin.inject('GET', `${BASE}/events/${made.id}`)).json().data);
      expect({ pricing_type: read.pricing_type, passes_only: read.passes_only, subscription_only: read.subscription_only, price: read.price }).toEqual({
        passes_only: false,
        subscription_only: false,
        price: null,
        ...choice,
      });
    }
    const bad = await admin.inject('POST', `${BASE}/events`, {
      name: 'Bad',
      event_utc_ts: '2026-12-01T18:00:00Z',
      end_utc_ts: '2026-12-01T20:00:00Z',
      time_zone: 'UTC',
      pricing_type: 'ppv',
      price: 500,
      subscription_only: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { subscription_only: ['Only an event sold through passes and subscriptions can be for subscribers only'] },
      error_codes: { subscription_only: [{ code: 'SUBSCRIPTION_ONLY_NEEDS_PAID' }] },
    });
  });

  it("applies a pass's own clip and download caps to the counters, the channel's when the pass sets none", async () => {
    const pass = await createPass({ name: 'Clipper Pass', kind: 'pass', covers_all_events: true, capabilities: ['watch', 'clipping', 'download'], clip_limit: 2, download_limit: 0 });
    expect(pass).toMatchObject({ clip_limit: 2, download_limit: 0 });
    const holder = await holderOf(pass.id);
    const access = async () => (await get(t.app, '/api/user/access', holder.apiKey)).body.data;
    expect(await access()).toMatchObject({ featureCaps: { clips: 2, downloads: 0 } });

    // A download past the pass's cap is refused before anything is made.
    const replay = await t.db.selectFrom('event_media').select('event_id').where('kind', '=', 3).where('url', 'like', '/media/%').orderBy('event_id').executeTakeFirstOrThrow();
    const download = await t.app.inject({ method: 'GET', url: `/api/download-event/${replay.event_id}`, query: { api_key: holder.apiKey } });
    expect(download.statusCode).toBe(403);
    expect(download.json()).toMatchObject({ message_code: 'DOWNLOAD_LIMIT_REACHED' });

    // Without its own caps the pass leaves the channel's (the demo channel caps clips at 25, downloads not at all).
    expect((await patchPass(pass.id, { clip_limit: null, download_limit: null })).statusCode).toBe(200);
    expect(await access()).toMatchObject({ featureCaps: { clips: 25, downloads: null } });
    // The most generous pass wins.
    await insertOrder(t.db, { userId: holder.userId, passId: (await createPass({ name: 'Big Clipper', kind: 'pass', capabilities: ['clipping'], clip_limit: 40 })).id });
    expect(await access()).toMatchObject({ featureCaps: { clips: 40, downloads: null } });
  });
});

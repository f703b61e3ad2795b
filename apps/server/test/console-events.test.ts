import { Event } from '@ott/contracts';
import { AdminEvent, AdminEventOptions, AdminVideo, EVENT_HAS_ORDERS } from '@ott/contracts/admin-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keyedGetter } from './catalogue-helpers';
import { signInOperator, type SignedInOperator } from './console-helpers';
import type { TestApp } from './helper';
import { dialects } from './helper';
import { createMediaTestApp, fetchMedia } from './media-helpers';

const BASE = '/api/admin/channels/varsity';
const hour = 3_600_000;

describe.each(dialects)('console events (%s)', (dialect) => {
  let t: TestApp;
  let editor: SignedInOperator;
  let keyed: ReturnType<typeof keyedGetter>;
  let teams: number[];
  let categoryId: number;
  let locationId: number;

  beforeAll(async () => {
    t = await createMediaTestApp(dialect);
    editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    keyed = keyedGetter(t.app);
    const channel = await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow();
    teams = (await t.db.selectFrom('participants').select('id').where('channel_id', '=', channel.id).orderBy('id').limit(2).execute()).map((row) => row.id);
    categoryId = (await t.db.selectFrom('event_categories').select('id').where('channel_id', '=', channel.id).orderBy('id').executeTakeFirstOrThrow()).id;
    locationId = (await t.db.selectFrom('event_locations').select('id').where('channel_id', '=', channel.id).orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t?.close());

  const liveNow = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    event_utc_ts: new Date(Date.now() - hour).toISOString(),
    end_utc_ts: new Date(Date.now() + hour).toISOString(),
    time_zone: 'America/Chicago',
    pricing_type: 'free',
    event_category_id: categoryId,
    location_id: locationId,
    participants: [
      { id: teams[0], role: 'away' },
      { id: teams[1], role: 'home' },
    ],
    ...extra,
  });

  it('an event created in the console is in the viewer list at once and plays, with its demo video', async () => {
    await t.app.media.demo.ensure(['court']);
    // Warm the list cache first, so the test proves it is dropped rather than empty.
    expect((await keyed('/api/events', { search: 'Quarry Derby' })).body.data).toEqual([]);

    const created = await editor.inject('POST', `${BASE}/events`, liveNow('Quarry Derby', { video: { id: 'court', kind: 'live' } }));
    expect(created.statusCode).toBe(201);
    const event = AdminEvent.parse(created.json().data);
    expect(event).toMatchObject({ name: 'Quarry Derby', stream_status: 'live', visibility: 'public', pricing_type: 'free', event_category_id: categoryId, location_id: locationId });
    expect(event.participants.map((p) => [p.id, p.role])).toEqual([
      [teams[0], 'away'],
      [teams[1], 'home'],
    ]);
    expect(event.media.map((m) => m.kind).sort()).toEqual([1, 2, 5, 6, 7]);

    const list = await keyed('/api/events', { search: 'Quarry Derby' });
    expect(list.body.data.map((e: Event) => e.id)).toEqual([event.id]);
    const viewer = Event.parse((await keyed(`/api/events/${event.id}`)).body.data);
    const live = viewer.media.find((m) => m.kind === 2)!;
    expect(live.url).toMatch(/^\/media\/s\/.+\/e\d+\/live\/court\/master\.m3u8$/);
    expect((await fetchMedia(t.app, live.url!)).status).toBe(200);

    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'event.create').where('entity_id', '=', String(event.id)).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ operator_id: editor.operatorId, before_json: null });
    expect(JSON.parse(audit.after_json!)).toMatchObject({ name: 'Quarry Derby' });

    const preview = await editor.inject('GET', `${BASE}/events/${event.id}/playback`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual([{ kind: 'live', url: expect.stringMatching(/\/live\/court\/master\.m3u8$/) }]);
  });

  it('validates with per-field messages', async () => {
    const empty = await editor.inject('POST', `${BASE}/events`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({ name: ['Field is required'], event_utc_ts: ['Field is required'], time_zone: ['Field is required'] });

    const backwards = await editor.inject('POST', `${BASE}/events`, liveNow('Backwards', { end_utc_ts: new Date(Date.now() - 2 * hour).toISOString() }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ end_utc_ts: ['Must be after the start'] });

    const unpriced = await editor.inject('POST', `${BASE}/events`, liveNow('Unpriced', { pricing_type: 'ppv' }));
    expect(unpriced.json().errors).toEqual({ price: ['Field is required'] });

    const foreign = await t.db.selectFrom('participants as p').innerJoin('channels as c', 'c.id', 'p.channel_id').select('p.id').where('c.key', '=', 'universitaire').executeTakeFirstOrThrow();
    const crossTeam = await editor.inject('POST', `${BASE}/events`, liveNow('Cross', { participants: [{ id: foreign.id, role: 'home' }] }));
    expect(crossTeam.statusCode).toBe(400);
    expect(crossTeam.json().errors).toEqual({ participants: ['Not found in this channel'] });

    const self = await editor.inject('POST', `${BASE}/events`, liveNow('Self', { participants: [{ id: teams[0], role: 'away' }, { id: teams[0], role: 'home' }] }));
    expect(self.json().errors).toEqual({ participants: ['A team cannot play itself'] });
  });

  it('pages, sorts, searches and filters the list, hidden events included', async () => {
    const names = ['Lantern Cup A', 'Lantern Cup B', 'Lantern Cup C'];
    const ids: number[] = [];
    for (const name of names) ids.push((await editor.inject('POST', `${BASE}/events`, liveNow(name, { visibility: name.endsWith('C') ? 'hidden' : 'public' }))).json().data.id);

    const page = await editor.inject('GET', `${BASE}/events?search=lantern&sort_field=name&sort_direction=asc&limit=2`);
    expect(page.json().meta).toEqual({ total: 3, offset: 0, limit: 2 });
    expect(page.json().data.map((e: AdminEvent) => e.name)).toEqual(['Lantern Cup A', 'Lantern Cup B']);
    const second = await editor.inject('GET', `${BASE}/events?search=lantern&sort_field=name&sort_direction=asc&limit=2&offset=2`);
    expect(second.json().data.map((e: AdminEvent) => e.name)).toEqual(['Lantern Cup C']);
    expect((await editor.inject('GET', `${BASE}/events?search=lantern&visibility=hidden`)).json().data.map((e: AdminEvent) => e.id)).toEqual([ids[2]]);
    expect((await editor.inject('GET', `${BASE}/events?search=lantern&stream_status=upcoming`)).json().meta.total).toBe(0);
    expect((await editor.inject('GET', `${BASE}/events?search=lantern&participant_id=${teams[1]}`)).json().meta.total).toBe(3);
    expect((await editor.inject('GET', `${BASE}/events?sort_field=colour`)).json().errors).toEqual({ sort_field: ['Must be one of event_utc_ts, name, id'] });

    // The viewer never sees the hidden one.
    expect((await keyed('/api/events', { search: 'lantern' })).body.data.map((e: Event) => e.name)).toEqual(['Lantern Cup A', 'Lantern Cup B']);
    expect((await keyed(`/api/events/${ids[2]}`)).status).toBe(404);

    const bulk = await editor.inject('POST', `${BASE}/events/bulk`, { action: 'hide', ids: [ids[0], ids[1], 2147483000] });
    expect(bulk.json().data).toEqual({ done: [ids[0], ids[1]], refused: [{ id: 2147483000, message: 'Not found' }] });
    expect((await keyed('/api/events', { search: 'lantern' })).body.data).toEqual([]);
    await editor.inject('POST', `${BASE}/events/bulk`, { action: 'publish', ids });
    expect((await keyed('/api/events', { search: 'lantern' })).body.data).toHaveLength(3);
    const audits = await t.db.selectFrom('audit_log').select('action').where('action', 'in', ['event.hide', 'event.publish']).execute();
    expect(audits).toHaveLength(5);

    const deleted = await editor.inject('POST', `${BASE}/events/bulk`, { action: 'delete', ids });
    expect(deleted.json().data.done).toEqual(ids);
    expect((await editor.inject('GET', `${BASE}/events?search=lantern`)).json().meta.total).toBe(0);
  });

  it('edits an event: teams, price, geo rule, visibility; audited with before and after', async () => {
    const id = (await editor.inject('POST', `${BASE}/events`, liveNow('Harbour Final'))).json().data.id as number;
    const patched = await editor.inject('PATCH', `${BASE}/events/${id}`, {
      name: 'Harbour Grand Final',
      pricing_type: 'ppv',
      price: 1499,
      participants: [
        { id: teams[1], role: 'away' },
        { id: teams[0], role: 'home' },
      ],
      geo_rule: { mode: 'block', countries: ['ca', 'US'] },
    });
    expect(patched.statusCode).toBe(200);
    const after = AdminEvent.parse(patched.json().data);
    expect(after).toMatchObject({ name: 'Harbour Grand Final', pricing_type: 'ppv', price: 1499, geo_rule: { mode: 'block', countries: ['CA', 'US'] } });
    expect(after.single_event_package_id).not.toBeNull();
    expect(after.participants.map((p) => [p.id, p.role])).toEqual([
      [teams[1], 'away'],
      [teams[0], 'home'],
    ]);
    const viewer = Event.parse((await keyed(`/api/events/${id}`, {}, { headers: { 'x-test-country': 'CA' } })).body.data);
    expect(viewer).toMatchObject({ pricing_type: 'ppv', is_geo_blocked: true, single_event_package_id: after.single_event_package_id });

    const bad = await editor.inject('PATCH', `${BASE}/events/${id}`, { end_utc_ts: '2000-01-01T00:00:00Z' });
    expect(bad.json().errors).toEqual({ end_utc_ts: ['Must be after the start'] });
    const free = await editor.inject('PATCH', `${BASE}/events/${id}`, { pricing_type: 'free', geo_rule: null });
    expect(free.json().data).toMatchObject({ pricing_type: 'free', price: null, single_event_package_id: null, geo_rule: null });

    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'event.update').where('entity_id', '=', String(id)).orderBy('id').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json!)).toMatchObject({ name: 'Harbour Final', pricing_type: 'free' });
    expect(JSON.parse(audit.after_json!)).toMatchObject({ name: 'Harbour Grand Final', price: 1499 });
  });

  it('lists the videos, attaches one as the replay and detaches it with its pictures', async () => {
    const videos = z.array(AdminVideo).parse((await editor.inject('GET', `${BASE}/events/videos`)).json().data);
    expect(videos.map((v) => v.id)).toEqual(['arena', 'bars', 'court', 'field']);
    expect(videos.every((v) => v.events_count > 0)).toBe(true);

    const id = (await editor.inject('POST', `${BASE}/events`, liveNow('Replay Test'))).json().data.id as number;
    const attached = await editor.inject('POST', `${BASE}/events/${id}/media`, { video: 'field', kind: 'vod' });
    expect(attached.statusCode).toBe(200);
    const media = AdminEvent.parse(attached.json().data).media;
    expect(media.map((m) => [m.kind, m.video])).toEqual(expect.arrayContaining([[3, 'field'], [1, 'field'], [5, 'field']]));
    expect((await editor.inject('POST', `${BASE}/events/${id}/media`, { video: 'nope', kind: 'vod' })).json().errors).toEqual({ video: ['Not found in this channel'] });

    const replay = media.find((m) => m.kind === 3)!;
    const detached = await editor.inject('DELETE', `${BASE}/events/${id}/media/${replay.id}`);
    expect(detached.json().data.media).toEqual([]);
    const audit = await t.db.selectFrom('audit_log').select('action').where('entity_id', '=', String(id)).where('action', 'like', 'event.media.%').orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['event.media.attach', 'event.media.detach']);
  });

  it('refuses to delete an event with orders (409), deletes one without', async () => {
    const sold = await t.db
      .selectFrom('orders as o')
      .innerJoin('passes as p', 'p.id', 'o.pass_id')
      .innerJoin('events as e', 'e.id', 'p.event_id')
      .innerJoin('channels as c', 'c.id', 'e.channel_id')
      .select('e.id')
      .where('c.key', '=', 'varsity')
      .executeTakeFirst();
    const soldId = sold?.id ?? (await orderedEvent(t));
    const refused = await editor.inject('DELETE', `${BASE}/events/${soldId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(EVENT_HAS_ORDERS);
    expect((await editor.inject('GET', `${BASE}/events/${soldId}`)).statusCode).toBe(200);

    const id = (await editor.inject('POST', `${BASE}/events`, liveNow('Short-lived'))).json().data.id as number;
    expect((await editor.inject('DELETE', `${BASE}/events/${id}`)).statusCode).toBe(200);
    expect((await editor.inject('GET', `${BASE}/events/${id}`)).statusCode).toBe(404);
    expect((await t.db.selectFrom('audit_log').select('action').where('action', '=', 'event.delete').where('entity_id', '=', String(id)).execute()).length).toBe(1);
  });

  it("offers the form's choices: the channel's sports, teams, schools, locations and time zone", async () => {
    const options = await editor.inject('GET', `${BASE}/events/options`);
    expect(options.statusCode).toBe(200);
    const data = AdminEventOptions.parse(options.json().data);
    const zone = await t.db.selectFrom('channels').select('time_zone').where('key', '=', 'varsity').executeTakeFirstOrThrow();
    expect(data.time_zone).toBe(zone.time_zone);
    expect(data.currency).toBe('USD');
    expect(data.participants.map((p) => p.id)).toEqual(expect.arrayContaining(teams));
    expect(data.categories.some((c) => c.id === categoryId)).toBe(true);
    expect(data.locations.some((l) => l.id === locationId)).toBe(true);
    const foreign = await t.db.selectFrom('participants as p').innerJoin('channels as c', 'c.id', 'p.channel_id').select('p.id').where('c.key', '=', 'universitaire').executeTakeFirstOrThrow();
    expect(data.participants.some((p) => p.id === foreign.id)).toBe(false);
  });

  it("answers 404 for another channel's event, and lets support and analysts read but not write", async () => {
    const other = await t.db.selectFrom('events as e').innerJoin('channels as c', 'c.id', 'e.channel_id').select('e.id').where('c.key', '=', 'universitaire').executeTakeFirstOrThrow();
    expect((await editor.inject('GET', `${BASE}/events/${other.id}`)).statusCode).toBe(404);
    expect((await editor.inject('PATCH', `${BASE}/events/${other.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await editor.inject('DELETE', `${BASE}/events/${other.id}`)).statusCode).toBe(404);
    expect((await editor.inject('GET', '/api/admin/channels/universitaire/events')).statusCode).toBe(404);

    for (const role of ['support', 'analyst'] as const) {
      const reader = await signInOperator(t.app, { role, channelKey: 'varsity' });
      expect((await reader.inject('GET', `${BASE}/events?limit=1`)).statusCode).toBe(200);
      expect((await reader.inject('POST', `${BASE}/events`, liveNow('Not allowed'))).statusCode).toBe(403);
      expect((await reader.inject('POST', `${BASE}/events/bulk`, { action: 'hide', ids: [other.id] })).statusCode).toBe(403);
    }
  });
});

/** An order on some varsity event (the seed may have none): a paid order row pointing at the event. */
async function orderedEvent(t: TestApp): Promise<number> {
  const event = await t.db.selectFrom('events as e').innerJoin('channels as c', 'c.id', 'e.channel_id').select(['e.id', 'e.channel_id']).where('c.key', '=', 'varsity').orderBy('e.id').executeTakeFirstOrThrow();
  const pass = await t.db.selectFrom('passes').select('id').where('channel_id', '=', event.channel_id).executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  await t.db
    .insertInto('orders')
    .values({
      channel_id: event.channel_id,
      user_id: null,
      type: 'event',
      pass_id: pass.id,
      product_name: 'Test',
      event_id: event.id,
      event_category_id: null,
      participant_id: null,
      status: 'paid',
      activity_status: 'active',
      renewal_state: null,
      price: 100,
      service_fee: 0,
      discount: 0,
      total: 100,
      currency: 'USD',
      coupon_id: null,
      coupon_code: null,
      period_start: null,
      period_end: null,
      provider: null,
      provider_payment_id: null,
      provider_subscription_id: null,
      idempotency_key: null,
      failure_message: null,
      payment_method: null,
      renewal_amount: null,
      item_key: null,
      trk: null,
      card_brand: null,
      card_last4: null,
      receipt_email: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return event.id;
}

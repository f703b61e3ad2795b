/**
 * Another channel's object is out of reach (docs/decisions/0039-operator-console-access.md): an operator who holds
 * channel A — here an admin of A and of nothing else — asking channel A's console URLs about an object of channel B
 * gets the answer an unknown id gets and changes nothing.
 *
 * - An id in the URL (`/api/admin/channels/A/<area>/<id of B>`): 404, for every method of every route with an id.
 *   The routes are read from the app (`app.consoleRoutes()`), so a route with an id added later and not given a
 *   case here fails the test by name.
 * - An id in the body (an event's teams, sport, location or school, a division's sport, a team's school, a VOD item's
 *   collection, a preroll's location and sports, a category slide's target, an order list, a bulk action): exactly the
 *   answer the same request gets with an id nothing has (2147483000) — so B's ids cannot be told from unknown ones —
 *   and never a success.
 * - Changes nothing: after every request, what channel B's objects (and A's lists) read as is what they read before.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOperator, type SignedInOperator } from './console-helpers';
import { newUserRow } from '../src/modules/users/new-user';
import { CHANNEL_AREAS, ORDERED, bodies, patchMethod, type Area, type Fixtures } from './console-cross-channel.fixtures';
import { createTestApp, dialects, type TestApp } from './helper';

const A = 'varsity';
const B = 'universitaire';
const UNKNOWN = 2147483000;

describe.each(dialects)('console: another channel’s objects (%s)', (dialect) => {
  let t: TestApp;
  let owner: SignedInOperator;
  let adminA: SignedInOperator;
  const inA: Partial<Fixtures> = {};
  const inB: Partial<Fixtures> = {};
  let bodiesA: Record<Area, Record<string, unknown>>;

  const data = (response: LightMyRequestResponse) => {
    if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json().data as { id: number } & Record<string, unknown>;
  };

  async function create(key: string, tag: string, target: Partial<Fixtures>) {
    const url = `/api/admin/channels/${key}`;
    const first = async (path: string) => ((await owner.inject('GET', `${url}/${path}?limit=5`)).json().data as Array<{ id: number }>).map((row) => row.id);
    const ids = {} as Record<Area, number>;
    ids['participant-groups'] = data(await owner.inject('POST', `${url}/participant-groups`, { name: `School ${tag}` })).id;
    ids.categories = data(await owner.inject('POST', `${url}/categories`, { name: `Sport ${tag}` })).id;
    ids.locations = data(await owner.inject('POST', `${url}/locations`, { name: `Arena ${tag}`, city: 'Ottawa', country_code: 'CA' })).id;
    ids['vod-collections'] = data(await owner.inject('POST', `${url}/vod-collections`, { name: `Collection ${tag}` })).id;
    const teams = await first('participants');
    const made = bodies({ teams, category: ids.categories, location: ids.locations, group: ids['participant-groups'], collection: ids['vod-collections'] }, tag);
    for (const area of CHANNEL_AREAS) {
      if (ids[area] !== undefined) continue;
      ids[area] = data(await owner.inject('POST', `${url}/${area}`, made[area])).id;
    }
    const withVideo = data(await owner.inject('POST', `${url}/events/${ids.events}/media`, { video: 'court', kind: 'vod' })) as unknown as { media: Array<{ id: number }> };
    target.ids = ids;
    target.mediaId = withVideo.media[0]!.id;
    target.library = await libraryAsset(key, tag);
    target.categoryChild = data(await owner.inject('POST', `${url}/categories`, { name: `Division ${tag}`, parent_id: ids.categories })).id;
    target.customerId = await customer(key, tag);
    target.orderId = await paidOrder(key, target.customerId, ids.passes);
    target.chat = await chatRows(key, ids.events, target.customerId);
    const created = await owner.inject('POST', '/api/admin/operators', { email: `editor-${tag}@example.test`, name: `Editor ${tag}`, channels: [{ channel_key: key, role: 'editor' }] });
    target.operatorId = (data(created) as unknown as { operator: { id: number } }).operator.id;
    return made;
  }

  /** A paid order row, as a settled sandbox payment leaves it. */
  async function paidOrder(key: string, userId: number, passId: number): Promise<number> {
    const at = new Date().toISOString();
    const channel = await t.db.selectFrom('channels').select(['id', 'currency']).where('key', '=', key).executeTakeFirstOrThrow();
    const order = { channel_id: channel.id, user_id: userId, type: 'package', pass_id: passId, product_name: 'Pass', status: 'paid', activity_status: 'active', price: 1999, service_fee: 0, discount: 0, total: 1999 };
    return (await t.db.insertInto('orders').values({ ...order, currency: channel.currency, provider: 'sandbox', provider_payment_id: `pi_sandbox_cross_${key}`, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id;
  }

  async function chatRows(key: string, eventId: number, userId: number): Promise<Fixtures['chat']> {
    const at = new Date().toISOString();
    const channel = await t.db.selectFrom('channels').select('id').where('key', '=', key).executeTakeFirstOrThrow();
    const message = await t.db.insertInto('chat_messages').values({ channel_id: channel.id, event_id: eventId, user_id: userId, display_name: 'Customer C.', text: `Hello from ${key}`, offset_s: 12, created_at: at }).returning('id').executeTakeFirstOrThrow();
    const sanction = await t.db.insertInto('chat_sanctions').values({ channel_id: channel.id, user_id: userId, kind: 'ban', until: null, reason: null, created_by: 'owner@example.test', created_at: at }).returning('id').executeTakeFirstOrThrow();
    const report = await t.db.insertInto('chat_reports').values({ channel_id: channel.id, message_id: message.id, reporter_id: userId, reason: 'rude', status: 'open', created_at: at }).returning('id').executeTakeFirstOrThrow();
    return { message: message.id, sanction: sanction.id, report: report.id };
  }

  async function customer(key: string, tag: string): Promise<number> {
    const at = new Date().toISOString();
    const channel = await t.db.selectFrom('channels').select('id').where('key', '=', key).executeTakeFirstOrThrow();
    const row = newUserRow({ channelId: channel.id, email: `customer-${tag}@example.test`, passwordHash: null, firstName: 'Customer', lastName: tag, language: 'en', at });
    return (await t.db.insertInto('users').values({ ...row, email_normalized: row.email }).returning('id').executeTakeFirstOrThrow()).id;
  }

  async function libraryAsset(key: string, tag: string): Promise<Fixtures['library']> {
    const at = new Date().toISOString();
    const channel = await t.db.selectFrom('channels').select('id').where('key', '=', key).executeTakeFirstOrThrow();
    const asset = await t.db
      .insertInto('media_assets')
      .values({ channel_id: channel.id, title: `Video ${tag}`, original_filename: `${tag}.mp4`, state: 'failed', stage: null, failure_reason: 'Transcoding failed', size_bytes: 100, duration: 60, width: null, height: null, frame_rate: null, has_audio: null, container: null, poster: null, created_by: null, created_at: at, updated_at: at, processed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const caption = await t.db.insertInto('media_captions').values({ asset_id: asset.id, language: 'en', label: 'English', created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
    const marker = await t.db.insertInto('media_markers').values({ asset_id: asset.id, name: 'Kick-off', seconds: 0, created_at: at }).returning('id').executeTakeFirstOrThrow();
    return { asset: asset.id, caption: caption.id, marker: marker.id };
  }

  /** What channel B's objects and both channels' ordered lists read as, to the owner (read side by side: it runs after every case). */
  async function snapshot(): Promise<string> {
    const body = async (url: string) => (await owner.inject('GET', url)).body;
    const reads: Array<Promise<string>> = [];
    for (const key of [A, B]) {
      const fixtures = key === A ? inA : inB;
      for (const area of CHANNEL_AREAS) reads.push(body(`/api/admin/channels/${key}/${area}/${fixtures.ids![area]}`));
      for (const area of ORDERED) reads.push(body(`/api/admin/channels/${key}/${area}`));
      reads.push(body(`/api/admin/channels/${key}/categories/${fixtures.categoryChild}`));
      reads.push(body(`/api/admin/operators/${fixtures.operatorId}`));
      reads.push(body(`/api/admin/channels/${key}/customers/${fixtures.customerId}`));
      reads.push(body(`/api/admin/channels/${key}/orders/${fixtures.orderId}`));
      reads.push(body(`/api/admin/channels/${key}/chat/events/${fixtures.ids!.events}/messages`));
      reads.push(body(`/api/admin/channels/${key}/chat/sanctions`));
      reads.push(body(`/api/admin/channels/${key}/chat/reports`));
      // Signed preview URLs carry an expiry that moves with the clock: left out of the comparison.
      reads.push(body(`/api/admin/channels/${key}/media/${fixtures.library!.asset}`).then((text) => text.replace(/\/media\/s\/[^"]+/g, '')));
    }
    return (await Promise.all(reads)).join('\n');
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await signInOperator(t.app, { role: 'owner' });
    adminA = await signInOperator(t.app, { role: 'admin', channelKey: A });
    bodiesA = await create(A, 'a', inA);
    await create(B, 'b', inB);
  });
  afterAll(async () => t?.close());

  /** Requests naming one of B's objects in channel A's URL: every method of every console route with an id. */
  function urlCases(): Array<{ route: string; method: string; url: string; body?: unknown }> {
    const a = `/api/admin/channels/${A}`;
    const b = inB as Fixtures;
    const cases: Array<{ route: string; method: string; url: string; body?: unknown }> = [];
    for (const area of CHANNEL_AREAS) {
      const id = b.ids[area];
      cases.push({ route: `GET /api/admin/channels/:channel_key/${area}/:id`, method: 'GET', url: `${a}/${area}/${id}` });
      const method = patchMethod(area);
      cases.push({ route: `${method} /api/admin/channels/:channel_key/${area}/:id`, method, url: `${a}/${area}/${id}`, body: bodiesA[area] });
      cases.push({ route: `DELETE /api/admin/channels/:channel_key/${area}/:id`, method: 'DELETE', url: `${a}/${area}/${id}` });
    }
    cases.push({ route: 'POST /api/admin/channels/:channel_key/events/:id/media', method: 'POST', url: `${a}/events/${b.ids.events}/media`, body: { video: 'court', kind: 'vod' } });
    cases.push({ route: 'GET /api/admin/channels/:channel_key/events/:id/playback', method: 'GET', url: `${a}/events/${b.ids.events}/playback` });
    cases.push({ route: 'POST /api/admin/channels/:channel_key/events/:id/media', method: 'POST', url: `${a}/events/${b.ids.events}/media`, body: { video: 'court', kind: 'slate' } });
    cases.push({ route: 'DELETE /api/admin/channels/:channel_key/events/:id/slate', method: 'DELETE', url: `${a}/events/${b.ids.events}/slate` });
    // The Go live panel: B's event's stream key, state and replay are out of reach, and nothing of B's ingest is made.
    cases.push({ route: 'GET /api/admin/channels/:channel_key/events/:id/ingest', method: 'GET', url: `${a}/events/${b.ids.events}/ingest` });
    cases.push({ route: 'POST /api/admin/channels/:channel_key/events/:id/ingest/key', method: 'POST', url: `${a}/events/${b.ids.events}/ingest/key` });
    cases.push({ route: 'POST /api/admin/channels/:channel_key/events/:id/ingest/action', method: 'POST', url: `${a}/events/${b.ids.events}/ingest/action`, body: { action: 'start' } });
    cases.push({ route: 'PATCH /api/admin/channels/:channel_key/events/:id/ingest/replay', method: 'PATCH', url: `${a}/events/${b.ids.events}/ingest/replay`, body: { published: false } });
    cases.push({ route: 'DELETE /api/admin/channels/:channel_key/events/:id/media/:media_id', method: 'DELETE', url: `${a}/events/${b.ids.events}/media/${b.mediaId}` });
    // A's own event with B's media item.
    cases.push({ route: 'DELETE /api/admin/channels/:channel_key/events/:id/media/:media_id', method: 'DELETE', url: `${a}/events/${inA.ids!.events}/media/${b.mediaId}` });
    cases.push({ route: 'POST /api/admin/channels/:channel_key/passes/:id/price-preview', method: 'POST', url: `${a}/passes/${b.ids.passes}/price-preview`, body: { price: 1 } });
    cases.push({ route: 'POST /api/admin/channels/:channel_key/passes/:id/image', method: 'POST', url: `${a}/passes/${b.ids.passes}/image`, body: {} });
    cases.push({ route: 'POST /api/admin/channels/:channel_key/announcements/:id/test', method: 'POST', url: `${a}/announcements/${b.ids.announcements}/test` });
    cases.push({ route: 'POST /api/admin/channels/:channel_key/announcements/:id/send', method: 'POST', url: `${a}/announcements/${b.ids.announcements}/send` });
    cases.push({ route: 'POST /api/admin/channels/:channel_key/participants/:id/logo', method: 'POST', url: `${a}/participants/${b.ids.participants}/logo`, body: {} });
    const lib = `${a}/media/${b.library.asset}`;
    const mine = `${a}/media/${inA.library!.asset}`;
    const media = (method: string, path: string, url: string, body?: unknown) => cases.push({ route: `${method} /api/admin/channels/:channel_key/media${path}`, method, url, body });
    media('GET', '/:id', lib);
    media('PATCH', '/:id', lib, { title: 'Taken over' });
    media('DELETE', '/:id', lib);
    media('POST', '/:id/retry', `${lib}/retry`);
    media('POST', '/:id/cancel', `${lib}/cancel`);
    media('GET', '/:id/playback', `${lib}/playback`);
    media('POST', '/:id/captions', `${lib}/captions`, {});
    media('POST', '/:id/poster', `${lib}/poster`, { candidate: 0 });
    media('POST', '/:id/poster-upload', `${lib}/poster-upload`, {});
    media('GET', '/:id/markers', `${lib}/markers`);
    media('POST', '/:id/markers', `${lib}/markers`, { name: 'Taken over', seconds: 1 });
    for (const [url, ids] of [
      [lib, b.library],
      // A's own asset with B's caption and marker.
      [mine, b.library],
    ] as const) {
      media('PATCH', '/:id/captions/:caption_id', `${url}/captions/${ids.caption}`, { label: 'Taken over' });
      media('DELETE', '/:id/captions/:caption_id', `${url}/captions/${ids.caption}`);
      media('PATCH', '/:id/markers/:marker_id', `${url}/markers/${ids.marker}`, { name: 'Taken over' });
      media('DELETE', '/:id/markers/:marker_id', `${url}/markers/${ids.marker}`);
    }
    cases.push({ route: 'GET /api/admin/operators/:id', method: 'GET', url: `/api/admin/operators/${b.operatorId}` });
    cases.push({ route: 'PATCH /api/admin/operators/:id', method: 'PATCH', url: `/api/admin/operators/${b.operatorId}`, body: { name: 'Taken over', reset_password: true } });
    cases.push({ route: 'DELETE /api/admin/operators/:id', method: 'DELETE', url: `/api/admin/operators/${b.operatorId}` });
    const customerCase = (method: string, path: string, body?: unknown) => cases.push({ route: `${method} /api/admin/channels/:channel_key/customers/:id${path}`, method, url: `${a}/customers/${b.customerId}${path}`, body });
    customerCase('GET', '');
    cases.push({ route: 'GET /api/admin/channels/:channel_key/orders/:id', method: 'GET', url: `${a}/orders/${b.orderId}` });
    cases.push({ route: 'POST /api/admin/channels/:channel_key/orders/:id/refunds', method: 'POST', url: `${a}/orders/${b.orderId}/refunds`, body: { reason: 'Taken over' } });
    cases.push({ route: 'GET /api/admin/channels/:channel_key/customers/:id/access', method: 'GET', url: `${a}/customers/${b.customerId}/access?event_id=${inA.ids!.events}` });
    customerCase('POST', '/resend-verification');
    customerCase('POST', '/password-reset');
    customerCase('POST', '/end-sessions');
    customerCase('POST', '/cancel-renewal', { order_id: 1 });
    customerCase('POST', '/comp', { pass_id: 1 });
    customerCase('POST', '/delete', { confirm_email: 'customer-b@example.test' });
    // The chat's moderation and the scorekeeper: B's messages, sanctions, reports and event are out of reach.
    cases.push({ route: 'GET /api/admin/channels/:channel_key/chat/events/:event_id/messages', method: 'GET', url: `${a}/chat/events/${b.ids.events}/messages` });
    cases.push({ route: 'DELETE /api/admin/channels/:channel_key/chat/messages/:id', method: 'DELETE', url: `${a}/chat/messages/${b.chat.message}` });
    cases.push({ route: 'PUT /api/admin/channels/:channel_key/chat/messages/:id/pin', method: 'PUT', url: `${a}/chat/messages/${b.chat.message}/pin`, body: { pinned: true } });
    cases.push({ route: 'DELETE /api/admin/channels/:channel_key/chat/sanctions/:id', method: 'DELETE', url: `${a}/chat/sanctions/${b.chat.sanction}` });
    cases.push({ route: 'POST /api/admin/channels/:channel_key/chat/reports/:id', method: 'POST', url: `${a}/chat/reports/${b.chat.report}`, body: { action: 'delete' } });
    cases.push({ route: 'GET /api/admin/channels/:channel_key/events/:id/score', method: 'GET', url: `${a}/events/${b.ids.events}/score` });
    cases.push({ route: 'POST /api/admin/channels/:channel_key/events/:id/score/actions', method: 'POST', url: `${a}/events/${b.ids.events}/score/actions`, body: { action: 'home', delta: 1 } });
    return cases;
  }

  /** Requests in channel A whose body names one of B's objects: `swap` puts B's id (or the unknown id) in. */
  function bodyCases(): Array<{ name: string; method: string; url: string; body: (id: number) => unknown; id: number; field: string }> {
    const a = `/api/admin/channels/${A}`;
    const b = (inB as Fixtures).ids;
    const mine = (inA as Fixtures).ids;
    const event = bodiesA.events as { participants: Array<{ id: number; role: string }> };
    const cases: Array<{ name: string; method: string; url: string; body: (id: number) => unknown; id: number; field: string }> = [];
    const both = (name: string, path: string, patchPath: string, patchMethodName: string, build: (id: number) => Record<string, unknown>, id: number, field: string) => {
      cases.push({ name: `POST ${name}`, method: 'POST', url: `${a}/${path}`, body: build, id, field });
      cases.push({ name: `${patchMethodName} ${name}`, method: patchMethodName, url: `${a}/${patchPath}`, body: build, id, field });
    };
    const ev = (change: (id: number) => Record<string, unknown>) => (id: number) => ({ ...bodiesA.events, name: 'Cross event', ...change(id) });
    both('event with B’s away team', 'events', `events/${mine.events}`, 'PATCH', ev((id) => ({ participants: [{ id, role: 'away' }, event.participants[1]] })), (inB as Fixtures).ids.participants, 'participants');
    both('event with B’s sport', 'events', `events/${mine.events}`, 'PATCH', ev((id) => ({ event_category_id: id })), b.categories, 'event_category_id');
    both('event with B’s location', 'events', `events/${mine.events}`, 'PATCH', ev((id) => ({ location_id: id })), b.locations, 'location_id');
    both('event with B’s school', 'events', `events/${mine.events}`, 'PATCH', ev((id) => ({ participant_group_id: id })), b['participant-groups'], 'participant_group_id');
    both('division of B’s sport', 'categories', `categories/${inA.categoryChild}`, 'PATCH', (id) => ({ name: 'Cross division', parent_id: id }), b.categories, 'parent_id');
    both('team of B’s school', 'participants', `participants/${mine.participants}`, 'PATCH', (id) => ({ ...bodiesA.participants, name: 'Cross team', participant_group_id: id }), b['participant-groups'], 'participant_group_id');
    both('VOD item in B’s collection', 'vod-items', `vod-items/${mine['vod-items']}`, 'PATCH', (id) => ({ ...bodiesA['vod-items'], title: 'Cross item', vod_media_category_id: id }), b['vod-collections'], 'vod_media_category_id');
    both('preroll at B’s location', 'prerolls', `prerolls/${mine.prerolls}`, 'PUT', (id) => ({ ...bodiesA.prerolls, location_id: id }), b.locations, 'location_id');
    both('preroll for B’s sport', 'prerolls', `prerolls/${mine.prerolls}`, 'PUT', (id) => ({ ...bodiesA.prerolls, event_categories: [id] }), b.categories, 'event_categories');
    const slide = (type: string) => (id: number) => ({ slidable_type: type, slidable_id: id, title: 'Cross slide', image: 'https://example.com/banner.webp' });
    both('slide for B’s sport', 'slides', `slides/${mine.slides}`, 'PUT', slide('category'), b.categories, 'slidable_id');
    both('slide for B’s team', 'slides', `slides/${mine.slides}`, 'PUT', slide('participant'), b.participants, 'slidable_id');
    both('slide for B’s school', 'slides', `slides/${mine.slides}`, 'PUT', slide('group'), b['participant-groups'], 'slidable_id');
    for (const area of ORDERED) {
      cases.push({
        name: `PUT ${area} order with B’s entry`,
        method: 'PUT',
        url: `${a}/${area}/order`,
        body: (id) => ({ ids: [id] }),
        id: b[area],
        field: 'ids',
      });
    }
    both('pass covering B’s sport', 'passes', `passes/${mine.passes}`, 'PATCH', (id) => ({ ...bodiesA.passes, event_categories: [id] }), b.categories, 'event_categories');
    both('pass covering B’s team', 'passes', `passes/${mine.passes}`, 'PATCH', (id) => ({ ...bodiesA.passes, participants: [id] }), b.participants, 'participants');
    both('pass extending B’s pass', 'passes', `passes/${mine.passes}`, 'PATCH', (id) => ({ ...bodiesA.passes, pass_type: 'addition', extends: [id] }), b.passes, 'extends');
    const promo = (field: 'pass_ids' | 'event_ids') => (id: number) => ({ code: 'CROSS-PROMO', kind: 'percent', value: 5, applies_to: 'items', [field]: [id] });
    both('promo code for B’s pass', 'promo-codes', `promo-codes/${mine['promo-codes']}`, 'PATCH', promo('pass_ids'), b.passes, 'pass_ids');
    both('promo code for B’s event', 'promo-codes', `promo-codes/${mine['promo-codes']}`, 'PATCH', promo('event_ids'), b.events, 'event_ids');
    cases.push({ name: 'POST pricing rule of B’s sport', method: 'POST', url: `${a}/pricing-rules`, body: (id) => ({ event_category_id: id, steps: [{ after_hours: 1, pricing_type: 'free' }] }), id: b.categories, field: 'event_category_id' });
    cases.push({ name: 'POST pricing rule of B’s event', method: 'POST', url: `${a}/pricing-rules`, body: (id) => ({ event_id: id, steps: [{ after_hours: 1, pricing_type: 'free' }] }), id: b.events, field: 'event_id' });
    cases.push({ name: 'PUT passes order with B’s pass', method: 'PUT', url: `${a}/passes/order`, body: (id) => ({ ids: [id] }), id: b.passes, field: 'ids' });
    cases.push({ name: 'POST event prices of B’s event', method: 'POST', url: `${a}/events/prices`, body: (id) => ({ event_ids: [id], pricing_type: 'free' }), id: b.events, field: 'refused' });
    cases.push({ name: 'POST events bulk hide of B’s event', method: 'POST', url: `${a}/events/bulk`, body: (id) => ({ action: 'hide', ids: [id] }), id: b.events, field: 'refused' });
    cases.push({ name: 'POST events bulk delete of B’s event', method: 'POST', url: `${a}/events/bulk`, body: (id) => ({ action: 'delete', ids: [id] }), id: b.events, field: 'refused' });
    cases.push({ name: 'POST media bulk delete of B’s asset', method: 'POST', url: `${a}/media/bulk-delete`, body: (id) => ({ ids: [id] }), id: (inB as Fixtures).library.asset, field: 'refused' });
    return cases;
  }

  it('an admin of A reaches A’s objects (so the refusals below are about the channel)', async () => {
    const a = `/api/admin/channels/${A}`;
    for (const area of CHANNEL_AREAS) expect((await adminA.inject('GET', `${a}/${area}/${inA.ids![area]}`)).statusCode, area).toBe(200);
    expect((await adminA.inject('GET', `/api/admin/operators/${inA.operatorId}`)).statusCode).toBe(200);
    expect((await adminA.inject('GET', `${a}/customers/${inA.customerId}`)).statusCode).toBe(200);
    expect((await adminA.inject('GET', `/api/admin/channels/${A}/media/${inA.library!.asset}`)).statusCode).toBe(200);
    expect((await adminA.inject('GET', `/api/admin/channels/${A}/media/${inA.library!.asset}/markers`)).json().data).toHaveLength(1);
  });

  it('every console route with an id in its URL has a case', () => {
    const covered = new Set(urlCases().map((entry) => entry.route));
    const withId = t.app
      .consoleRoutes()
      .filter((route) => route.method !== 'HEAD' && !route.methodOverrideAlias && /\/:(id|media_id)\b/.test(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(withId.filter((route) => !covered.has(route))).toEqual([]);
  });

  it('answers 404 to A’s URL with B’s id and changes nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const entry of urlCases()) {
      const response = await adminA.inject(entry.method, entry.url, entry.body);
      if (response.statusCode !== 404) failures.push(`${entry.method} ${entry.url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      if ((await snapshot()) !== before) failures.push(`${entry.method} ${entry.url}: changed channel data`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers a body naming B’s object as if the id did not exist, and changes nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const entry of bodyCases()) {
      const unknown = await adminA.inject(entry.method, entry.url, entry.body(UNKNOWN));
      // The unknown id is refused for that id (not for some other fault of the body), so the comparison below means something.
      const answer = unknown.json() as { errors?: Record<string, unknown>; data?: { refused?: Array<{ id: number }> } };
      if (entry.field === 'refused') expect(answer.data?.refused?.map((row) => row.id), entry.name).toEqual([UNKNOWN]);
      else expect(Object.keys(answer.errors ?? {}), `${entry.name}: ${unknown.statusCode} ${unknown.body}`).toEqual([entry.field]);
      const foreign = await adminA.inject(entry.method, entry.url, entry.body(entry.id));
      const same = foreign.statusCode === unknown.statusCode && foreign.body.replaceAll(String(entry.id), String(UNKNOWN)) === unknown.body;
      if (!same) failures.push(`${entry.name}: ${foreign.statusCode} ${foreign.body.slice(0, 200)} ≠ unknown id's ${unknown.statusCode} ${unknown.body.slice(0, 200)}`);
      if ((await snapshot()) !== before) failures.push(`${entry.name}: changed channel data`);
    }
    expect(failures).toEqual([]);
  });

  it('list filters naming B’s objects list nothing of B', async () => {
    const a = `/api/admin/channels/${A}`;
    const b = inB as Fixtures;
    for (const url of [
      `${a}/events?event_category_id=${b.ids.categories}`,
      `${a}/events?participant_id=${(await owner.inject('GET', `/api/admin/channels/${B}/events/${b.ids.events}`)).json().data.participants[0].id}`,
      `${a}/categories?parent_id=${b.ids.categories}`,
      `${a}/participants?participant_group_id=${b.ids['participant-groups']}`,
      `${a}/vod-items?vod_media_category_id=${b.ids['vod-collections']}`,
    ]) {
      const response = await adminA.inject('GET', url);
      expect(response.statusCode, url).toBe(200);
      // A's own objects are in none of B's sports, teams, schools or collections.
      expect(response.json().data, url).toEqual([]);
    }
  });

  it('keeps B’s audit rows from an admin of A, whatever the filter', async () => {
    for (const url of [`/api/admin/audit?channel_key=${B}`, '/api/admin/audit?limit=100', `/api/admin/audit?entity_type=operator`]) {
      const rows = (await adminA.inject('GET', url)).json().data as Array<{ channel_key: string | null }>;
      expect(rows.filter((row) => row.channel_key !== A), url).toEqual([]);
    }
    expect((await adminA.inject('GET', `/api/admin/channels/${B}/audit`)).statusCode).toBe(404);
  });
});

import { Event } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedIfEmpty } from '../src/db/seed';
import { demoAccountLines } from '../src/db/seed/demo-users';
import { get, registerUser } from './auth-helpers';
import { FAN, PARTISAN, basicPassName, eventIn, insertOrder, loginAs, passIdByName } from './commerce-helpers';
import { getApiKey } from './factories';
import { type TestApp, dialects } from './helper';
import { createMediaTestApp, eventFor, mediaOf, withDemoVideo } from './media-helpers';

const BASIC_SPORTS = ['basketball', 'soccer', 'volleyball'];

describe.each(dialects)('access from orders: has_access, media URLs and capabilities, on %s', (dialect) => {
  let t: TestApp;
  let fan: string;
  let plainUser: { apiKey: string; userId: number };
  let visitor: string;
  let covered: number;
  let notCovered: number;

  beforeAll(async () => {
    t = await createMediaTestApp(dialect);
    fan = await loginAs(t.app, FAN);
    plainUser = await registerUser(t.app);
    visitor = (await getApiKey(t.app)).api_key;
    covered = await withDemoVideo(t.app, await eventIn(t.db, { pricing: 'paid', sports: BASIC_SPORTS, inSports: true, kind: 3 }));
    notCovered = await eventIn(t.db, { pricing: 'paid', sports: BASIC_SPORTS, inSports: false });
  });
  afterAll(async () => t.close());

  it('opens a paid event of the basic pass to the fan only, with a playback URL', async () => {
    const asFan = await eventFor(t.app, covered, fan);
    expect(asFan.has_access).toBe(true);
    expect(mediaOf(asFan, 3).url).toMatch(/^\/media\/s\//);
    for (const key of [plainUser.apiKey, visitor]) {
      const event = await eventFor(t.app, covered, key);
      expect(event.has_access).toBe(false);
      expect(mediaOf(event, 3)).toMatchObject({ url: null, reason: 'purchase_required' });
    }
    expect((await eventFor(t.app, notCovered, fan)).has_access).toBe(false);
  });

  it('sets has_access in the events list the same way, per viewer', async () => {
    const accessIn = async (key: string) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/events', query: { api_key: key, pricing_type: 'paid', limit: '100' } });
      const events = z.array(Event).parse(response.json().data);
      return Object.fromEntries(events.filter((event) => [covered, notCovered].includes(event.id)).map((event) => [event.id, event.has_access]));
    };
    expect(await accessIn(fan)).toEqual({ [covered]: true, [notCovered]: false });
    expect(await accessIn(plainUser.apiKey)).toEqual({ [covered]: false, [notCovered]: false });
    expect(await accessIn(visitor)).toEqual({ [covered]: false, [notCovered]: false });
  });

  it('gives every paid and ppv event its single-event package id, and other events none', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events', query: { api_key: visitor, limit: '100' } });
    const events = z.array(Event).parse(response.json().data);
    for (const event of events) {
      if (event.pricing_type === 'paid' || event.pricing_type === 'ppv') expect(event.single_event_package_id, `event ${event.id}`).toEqual(expect.any(Number));
      else expect(event.single_event_package_id).toBeNull();
    }
  });

  it('opens an event bought alone, and everything with an All-Access subscription until it ends', async () => {
    const user = await registerUser(t.app);
    const single = (await eventFor(t.app, notCovered, visitor)).single_event_package_id!;
    await insertOrder(t.db, { userId: user.userId, passId: single });
    expect((await eventFor(t.app, notCovered, user.apiKey)).has_access).toBe(true);
    expect((await eventFor(t.app, covered, user.apiKey)).has_access).toBe(false);

    const subscriber = await registerUser(t.app);
    const order = await insertOrder(t.db, { userId: subscriber.userId, passId: await passIdByName(t.db, 'Monthly All-Access'), period_end: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await eventFor(t.app, covered, subscriber.apiKey)).has_access).toBe(true);
    expect((await eventFor(t.app, notCovered, subscriber.apiKey)).has_access).toBe(true);
    await t.db.updateTable('orders').set({ period_end: new Date(Date.now() - 1000).toISOString() }).where('id', '=', order).execute();
    expect((await eventFor(t.app, covered, subscriber.apiKey)).has_access).toBe(false);
  });

  it('lists the capabilities of the owned passes in GET /user/access', async () => {
    // The season pass, and the add-on that brings clipping and downloads to it.
    expect((await get(t.app, '/api/user/access', fan)).body.data.capabilities).toEqual(['watch', 'download', 'clipping', 'download_clip', 'no_ads', 'vod_media']);
    expect((await get(t.app, '/api/user/access', plainUser.apiKey)).body.data.capabilities).toEqual([]);
    const addOn = await passIdByName(t.db, 'Ad-free & Downloads Add-on');
    const user = await registerUser(t.app);
    await insertOrder(t.db, { userId: user.userId, passId: addOn });
    // The add-on alone extends nothing, so it grants nothing; with its base it adds its capabilities.
    expect((await get(t.app, '/api/user/access', user.apiKey)).body.data.capabilities).toEqual([]);
    await insertOrder(t.db, { userId: user.userId, passId: await passIdByName(t.db, 'Hockey Season Pass') });
    expect((await get(t.app, '/api/user/access', user.apiKey)).body.data.capabilities).toEqual(['watch', 'download', 'clipping', 'download_clip', 'no_ads', 'vod_media']);
  });

  it('grants nothing from a pending, failed or refunded order', async () => {
    const user = await registerUser(t.app);
    const basic = await passIdByName(t.db, basicPassName());
    for (const status of ['pending', 'failed', 'refunded']) await insertOrder(t.db, { userId: user.userId, passId: basic, status });
    await insertOrder(t.db, { userId: user.userId, passId: basic, activity_status: 'inactive' });
    expect((await eventFor(t.app, covered, user.apiKey)).has_access).toBe(false);
    expect((await get(t.app, '/api/user/access', user.apiKey)).body.data.capabilities).toEqual([]);
  });
});

describe.each(dialects)('commerce demo data, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createMediaTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('names the season pass for the current season and lists the pass owners among the demo accounts', async () => {
    expect(await passIdByName(t.db, basicPassName())).toEqual(expect.any(Number));
    const lines = (await demoAccountLines(t.db)).join('\n');
    expect(lines).toContain(`fan@varsity.test / season-ticket  (owns the ${basicPassName()} and the Ad-free & Downloads Add-on)`);
    expect(lines).toContain('partisan@universitaire.test / billet-de-saison');
    const partisan = await loginAs(t.app, PARTISAN, 'universitaire');
    expect((await get(t.app, '/api/orders', partisan)).body.data[0]).toMatchObject({ status: 'paid', currency: 'CAD' });
  });

  it('gives the viewer demo account no pass', async () => {
    const viewer = await loginAs(t.app, { email: 'viewer@varsity.test', password: 'watch-the-game' });
    expect((await get(t.app, '/api/orders', viewer)).body.data).toEqual([]);
  });

  it('adds the commerce data once to a database seeded before commerce', async () => {
    const counts = async () => {
      const tables = ['passes', 'pass_categories', 'pass_participants', 'pass_extras', 'coupons', 'orders'] as const;
      return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)])));
    };
    const before = await counts();
    await t.db.deleteFrom('orders').execute();
    await t.db.deleteFrom('coupons').execute();
    await t.db.deleteFrom('users').where('email_normalized', 'in', ['fan@varsity.test', 'partisan@universitaire.test']).execute();
    await seedIfEmpty(t.db);
    expect(await counts()).toEqual(before);
    await seedIfEmpty(t.db);
    expect(await counts()).toEqual(before);
    expect(await loginAs(t.app, FAN)).toEqual(expect.any(String));
  });
});

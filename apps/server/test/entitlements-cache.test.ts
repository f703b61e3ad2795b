import { Event } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerUser } from './auth-helpers';
import { FAN, eventIn, loginAs, passIdByName } from './commerce-helpers';
import { signInOperator, type SignedInOperator } from './console-helpers';
import { KEPT_MS, accessSeen, buyEvent, fullAccess, noAccess, refundInConsole } from './entitlements-cache-helpers';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';
import { eventFor } from './media-helpers';

const BASIC_SPORTS = ['basketball', 'soccer', 'volleyball'];

/** Entitlements kept in memory (docs/decisions/0085): every change made through the app is seen at once, the cache warm. */
describe.each(dialects)('kept entitlements on %s', (dialect) => {
  let t: TestApp;
  let paidEvent: number;
  let singlePackage: number;
  let admin: SignedInOperator;

  beforeAll(async () => {
    t = await createTestApp(dialect, { entitlementsCacheMs: KEPT_MS });
    paidEvent = await eventIn(t.db, { pricing: 'paid', sports: BASIC_SPORTS, inSports: false, kind: 3 });
    singlePackage = (await eventFor(t.app, paidEvent, (await getApiKey(t.app)).api_key)).single_event_package_id!;
    admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
  });
  afterAll(async () => t?.close());

  it('answers from memory: an order changed behind the app’s back is not seen while kept', async () => {
    const buyer = await registerUser(t.app);
    const orderId = await buyEvent(t.app, t.db, buyer.apiKey, paidEvent, singlePackage);
    expect(await accessSeen(t.app, buyer.apiKey, paidEvent)).toEqual(fullAccess);
    await t.db.updateTable('orders').set({ activity_status: 'inactive' }).where('id', '=', orderId).execute();
    expect(await accessSeen(t.app, buyer.apiKey, paidEvent)).toEqual(fullAccess);
  });

  it('sends a pass holder the same bytes whether their entitlements were read or kept', async () => {
    const fan = await loginAs(t.app, FAN);
    const list = () => t.app.inject({ method: 'GET', url: '/api/events', query: { api_key: fan, limit: '100' } });
    const read = await list();
    // The lists are dropped, the entitlements kept: the next body is made again from the kept ones.
    t.app.invalidateChannelCaches();
    const kept = await list();
    expect(kept.statusCode).toBe(200);
    expect(kept.rawPayload.equals(read.rawPayload)).toBe(true);
    expect(z.array(Event).parse(kept.json().data).some((event) => event.pricing_type === 'paid' && event.has_access)).toBe(true);
  });

  it('a purchase opens the event at once, though the buyer’s empty entitlements were kept', async () => {
    const buyer = await registerUser(t.app);
    expect(await accessSeen(t.app, buyer.apiKey, paidEvent)).toEqual(noAccess);
    await buyEvent(t.app, t.db, buyer.apiKey, paidEvent, singlePackage);
    expect(await accessSeen(t.app, buyer.apiKey, paidEvent)).toEqual(fullAccess);
  });

  it('a refund from the console closes the event at once: the list, the event and its playback', async () => {
    const buyer = await registerUser(t.app);
    const orderId = await buyEvent(t.app, t.db, buyer.apiKey, paidEvent, singlePackage);
    expect(await accessSeen(t.app, buyer.apiKey, paidEvent)).toEqual(fullAccess);
    await refundInConsole(t.app, admin, orderId);
    expect((await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe('refunded');
    expect(await accessSeen(t.app, buyer.apiKey, paidEvent)).toEqual(noAccess);
  });

  it('a complimentary pass from the console opens its events at once', async () => {
    const user = await registerUser(t.app);
    expect(await accessSeen(t.app, user.apiKey, paidEvent)).toEqual(noAccess);
    const comp = await admin.inject('POST', `/api/admin/channels/varsity/customers/${user.userId}/comp`, { pass_id: await passIdByName(t.db, 'Monthly All-Access') });
    expect(comp.statusCode).toBe(201);
    expect(await accessSeen(t.app, user.apiKey, paidEvent)).toEqual(fullAccess);
  });
});

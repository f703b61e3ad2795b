/**
 * Fair use of an account (docs/decisions/0084): the Devices list and signing devices out, the channel's stream limit
 * (leases taken at playback, renewed by heartbeats, expiring without them, stopped from another device), across two
 * instances sharing the database (and Redis when TEST_REDIS_URL is set), and the console's setting and diagnosis.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { up as upDeviceLabels } from '../src/db/migrations/20261206120000_device_labels_in_no_language';
import { login, registerUser } from './auth-helpers';
import { patchChannelSettings } from './channel-settings';
import { signInOperator } from './console-helpers';
import { createTestApp, dialects, type TestApp } from './helper';

const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;
const COUNTRY = 'x-test-country';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const ENV = { GEO_HEADER: COUNTRY, AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_IDENTIFIER: '100000', API_KEY_ISSUE_LIMIT: '100000' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

function viewer(app: FastifyInstance, apiKey: string, userAgent = CHROME_WINDOWS, country = 'CA') {
  const headers = { 'user-agent': userAgent, [COUNTRY]: country };
  const send = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload: Record<string, unknown> = {}) => {
    const keyed = method === 'POST' ? { payload: { ...payload, api_key: apiKey } } : { query: { api_key: apiKey } };
    const response = await app.inject({ method, url, headers, ...keyed });
    return { status: response.statusCode, body: response.json() as Json };
  };
  return {
    devices: () => send('GET', '/api/devices'),
    signOut: (id: number) => send('DELETE', `/api/devices/${id}`),
    signOutOthers: () => send('POST', '/api/devices/sign-out-others'),
    profile: () => send('GET', '/api/profile'),
    play: (eventId: number) => send('POST', '/api/stream-leases', { event_id: eventId }),
    heartbeat: (leaseId: number) => send('POST', `/api/stream-leases/${leaseId}/heartbeat`),
    stop: (leaseId: number) => send('DELETE', `/api/stream-leases/${leaseId}`),
    watching: () => send('GET', '/api/stream-leases'),
  };
}

/** Signs the same account in once more, as another browser would. */
async function anotherDevice(app: FastifyInstance, email: string, password: string) {
  const response = await login(app, email, password);
  expect(response.status).toBe(200);
  return response.body.data.api_key as string;
}

async function eventOf(t: TestApp, channelKey = 'varsity') {
  const row = await t.db.selectFrom('events').innerJoin('channels', 'channels.id', 'events.channel_id').select(['events.id', 'events.name']).where('channels.key', '=', channelKey).orderBy('events.id').executeTakeFirstOrThrow();
  return row;
}

describe.each(dialects)('devices and the stream limit (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ...ENV, STREAM_LEASE_SECONDS: '2' } });
  });
  afterAll(async () => t?.close());

  it('lists the signed-in devices with their type, label, country and the current one marked', async () => {
    const user = await registerUser(t.app);
    const phoneKey = await anotherDevice(t.app, user.email, user.password);
    const phone = viewer(t.app, phoneKey, SAFARI_IPHONE, 'FR');
    expect((await phone.profile()).status).toBe(200);
    const desktop = viewer(t.app, user.apiKey);
    const list = await desktop.devices();
    expect(list.status).toBe(200);
    const byLabel = Object.fromEntries(list.body.data.map((device: Json) => [device.label, device]));
    expect(list.body.data).toHaveLength(2);
    expect(byLabel['Chrome · Windows']).toMatchObject({ device_type: 'desktop', country_code: 'CA', current: true });
    expect(byLabel['Safari · iOS']).toMatchObject({ device_type: 'phone', country_code: 'FR', current: false });
  });

  it('rewrites the labels stored in English before they were names only (migration 20261206120000)', async () => {
    const user = await registerUser(t.app);
    const phoneKey = await anotherDevice(t.app, user.email, user.password);
    expect((await viewer(t.app, phoneKey, SAFARI_IPHONE).profile()).status).toBe(200);
    const desktop = viewer(t.app, user.apiKey);
    const ids = (await desktop.devices()).body.data.map((device: Json) => device.id as number);
    const rows = await t.db.selectFrom('api_key_devices').select(['api_key_id', 'label']).where('api_key_id', 'in', ids).orderBy('api_key_id').execute();
    expect(rows.map((row) => row.label).sort()).toEqual(['Chrome · Windows', 'Safari · iOS']);
    const [first, second] = rows as [(typeof rows)[number], (typeof rows)[number]];
    await t.db.updateTable('api_key_devices').set({ label: 'Firefox on Linux' }).where('api_key_id', '=', first.api_key_id).execute();
    await t.db.updateTable('api_key_devices').set({ label: 'Unknown device' }).where('api_key_id', '=', second.api_key_id).execute();
    await upDeviceLabels(t.db as Kysely<unknown>);
    const after = await t.db.selectFrom('api_key_devices').select('label').where('api_key_id', 'in', ids).orderBy('api_key_id').execute();
    expect(after.map((row) => row.label)).toEqual(['Firefox · Linux', '']);
  });

  it("signs one device out: its key answers 401; another user's device is a 404", async () => {
    const user = await registerUser(t.app);
    const secondKey = await anotherDevice(t.app, user.email, user.password);
    const second = viewer(t.app, secondKey, SAFARI_IPHONE);
    expect((await second.profile()).status).toBe(200);
    const first = viewer(t.app, user.apiKey);
    const secondId = (await first.devices()).body.data.find((device: Json) => !device.current).id as number;

    const stranger = viewer(t.app, (await registerUser(t.app)).apiKey);
    const refused = await stranger.signOut(secondId);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('NOT_FOUND');
    expect((await second.profile()).status).toBe(200);

    const done = await first.signOut(secondId);
    expect(done).toEqual({ status: 200, body: { data: { signed_out: 1 } } });
    const after = await second.profile();
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('INVALID_API_KEY');
    expect((await first.devices()).body.data.map((device: Json) => device.current)).toEqual([true]);
    expect((await first.signOut(secondId)).status).toBe(404);
  });

  it('signs out everywhere else and keeps the current device', async () => {
    const user = await registerUser(t.app);
    const others = [await anotherDevice(t.app, user.email, user.password), await anotherDevice(t.app, user.email, user.password)];
    const me = viewer(t.app, user.apiKey);
    const answer = await me.signOutOthers();
    expect(answer).toEqual({ status: 200, body: { data: { signed_out: 2 } } });
    for (const key of others) expect((await viewer(t.app, key).profile()).status).toBe(401);
    expect((await me.profile()).status).toBe(200);
    const list = (await me.devices()).body.data;
    expect(list).toHaveLength(1);
    expect(list[0].current).toBe(true);
  });

  describe('with a stream limit of 2', () => {
    let event: { id: number; name: string };
    beforeAll(async () => {
      event = await eventOf(t);
      await patchChannelSettings(t, { stream_limit: 2 });
    });
    afterAll(async () => patchChannelSettings(t, { stream_limit: null }));

    it('refuses a third device with the two watching, and stopping one frees a slot', async () => {
      const user = await registerUser(t.app);
      const [a, b, c] = [viewer(t.app, user.apiKey), viewer(t.app, await anotherDevice(t.app, user.email, user.password), SAFARI_IPHONE), viewer(t.app, await anotherDevice(t.app, user.email, user.password), FIREFOX_LINUX)];
      const first = await a.play(event.id);
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ event_id: event.id, heartbeat_seconds: 30 });
      const second = await b.play(event.id);
      expect(second.status).toBe(200);
      // A play that is a device's first request names the device before it answers.
      expect((await a.watching()).body.data.map((one: Json) => one.label)).toEqual(['Chrome · Windows', 'Safari · iOS']);
      // The same device starting again keeps its lease.
      expect((await a.play(event.id)).body.data.id).toBe(first.body.data.id);

      const refused = await c.play(event.id);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('STREAM_LIMIT_REACHED');
      expect(refused.body.limit).toBe(2);
      expect(refused.body.watching.map((one: Json) => [one.label, one.event_title, one.current])).toEqual([
        ['Chrome · Windows', event.name, false],
        ['Safari · iOS', event.name, false],
      ]);
      expect(typeof refused.body.watching[0].since).toBe('string');

      // 'Stop watching there' from the third device: the phone's next heartbeat learns it stopped.
      expect((await c.stop(second.body.data.id)).status).toBe(200);
      const played = await c.play(event.id);
      expect(played.status).toBe(200);
      const stopped = await b.heartbeat(second.body.data.id);
      expect(stopped.status).toBe(409);
      expect(stopped.body.code).toBe('STREAM_STOPPED');
      expect((await a.heartbeat(first.body.data.id)).status).toBe(200);
      expect((await c.watching()).body.data.map((one: Json) => one.label)).toEqual(['Chrome · Windows', 'Firefox · Linux']);

      const stranger = viewer(t.app, (await registerUser(t.app)).apiKey);
      expect((await stranger.stop(first.body.data.id)).status).toBe(404);
    });

    it('lets a lease expire when its heartbeats stop', async () => {
      const user = await registerUser(t.app);
      const [a, b, c] = [viewer(t.app, user.apiKey), viewer(t.app, await anotherDevice(t.app, user.email, user.password)), viewer(t.app, await anotherDevice(t.app, user.email, user.password))];
      expect((await a.play(event.id)).status).toBe(200);
      const kept = await b.play(event.id);
      expect(kept.status).toBe(200);
      expect((await c.play(event.id)).status).toBe(409);
      // The lease lives 2 s here; b keeps beating, a has gone quiet.
      await expect
        .poll(
          async () => {
            expect((await b.heartbeat(kept.body.data.id)).status).toBe(200);
            return (await c.play(event.id)).status;
          },
          { timeout: 8_000, interval: 250 },
        )
        .toBe(200);
    });

    it('a signed-out device leaves its slot', async () => {
      const user = await registerUser(t.app);
      const bKey = await anotherDevice(t.app, user.email, user.password);
      const [a, b, c] = [viewer(t.app, user.apiKey), viewer(t.app, bKey), viewer(t.app, await anotherDevice(t.app, user.email, user.password))];
      expect((await a.play(event.id)).status).toBe(200);
      expect((await b.play(event.id)).status).toBe(200);
      const bId = (await b.devices()).body.data.find((device: Json) => device.current).id;
      expect((await a.signOut(bId)).status).toBe(200);
      expect((await c.play(event.id)).status).toBe(200);
    });

    it("names the limit in the console's 'why can't this viewer watch?' when it blocks", async () => {
      const admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
      const user = await registerUser(t.app);
      const reasons = async () => {
        const response = await admin.inject('GET', `/api/admin/channels/varsity/customers/${user.userId}/access?event_id=${event.id}`);
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data;
      };
      const before = await reasons();
      expect(before.reasons.find((reason: Json) => reason.code.startsWith('stream_limit'))).toEqual({ code: 'stream_limit', blocking: false, limit: 2, playing: 0 });
      expect((await viewer(t.app, user.apiKey).play(event.id)).status).toBe(200);
      expect((await viewer(t.app, await anotherDevice(t.app, user.email, user.password), SAFARI_IPHONE).play(event.id)).status).toBe(200);
      const after = await reasons();
      expect(after.can_watch).toBe(false);
      expect(after.reasons.find((reason: Json) => reason.code.startsWith('stream_limit'))).toEqual({
        code: 'stream_limit_reached',
        blocking: true,
        limit: 2,
        playing: 2,
        devices: [`Chrome · Windows (${event.name})`, `Safari · iOS (${event.name})`],
      });
    });
  });

  it('sets the limit from the console (admins, audited, 1 to 10 or none) and the next play obeys it', async () => {
    const admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
    const url = '/api/admin/channels/varsity/stream-limit';
    expect((await admin.inject('GET', url)).json()).toEqual({ data: { stream_limit: null } });
    expect((await admin.inject('PUT', url, { stream_limit: 11 })).statusCode).toBe(400);
    const saved = await admin.inject('PUT', url, { stream_limit: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await admin.inject('GET', url)).json()).toEqual({ data: { stream_limit: 1 } });
    const audit = await t.db.selectFrom('audit_log').select(['action', 'after_json']).where('action', '=', 'channel.stream_limit').execute();
    expect(audit).toEqual([{ action: 'channel.stream_limit', after_json: JSON.stringify({ stream_limit: 1 }) }]);

    const event = await eventOf(t);
    const user = await registerUser(t.app);
    expect((await viewer(t.app, user.apiKey).play(event.id)).status).toBe(200);
    expect((await viewer(t.app, await anotherDevice(t.app, user.email, user.password)).play(event.id)).status).toBe(409);
    expect((await admin.inject('PUT', url, { stream_limit: null })).statusCode).toBe(200);
    expect((await viewer(t.app, await anotherDevice(t.app, user.email, user.password)).play(event.id)).status).toBe(200);
  });
});

describe.each(dialects)(`two instances on one %s database${redisUrl ? ' and one Redis' : ''}`, (dialect) => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const env = { ...ENV, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
    a = await createTestApp(dialect, { env });
    b = await createTestApp(dialect, { env, sameDatabaseAs: a });
    await patchChannelSettings(a, { stream_limit: 2 });
    b.app.invalidateChannelCaches();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('enforce one limit, even when the last slot is raced for', async () => {
    const event = await eventOf(a);
    const user = await registerUser(a.app);
    expect((await viewer(a.app, user.apiKey).play(event.id)).status).toBe(200);
    const racers = [viewer(a.app, await anotherDevice(a.app, user.email, user.password)), viewer(b.app, await anotherDevice(b.app, user.email, user.password))];
    const raced = await Promise.all([racers[0]!.play(event.id), racers[1]!.play(event.id)]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const third = viewer(b.app, await anotherDevice(b.app, user.email, user.password));
    const refused = await third.play(event.id);
    expect(refused.status).toBe(409);
    expect(refused.body.watching).toHaveLength(2);
  });

  it.runIf(redisUrl)('a device signed out on one instance is refused on the other at once', async () => {
    const user = await registerUser(a.app);
    const otherKey = await anotherDevice(b.app, user.email, user.password);
    const onB = viewer(b.app, otherKey);
    expect((await onB.profile()).status).toBe(200);
    const id = (await onB.devices()).body.data.find((device: Json) => device.current).id;
    expect((await viewer(a.app, user.apiKey).signOut(id)).status).toBe(200);
    await expect.poll(async () => (await onB.profile()).status, { timeout: 2_000, interval: 20 }).toBe(401);
  });
});

import { Event, Geo } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keyedGetter } from './catalogue-helpers';
import { type TestApp, createTestApp, dialects } from './helper';

// 81.2.69.160 is in the United Kingdom and 8.8.8.8 in the United States in the bundled database.
const UK_IP = '81.2.69.160';
const US_IP = '8.8.8.8';

describe.each(dialects)('geo on %s', (dialect) => {
  describe('from the IP database behind a trusted proxy', () => {
    let t: TestApp;
    let get: ReturnType<typeof keyedGetter>;
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    const blackedOut = async () => t.db.selectFrom('geo_rules').innerJoin('events', 'events.id', 'geo_rules.event_id').innerJoin('channels', 'channels.id', 'events.channel_id').select(['events.id', 'geo_rules.countries']).where('channels.key', '=', 'varsity').executeTakeFirstOrThrow();

    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { TRUST_PROXY: 'true' } });
      get = keyedGetter(t.app);
    });
    afterAll(async () => t.close());

    it('resolves the country of the forwarded address', async () => {
      const response = await get('/api/geo', {}, from(UK_IP));
      expect(response.status).toBe(200);
      expect(Geo.parse(response.body.data)).toEqual({ country: 'United Kingdom', country_code: 'GB', ip: UK_IP, is_geo_blocked: false });
      const french = await get('/api/geo', {}, { channel: 'universitaire', ...from(UK_IP) });
      expect(french.body.data.country).toBe('Royaume-Uni');
    });

    it('treats loopback and private addresses as unknown, not blocked', async () => {
      for (const ip of ['127.0.0.1', '192.168.1.20', '10.0.0.7']) {
        expect((await get('/api/geo', {}, from(ip))).body.data).toEqual({ country: null, country_code: null, ip, is_geo_blocked: false });
      }
    });

    it('flags the event blacked out in the viewer\'s country, and hides its playback', async () => {
      const rule = await blackedOut();
      expect(JSON.parse(rule.countries)).toEqual(['GB']);
      const inUk = Event.parse((await get(`/api/events/${rule.id}`, {}, from(UK_IP))).body.data);
      const inUs = Event.parse((await get(`/api/events/${rule.id}`, {}, from(US_IP))).body.data);
      expect(inUk.is_geo_blocked).toBe(true);
      expect(inUs.is_geo_blocked).toBe(false);
      const ukList = z.array(Event).parse((await get('/api/events', { limit: '100' }, from(UK_IP))).body.data);
      expect(ukList.filter((event) => event.is_geo_blocked).map((event) => event.id)).toEqual([rule.id]);
    });

    it('blocks the whole channel when its rule says so, and lifts it with the rule', async () => {
      const channel = await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow();
      await t.db.insertInto('geo_rules').values({ channel_id: channel.id, event_id: null, mode: 'allow', countries: '["US","CA"]' }).execute();
      t.app.invalidateChannelCaches();
      try {
        expect((await get('/api/geo', {}, from(UK_IP))).body.data.is_geo_blocked).toBe(true);
        expect((await get('/api/geo', {}, from(US_IP))).body.data.is_geo_blocked).toBe(false);
        const events = z.array(Event).parse((await get('/api/events', { stream_status: 'live' }, from(UK_IP))).body.data);
        expect(events.length).toBeGreaterThan(0);
        for (const event of events) {
          expect(event.is_geo_blocked).toBe(true);
          expect(event.media.filter((media) => [2, 3, 4].includes(media.kind)).every((media) => media.url === null)).toBe(true);
        }
        // Another channel's rule does not apply.
        expect((await get('/api/geo', {}, { channel: 'universitaire', ...from(UK_IP) })).body.data.is_geo_blocked).toBe(false);
      } finally {
        await t.db.deleteFrom('geo_rules').where('channel_id', '=', channel.id).where('event_id', 'is', null).execute();
        t.app.invalidateChannelCaches();
      }
      expect((await get('/api/geo', {}, from(UK_IP))).body.data.is_geo_blocked).toBe(false);
    });

    it('needs an api_key', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/geo' })).statusCode).toBe(401);
    });
  });

  describe('from a trusted country header', () => {
    let t: TestApp;
    let get: ReturnType<typeof keyedGetter>;

    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { GEO_HEADER: 'CF-IPCountry' } });
      get = keyedGetter(t.app);
    });
    afterAll(async () => t.close());

    it('takes the country from the header and ignores untrusted forwarding headers', async () => {
      const response = await get('/api/geo', {}, { headers: { 'cf-ipcountry': 'GB', 'x-forwarded-for': US_IP } });
      expect(response.body.data).toMatchObject({ country_code: 'GB', country: 'United Kingdom', ip: '127.0.0.1' });
      const blocked = await t.db.selectFrom('geo_rules').select('event_id').where('event_id', 'is not', null).executeTakeFirstOrThrow();
      expect((await get(`/api/events/${blocked.event_id}`, {}, { headers: { 'cf-ipcountry': 'gb' } })).body.data.is_geo_blocked).toBe(true);
      expect((await get(`/api/events/${blocked.event_id}`, {}, { headers: { 'cf-ipcountry': 'FR' } })).body.data.is_geo_blocked).toBe(false);
    });

    it('falls back to the address when the header is missing or not a country', async () => {
      for (const headers of [{}, { 'cf-ipcountry': 'XX' }] as Array<Record<string, string>>) {
        expect((await get('/api/geo', {}, { headers })).body.data).toMatchObject({ country_code: null, is_geo_blocked: false });
      }
    });
  });
});

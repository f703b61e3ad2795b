import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KEY_LOOKUP_CACHE_MS } from '../src/modules/keys/keys.service';
import { hashApiKey } from '../src/modules/keys/api-key';
import { SQLISH, ageApiKey, expireApiKey, getApiKey, storedApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';

describe.each(dialects)('keys on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  describe('POST /api/get_api_key', () => {
    it('issues a random key with a future sliding expiry, stored only as a hash', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/get_api_key', payload: { channel_key: 'varsity' } });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.api_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(data.expires_at)).toBeGreaterThan(Date.now() + 700 * 3_600_000);
      const row = await storedApiKey(t.db, data.api_key);
      expect(row.hash).not.toContain(data.api_key);
      expect(row.user_id).toBeNull();
    });

    it.each([
      ['an empty body', {}],
      ['an unknown channel', { channel_key: 'nonexistent' }],
      ['a SQL-ish channel key', { channel_key: SQLISH }],
      ['a 10 kB channel key', { channel_key: 'x'.repeat(10_240) }],
      ['a non-string channel key', { channel_key: 42 }],
    ])('rejects %s with 401 errors.channel_key', async (_name, payload) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/get_api_key', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'INVALID_CHANNEL_KEY', message: 'No channel or api key found', errors: { channel_key: expect.any(Array) } });
    });

    it('rejects a request without any body with 401 errors.channel_key', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/get_api_key' });
      expect(response.statusCode).toBe(401);
      expect(response.json().errors.channel_key).toEqual(['Field is required']);
    });
  });

  it('purges expired keys when background tasks start', async () => {
    const expired = await getApiKey(t.app);
    const valid = await getApiKey(t.app);
    await expireApiKey(t.db, expired.api_key);
    await t.app.startBackgroundTasks();
    await expect(storedApiKey(t.db, expired.api_key)).rejects.toThrow('no result');
    await expect(storedApiKey(t.db, valid.api_key)).resolves.toMatchObject({ hash: hashApiKey(valid.api_key) });
  });

  describe('a keyed endpoint (GET /api/session)', () => {
    afterEach(() => vi.useRealTimers());

    it("accepts a valid key and reports its channel and expiry", async () => {
      const { api_key, expires_at } = await getApiKey(t.app, 'universitaire');
      const response = await t.app.inject({ method: 'GET', url: '/api/session', query: { api_key } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { channel_key: 'universitaire', expires_at, user_id: null } });
    });

    it.each([
      ['no key', {}],
      ['an empty key', { api_key: '' }],
      ['a garbage key', { api_key: 'garbage' }],
      ['a SQL-ish key', { api_key: SQLISH }],
      ['a 10 kB key', { api_key: 'k'.repeat(10_240) }],
    ])('rejects %s with 401 errors.api_key', async (_name, query) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/session', query });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'INVALID_API_KEY', errors: { api_key: expect.any(Array) } });
    });

    it('rejects an expired key with 401 errors.api_key', async () => {
      const { api_key } = await getApiKey(t.app);
      await expireApiKey(t.db, api_key);
      const response = await t.app.inject({ method: 'GET', url: '/api/session', query: { api_key } });
      expect(response.statusCode).toBe(401);
      expect(response.json().errors.api_key).toEqual(['Field value is invalid']);
    });

    it('slides the expiry forward when the key is used after a while, not on every request', async () => {
      const { api_key } = await getApiKey(t.app);
      const before = await storedApiKey(t.db, api_key);
      await t.app.inject({ method: 'GET', url: '/api/session', query: { api_key } });
      expect((await storedApiKey(t.db, api_key)).expires_at).toBe(before.expires_at);

      await ageApiKey(t.db, api_key, 5 * 60_000);
      // The key's row is reused for a few seconds; past that window the aged row is read again.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + KEY_LOOKUP_CACHE_MS + 1);
      const response = await t.app.inject({ method: 'GET', url: '/api/session', query: { api_key } });
      const after = await storedApiKey(t.db, api_key);
      expect(after.expires_at > before.expires_at).toBe(true);
      expect(response.json().data.expires_at).toBe(after.expires_at);
    });
  });
});

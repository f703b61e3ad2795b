import { Event } from '@ott/contracts';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerUser } from './auth-helpers';
import { FAN, basicPassName, eventIn, insertOrder, loginAs, passIdByName } from './commerce-helpers';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';

const BASIC_SPORTS = ['basketball', 'soccer', 'volleyball'];
const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

describe.each(dialects)('the events list micro-cache on %s', (dialect) => {
  let t: TestApp;
  const list = (apiKey: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/events', query: { api_key: apiKey, limit: '100', ...query }, headers });
  const accessTo = async (apiKey: string, ids: number[], query: Record<string, string> = {}) => {
    const events = z.array(Event).parse((await list(apiKey, query)).json().data);
    return Object.fromEntries(events.filter((event) => ids.includes(event.id)).map((event) => [event.id, event.has_access]));
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('tags a list with an ETag and answers 304, without a body, to a client that holds it', async () => {
    const { api_key } = await getApiKey(t.app);
    const first = await list(api_key);
    const etag = String(first.headers.etag);
    expect(first.statusCode).toBe(200);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await list(api_key, {}, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers.vary).toMatch(/accept-encoding/i);

    expect((await list(api_key, {}, { 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200);
    // Another list is another body, with its own tag.
    const other = await list(api_key, { stream_status: 'upcoming' }, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('sends every visitor the same bytes, compressed once, with the same tag', async () => {
    const [a, b] = [(await getApiKey(t.app)).api_key, (await getApiKey(t.app)).api_key];
    const [plainA, plainB] = [await list(a), await list(b)];
    expect(plainA.rawPayload.equals(plainB.rawPayload)).toBe(true);
    expect(plainA.headers.etag).toBe(plainB.headers.etag);

    const [gzipA, gzipB] = [await list(a, {}, GZIP), await list(b, {}, GZIP)];
    expect(gzipA.headers['content-encoding']).toBe('gzip');
    expect(gzipA.rawPayload.equals(gzipB.rawPayload)).toBe(true);
    expect(gunzipSync(gzipA.rawPayload).equals(plainA.rawPayload)).toBe(true);
    // One tag for the content whatever its encoding, so a gzip copy revalidates too.
    expect(gzipA.headers.etag).toBe(plainA.headers.etag);
    expect((await list(b, {}, { ...GZIP, 'if-none-match': String(plainA.headers.etag) })).statusCode).toBe(304);
  });

  it('sends gzip only to clients that accept it', async () => {
    const { api_key } = await getApiKey(t.app);
    expect((await list(api_key, {}, GZIP)).headers['content-encoding']).toBe('gzip');
    expect((await list(api_key, {}, { 'accept-encoding': 'gzip;q=0, identity' })).headers['content-encoding']).toBeUndefined();
    expect((await list(api_key)).headers['content-encoding']).toBeUndefined();
  });

  it('gives signed-in users their own has_access, right after a visitor filled the cache', async () => {
    const covered = await eventIn(t.db, { pricing: 'paid', sports: BASIC_SPORTS, inSports: true });
    const registerOnly = await eventIn(t.db, { pricing: 'register', sports: [], inSports: false }).catch(() => null);
    const ids = registerOnly === null ? [covered] : [covered, registerOnly];
    const visitor = (await getApiKey(t.app)).api_key;
    const fan = await loginAs(t.app, FAN);
    const user = await registerUser(t.app);

    const expected = (paid: boolean, registered: boolean) => ({ [covered]: paid, ...(registerOnly === null ? {} : { [registerOnly]: registered }) });
    expect(await accessTo(visitor, ids)).toEqual(expected(false, false));
    expect(await accessTo(user.apiKey, ids)).toEqual(expected(false, true));
    expect(await accessTo(fan, ids)).toEqual(expected(true, true));

    // A purchase shows at once, not when the cached list expires.
    await insertOrder(t.db, { userId: user.userId, passId: await passIdByName(t.db, basicPassName()) });
    expect(await accessTo(user.apiKey, ids)).toEqual(expected(true, true));
    expect(await accessTo(visitor, ids)).toEqual(expected(false, false));
  });

  it('shares one body between users with the same passes', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    const [a, b] = [await list(first.apiKey), await list(second.apiKey)];
    expect(a.headers.etag).toBe(b.headers.etag);
    const visitor = await list((await getApiKey(t.app)).api_key);
    expect(visitor.headers.etag).not.toBe(a.headers.etag);
  });

  it('still refuses a bad key, and still validates the filters, when the list is cached', async () => {
    const { api_key } = await getApiKey(t.app);
    expect((await list(api_key, { limit: '5' })).statusCode).toBe(200);
    const badKey = await list('not-a-key', { limit: '5' });
    expect(badKey.statusCode).toBe(401);
    expect(badKey.json().errors.api_key).toEqual(['Field value is invalid']);
    expect((await list(api_key, { limit: 'many' })).statusCode).toBe(400);
  });

  it('serves the homepage lists the same way', async () => {
    const [a, b] = [(await getApiKey(t.app)).api_key, (await getApiKey(t.app)).api_key];
    const first = await t.app.inject({ method: 'GET', url: '/api/events-for-homepage', query: { api_key: a } });
    const second = await t.app.inject({ method: 'GET', url: '/api/events-for-homepage', query: { api_key: b }, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(304);
  });
});

import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helper';

const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;
if (!redisUrl) {
  console.warn(
    [
      '',
      '################################################################################',
      '#  TEST_REDIS_URL is not set: rate limits shared through Redis are SKIPPED.     #',
      '#  Only the in-memory limiter was tested. Set it, e.g.                          #',
      '#  TEST_REDIS_URL=redis://127.0.0.1:6379/15                                     #',
      '################################################################################',
      '',
    ].join('\n'),
  );
}

/** A client address no other run has used, so counts left in a shared Redis do not interfere. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const askForKey = (t: TestApp, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/get_api_key', payload: { channel_key: 'varsity' }, remoteAddress });

describe('POST /api/get_api_key is limited per client IP (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { API_KEY_ISSUE_LIMIT: '3' } });
  });
  afterAll(async () => t.close());

  it('answers 429 in the envelope past the limit, with Retry-After, and counts each IP apart', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await askForKey(t, ip)).statusCode).toBe(200);
    const limited = await askForKey(t, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many requests', code: 'TOO_MANY_REQUESTS', message_code: 'TOO_MANY_REQUESTS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await askForKey(t, freshIp())).statusCode).toBe(200);
  });

  it('leaves other endpoints unlimited', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);
  });
});

describe.skipIf(!redisUrl)('POST /api/get_api_key limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { API_KEY_ISSUE_LIMIT: '3', REDIS_URL: redisUrl ?? '' };
    first = await createTestApp('sqlite', { env });
    second = await createTestApp('sqlite', { env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts requests to every instance together', async () => {
    const ip = freshIp();
    expect((await askForKey(first, ip)).statusCode).toBe(200);
    expect((await askForKey(second, ip)).statusCode).toBe(200);
    expect((await askForKey(first, ip)).statusCode).toBe(200);
    const limited = await askForKey(second, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApiKey } from './factories';
import { type TestApp } from './helper';
import { PASSWORD, createAuthTestApp, post, registerUser, registration, uniqueEmail } from './auth-helpers';

const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

/** A client address no other run has used, so counts left in a shared Redis do not interfere. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const attempt = async (t: TestApp, url: string, payload: Record<string, unknown>, ip: string) =>
  post(t.app, url, { ...payload, api_key: (await getApiKey(t.app)).api_key }, ip);

const wrongLogin = (email: string) => ({ email, password: 'not-the-password' });

describe('auth endpoints limited per client IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp('sqlite', { env: { AUTH_RATE_LIMIT_PER_IP: '3' } });
  });
  afterAll(async () => t.close());

  it('answers a login flood from one IP with 429 and Retry-After; other IPs go on', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await attempt(t, '/api/v2/auth/login', wrongLogin(uniqueEmail()), ip)).status).toBe(401);
    const limited = await attempt(t, '/api/v2/auth/login', wrongLogin(uniqueEmail()), ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too many requests', code: 'TOO_MANY_REQUESTS', message_code: 'TOO_MANY_REQUESTS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(t, '/api/v2/auth/login', wrongLogin(uniqueEmail()), freshIp())).status).toBe(401);
  });

  it('counts even a correct password once the limit is reached', async () => {
    const user = await registerUser(t.app);
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) await attempt(t, '/api/v2/auth/login', wrongLogin(user.email), ip);
    expect((await attempt(t, '/api/v2/auth/login', { email: user.email, password: PASSWORD }, ip)).status).toBe(429);
  });

  it.each([
    ['/api/v2/auth/register', () => registration()],
    ['/api/auth/password-reset-request', () => ({ email: uniqueEmail() })],
    ['/api/auth/password-reset', () => ({ email: uniqueEmail(), code: 'x', password: PASSWORD, password_confirmation: PASSWORD })],
    ['/api/auth/email-verify', () => ({ email: uniqueEmail(), expires: 1, signature: 'x' })],
  ])('limits %s too, apart from the other endpoints', async (url, payload) => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await attempt(t, url, payload(), ip)).status).not.toBe(429);
    expect((await attempt(t, url, payload(), ip)).status).toBe(429);
    expect((await attempt(t, '/api/v2/auth/login', wrongLogin(uniqueEmail()), ip)).status).toBe(401);
  });
});

describe('auth endpoints limited per identifier', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp('sqlite', { env: { AUTH_RATE_LIMIT_PER_IDENTIFIER: '3' } });
  });
  afterAll(async () => t.close());

  it('stops guessing one account’s password from many IPs; other accounts go on', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 3; i += 1) expect((await attempt(t, '/api/v2/auth/login', wrongLogin(user.email.toUpperCase()), freshIp())).status).toBe(401);
    expect((await attempt(t, '/api/v2/auth/login', wrongLogin(user.email), freshIp())).status).toBe(429);
    expect((await attempt(t, '/api/v2/auth/login', wrongLogin(`${user.userId}+${user.email}`), freshIp())).status).toBe(429);
    expect((await attempt(t, '/api/v2/auth/login', wrongLogin(uniqueEmail()), freshIp())).status).toBe(401);
  });

  it('stops mail bombing one address with reset requests', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 3; i += 1) expect((await attempt(t, '/api/auth/password-reset-request', { email: user.email }, freshIp())).status).toBe(200);
    expect((await attempt(t, '/api/auth/password-reset-request', { email: user.email }, freshIp())).status).toBe(429);
  });

  it('counts verification resends per logged-in user', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 3; i += 1) expect((await post(t.app, '/api/auth/email-verify/resend', { api_key: user.apiKey }, freshIp())).status).toBe(200);
    expect((await post(t.app, '/api/auth/email-verify/resend', { api_key: user.apiKey }, freshIp())).status).toBe(429);
  });
});

describe.skipIf(!redisUrl)('auth limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { AUTH_RATE_LIMIT_PER_IP: '3', AUTH_RATE_LIMIT_PER_IDENTIFIER: '3', REDIS_URL: redisUrl ?? '' };
    first = await createAuthTestApp('sqlite', { env });
    second = await createAuthTestApp('sqlite', { env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts login attempts from one IP on every instance together', async () => {
    const ip = freshIp();
    expect((await attempt(first, '/api/v2/auth/login', wrongLogin(uniqueEmail()), ip)).status).toBe(401);
    expect((await attempt(second, '/api/v2/auth/login', wrongLogin(uniqueEmail()), ip)).status).toBe(401);
    expect((await attempt(first, '/api/v2/auth/login', wrongLogin(uniqueEmail()), ip)).status).toBe(401);
    expect((await attempt(second, '/api/v2/auth/login', wrongLogin(uniqueEmail()), ip)).status).toBe(429);
  });

  it('counts attempts on one address on every instance together, keeping the address out of Redis', async () => {
    const email = uniqueEmail('redis-probe');
    for (const t of [first, second, first]) expect((await attempt(t, '/api/v2/auth/login', wrongLogin(email), freshIp())).status).toBe(401);
    expect((await attempt(second, '/api/v2/auth/login', wrongLogin(email), freshIp())).status).toBe(429);
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl ?? '');
    try {
      const keys = await redis.keys('ott:rate-limit:*auth:login:id:*');
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.some((key) => key.includes('redis-probe'))).toBe(false);
    } finally {
      await redis.quit();
    }
  });
});

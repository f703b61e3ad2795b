import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApiKey } from './factories';
import { type TestApp } from './helper';
import { PASSWORD, createAuthTestApp, post, registerUser } from './auth-helpers';

const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

/** A client address no other run has used, so counts left in a shared Redis do not interfere. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const loginFrom = async (t: TestApp, ip: string, email: string, password: string) =>
  post(t.app, '/api/v2/auth/login', { email, password, api_key: (await getApiKey(t.app)).api_key }, ip);

/** The documented defaults: 10 attempts per account per 15 minutes, 20 per address per minute. */
const DEFAULT_LIMITS = { AUTH_RATE_LIMIT_PER_IP: '20', AUTH_RATE_LIMIT_PER_IDENTIFIER: '10' };

describe('a stranger cannot keep the owner out of an account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp('sqlite', { env: DEFAULT_LIMITS });
  });
  afterAll(async () => t.close());

  it('lets the right password in from a new address after ten wrong ones from ten addresses', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 10; i += 1) expect((await loginFrom(t, freshIp(), user.email, 'not-the-password')).status).toBe(401);

    // Past the limit a wrong guess from yet another address is still refused as the limit …
    const guess = await loginFrom(t, freshIp(), user.email, 'another-guess');
    expect(guess.status).toBe(429);
    expect(guess.body).toEqual({ message: 'Too many requests', code: 'TOO_MANY_REQUESTS', message_code: 'TOO_MANY_REQUESTS' });
    expect(Number(guess.headers['retry-after'])).toBeGreaterThan(0);

    // … but the owner, from an address that has not failed, logs in.
    const owner = await loginFrom(t, freshIp(), user.email, PASSWORD);
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    expect(owner.body.data.user.email).toBe(user.email);
  });

  it('keeps refusing, even the right password, an address that failed for that account while over the limit', async () => {
    const user = await registerUser(t.app);
    const attacker = freshIp();
    expect((await loginFrom(t, attacker, user.email, 'not-the-password')).status).toBe(401);
    for (let i = 0; i < 9; i += 1) expect((await loginFrom(t, freshIp(), user.email, 'not-the-password')).status).toBe(401);
    expect((await loginFrom(t, attacker, user.email, PASSWORD)).status).toBe(429);
    expect((await loginFrom(t, attacker, user.email, 'not-the-password')).status).toBe(429);
    // An address refused for one account is not refused for another.
    const other = await registerUser(t.app);
    expect((await loginFrom(t, attacker, other.email, PASSWORD)).status).toBe(200);
  });

  it('refuses a past-the-limit address for its second guess: one guess each, not a free run', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 10; i += 1) await loginFrom(t, freshIp(), user.email, 'not-the-password');
    const newcomer = freshIp();
    expect((await loginFrom(t, newcomer, user.email, 'guess-one')).status).toBe(429);
    expect((await loginFrom(t, newcomer, user.email, PASSWORD)).status).toBe(429);
  });

  it('still counts a burst of parallel guesses before any of them has failed', async () => {
    const user = await registerUser(t.app);
    const statuses = await Promise.all(Array.from({ length: 16 }, () => loginFrom(t, freshIp(), user.email, 'not-the-password').then((response) => response.status)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });
});

describe.skipIf(!redisUrl)('login failures shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { ...DEFAULT_LIMITS, AUTH_RATE_LIMIT_PER_IDENTIFIER: '3', REDIS_URL: redisUrl ?? '' };
    first = await createAuthTestApp('sqlite', { env });
    second = await createAuthTestApp('sqlite', { env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  // Each test app has its own database: the account exists on the first only, the counts and marks are shared.
  it('refuses on one instance an address that failed on another, and lets a new address in', async () => {
    const user = await registerUser(first.app);
    const attacker = freshIp();
    expect((await loginFrom(first, attacker, user.email, 'not-the-password')).status).toBe(401);
    expect((await loginFrom(second, freshIp(), user.email, 'not-the-password')).status).toBe(401);
    expect((await loginFrom(first, freshIp(), user.email, 'not-the-password')).status).toBe(401);
    expect((await loginFrom(second, attacker, user.email, PASSWORD)).status).toBe(429);
    expect((await loginFrom(first, attacker, user.email, PASSWORD)).status).toBe(429);
    expect((await loginFrom(first, freshIp(), user.email, PASSWORD)).status).toBe(200);
  });
});

import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestApp, createTestApp } from './helper';
import { currentTotp, newTotpSecret } from '../src/modules/operators/totp';
import { OPERATOR_PASSWORD, createOperator, sessionCookieOf, signInOperator } from './console-helpers';

const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.each(dialects)('console sign-in and session (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  });
  afterAll(async () => t.close());

  const login = (payload: Record<string, unknown>, remoteAddress = freshIp()) => t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload, remoteAddress });

  it('signs in the seeded demo owner with an httpOnly, SameSite=Strict cookie and answers AdminMe with the CSRF token', async () => {
    const response = await login({ email: 'owner@example.test', password: 'run-the-channel' });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name === 'ott_console')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.secure).toBeUndefined();
    const me = response.json().data;
    expect(me).toMatchObject({ email: 'owner@example.test', is_owner: true, must_change_password: false, totp_enabled: false });
    expect(me.channels.map((grant: { channel_key: string }) => grant.channel_key)).toEqual(expect.arrayContaining(['varsity', 'universitaire']));
    expect(me.channels.every((grant: { role: string }) => grant.role === 'owner')).toBe(true);
    expect(me.csrf_token).toMatch(/^[\w-]{20,}$/);

    const again = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: sessionCookieOf(response) } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(me);
  });

  it('refuses a wrong password and an unknown email alike, and /me without a session', async () => {
    const wrong = await login({ email: 'owner@example.test', password: 'not-it' });
    const unknown = await login({ email: 'nobody@example.test', password: 'not-it' });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    expect(wrong.cookies).toHaveLength(0);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');
    const forged = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: 'ott_console=made-up' } });
    expect(forged.statusCode).toBe(401);
  });

  it('lists only the channels a non-owner holds, with the role held there', async () => {
    const op = await signInOperator(t.app, { role: 'editor', channelKey: 'universitaire' });
    const me = (await op.inject('GET', '/api/admin/me')).json().data;
    expect(me.is_owner).toBe(false);
    expect(me.channels).toEqual([{ channel_key: 'universitaire', name: expect.any(String), time_zone: 'America/Toronto', role: 'editor' }]);
  });

  it('ends the session at logout (which needs the CSRF token) and clears the cookie', async () => {
    const operator = await createOperator(t.app, { role: 'admin' });
    const response = await login({ email: operator.email, password: OPERATOR_PASSWORD });
    const cookie = sessionCookieOf(response);
    const csrf = response.json().data.csrf_token as string;

    const withoutCsrf = await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: { cookie } });
    expect(withoutCsrf.statusCode).toBe(403);
    expect(withoutCsrf.json().code).toBe('CSRF_TOKEN_INVALID');
    const wrongCsrf = await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: { cookie, 'x-csrf-token': `${csrf}x` } });
    expect(wrongCsrf.statusCode).toBe(403);

    const out = await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: { cookie, 'x-csrf-token': csrf } });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((candidate) => candidate.name === 'ott_console')!;
    expect(cleared.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('validates the sign-in body', async () => {
    const response = await login({ email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ email: ['Field is required'], password: ['Field is required'] });
  });
});

describe('console sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { AUTH_RATE_LIMIT_PER_IP: '3', AUTH_RATE_LIMIT_PER_IDENTIFIER: '2' } });
  });
  afterAll(async () => t.close());

  it('answers a flood from one address with 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: `x${i}@example.test`, password: 'nope' }, remoteAddress: ip })).statusCode).toBe(401);
    }
    const limited = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: 'y@example.test', password: 'nope' }, remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks the address that failed for an operator past the per-account limit, while the right password from elsewhere still signs in', async () => {
    const operator = await createOperator(t.app, { role: 'editor' });
    const attacker = freshIp();
    const tries = [];
    for (let i = 0; i < 3; i += 1) tries.push((await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: operator.email, password: 'wrong' }, remoteAddress: i === 0 ? freshIp() : attacker })).statusCode);
    expect(tries).toEqual([401, 401, 429]);
    const locked = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: operator.email, password: OPERATOR_PASSWORD }, remoteAddress: attacker });
    expect(locked.statusCode).toBe(429);
    const owner = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: operator.email, password: OPERATOR_PASSWORD }, remoteAddress: freshIp() });
    expect(owner.statusCode).toBe(200);
  });

  it('counts wrong second-factor codes as failures: a known password does not buy endless code guesses', async () => {
    const operator = await createOperator(t.app, { role: 'editor' });
    const secret = newTotpSecret();
    await t.db.updateTable('operators').set({ totp_secret: secret, totp_enabled: 1 }).where('id', '=', operator.operatorId).execute();
    const attacker = freshIp();
    const attempt = (totp: string, ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: operator.email, password: OPERATOR_PASSWORD, totp }, remoteAddress: ip });
    const wrongCode = currentTotp(secret) === '000000' ? '111111' : '000000';
    expect([(await attempt(wrongCode, attacker)).statusCode, (await attempt(wrongCode, attacker)).statusCode, (await attempt(wrongCode, attacker)).statusCode]).toEqual([401, 401, 429]);
    expect((await attempt(currentTotp(secret), attacker)).statusCode).toBe(429);
    expect((await attempt(currentTotp(secret), freshIp())).statusCode).toBe(200);
  });

  it('limits checks of the current password per operator', async () => {
    const op = await signInOperator(t.app, { role: 'editor' });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await op.inject('POST', '/api/admin/auth/password', { current_password: 'guess', new_password: 'a-long-new-password' })).statusCode);
    expect(statuses).toEqual([400, 400, 429]);
    const other = await signInOperator(t.app, { role: 'editor' });
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/password',
      headers: { cookie: other.cookie, 'x-csrf-token': other.csrf },
      payload: { current_password: 'guess', new_password: 'a-long-new-password' },
      remoteAddress: freshIp(),
    });
    expect(elsewhere.statusCode).toBe(400);
  });
});

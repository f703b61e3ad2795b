import { AuthGrant } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApiKey } from './factories';
import { type TestApp, dialects } from './helper';
import { PASSWORD, createAuthTestApp, get, login, post, registerUser } from './auth-helpers';

describe.each(dialects)('login and logout on %s', (dialect) => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createAuthTestApp(dialect);
    user = await registerUser(t.app);
  });
  afterAll(async () => t.close());

  const wrongAuthData = { message: 'Wrong auth data', code: 'WRONG_AUTH_DATA', message_code: 'WRONG_AUTH_DATA' };

  it('logs in by email, in any case, on a fresh key; the presented key stops working', async () => {
    const { api_key: visitorKey } = await getApiKey(t.app);
    const { status, body } = await post(t.app, '/api/v2/auth/login', { api_key: visitorKey, email: user.email.toUpperCase(), password: PASSWORD });
    expect(status).toBe(200);
    const grant = AuthGrant.parse(body.data);
    expect(grant.user.id).toBe(user.userId);
    expect(grant.api_key).not.toBe(visitorKey);
    const old = await get(t.app, '/api/session', visitorKey);
    expect(old.status).toBe(401);
    expect(old.body.errors.api_key).toEqual(['Field value is invalid']);
    expect((await get(t.app, '/api/profile', grant.api_key)).body.data.id).toBe(user.userId);
  });

  it('logs in by account number plus email', async () => {
    const { status, body } = await login(t.app, `${user.userId}+${user.email}`, PASSWORD);
    expect(status).toBe(200);
    expect(body.data.user.id).toBe(user.userId);
  });

  it('refuses an account number that is not the email’s account', async () => {
    const other = await registerUser(t.app);
    const { status, body } = await login(t.app, `${other.userId}+${user.email}`, PASSWORD);
    expect(status).toBe(401);
    expect(body).toEqual(wrongAuthData);
  });

  it('tries the whole identifier as an email first: an address shaped like number+email logs in as itself', async () => {
    const plus = await registerUser(t.app, { email: `${user.userId}+${user.email}` });
    const { body } = await login(t.app, `${user.userId}+${user.email}`, PASSWORD);
    expect(body.data.user.id).toBe(plus.userId);
  });

  it.each([
    ['a wrong password', () => ({ email: user.email, password: 'wrong-password' })],
    ['an unknown email', () => ({ email: 'nobody-here@example.test', password: PASSWORD })],
  ])("answers %s with 401 'Wrong auth data' and keeps the visitor key valid", async (_name, credentials) => {
    const { api_key } = await getApiKey(t.app);
    const { status, body } = await post(t.app, '/api/v2/auth/login', { api_key, ...credentials() });
    expect(status).toBe(401);
    expect(body).toEqual(wrongAuthData);
    expect((await get(t.app, '/api/session', api_key)).status).toBe(200);
  });

  it("does not let another channel's user log in here", async () => {
    const french = await registerUser(t.app, {}, 'universitaire');
    const { status, body } = await login(t.app, french.email, PASSWORD, 'varsity');
    expect(status).toBe(401);
    expect(body).toEqual(wrongAuthData);
    expect((await login(t.app, french.email, PASSWORD, 'universitaire')).status).toBe(200);
  });

  it.each([
    ['a bad identifier', { email: 'not an email', password: PASSWORD }, 'email', 'A valid email address is required'],
    ['no identifier', { password: PASSWORD }, 'email', 'Enter your Email'],
    ['no password', { email: 'a@b.co' }, 'password', 'Field is required'],
  ])('rejects %s with 400', async (_name, payload, field, message) => {
    const { api_key } = await getApiKey(t.app);
    const { status, body } = await post(t.app, '/api/v2/auth/login', { api_key, ...payload });
    expect(status).toBe(400);
    expect(body.errors[field]).toContain(message);
  });

  it("answers 403 'You are already logged in' to a logged-in key", async () => {
    const { body: first } = await login(t.app, user.email, PASSWORD);
    const { status, body } = await post(t.app, '/api/v2/auth/login', { api_key: first.data.api_key, email: user.email, password: PASSWORD });
    expect(status).toBe(403);
    expect(body).toEqual({ message: 'You are already logged in', code: 'ALREADY_LOGGED_IN', message_code: 'ALREADY_LOGGED_IN' });
  });

  it('reports the temporary password flag of operator-created accounts', async () => {
    const { body } = await login(t.app, 'newcomer@varsity.test', 'temporary-4821');
    expect(body.data.user).toMatchObject({ email: 'newcomer@varsity.test', temporary_password: true });
    const regular = await login(t.app, 'viewer@varsity.test', 'watch-the-game');
    expect(regular.body.data.user).toMatchObject({ temporary_password: false, email_verified: true });
  });

  it('logout deletes the key server-side: it answers 401 afterwards', async () => {
    const { body } = await login(t.app, user.email, PASSWORD);
    const apiKey = body.data.api_key;
    const logout = await post(t.app, '/api/auth/logout', { api_key: apiKey });
    expect(logout).toMatchObject({ status: 200, body: { data: { ok: true } } });
    const after = await get(t.app, '/api/profile', apiKey);
    expect(after.status).toBe(401);
    expect(after.body.errors.api_key).toEqual(['Field value is invalid']);
  });

  it('logs in again after logout, and other sessions of the user live on', async () => {
    const first = (await login(t.app, user.email, PASSWORD)).body.data.api_key;
    const second = (await login(t.app, user.email, PASSWORD)).body.data.api_key;
    await post(t.app, '/api/auth/logout', { api_key: second });
    expect((await get(t.app, '/api/profile', first)).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApiKey } from './factories';
import { type TestApp, dialects } from './helper';
import { PASSWORD, createAuthTestApp, expireTokens, get, linkParams, login, post, registerUser } from './auth-helpers';

const NEW_PASSWORD = 'a-brand-new-passphrase';

describe.each(dialects)('password reset on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(dialect);
  });
  afterAll(async () => t.close());

  const visitorPost = async (url: string, payload: Record<string, unknown>) => post(t.app, url, { ...payload, api_key: (await getApiKey(t.app)).api_key });
  const requestReset = (email: string) => visitorPost('/api/auth/password-reset-request', { email });
  const reset = (params: Record<string, string>, password = NEW_PASSWORD, confirmation = password) =>
    visitorPost('/api/auth/password-reset', { email: params.email, code: params.code, password, password_confirmation: confirmation });

  it('mails a /password-reset link; the code sets the new password and ends every session', async () => {
    const user = await registerUser(t.app);
    const otherSession = (await login(t.app, user.email, PASSWORD)).body.data.api_key;
    expect(await requestReset(user.email.toUpperCase())).toMatchObject({ status: 200, body: { data: { ok: true } } });
    const params = await linkParams(t.app, user.email, '/password-reset');
    expect(params.email).toBe(user.email);
    expect(await reset(params)).toMatchObject({ status: 200, body: { data: { ok: true } } });

    for (const key of [user.apiKey, otherSession]) expect((await get(t.app, '/api/profile', key)).status).toBe(401);
    expect((await login(t.app, user.email, PASSWORD)).status).toBe(401);
    const fresh = await login(t.app, user.email, NEW_PASSWORD);
    expect(fresh.status).toBe(200);
    // The mailed code proved the address.
    expect(fresh.body.data.user.email_verified).toBe(true);
  });

  it("refuses the same code twice with 'Reset password failed'", async () => {
    const user = await registerUser(t.app);
    await requestReset(user.email);
    const params = await linkParams(t.app, user.email, '/password-reset');
    expect((await reset(params)).status).toBe(200);
    expect(await reset(params, 'yet-another-passphrase')).toMatchObject({ status: 400, body: { message: 'Reset password failed', code: 'RESET_PASSWORD_FAILED' } });
  });

  it("refuses an expired code with 'Reset password key expired'", async () => {
    const user = await registerUser(t.app);
    await requestReset(user.email);
    const params = await linkParams(t.app, user.email, '/password-reset');
    await expireTokens(t.app, user.userId);
    expect(await reset(params)).toMatchObject({ status: 400, body: { message: 'Reset password key expired', code: 'RESET_PASSWORD_KEY_EXPIRED' } });
    expect((await login(t.app, user.email, PASSWORD)).status).toBe(200);
  });

  it('keeps only the newest link working', async () => {
    const user = await registerUser(t.app);
    await requestReset(user.email);
    const first = await linkParams(t.app, user.email, '/password-reset');
    await requestReset(user.email);
    expect((await reset(first)).body.code).toBe('RESET_PASSWORD_FAILED');
    expect((await reset(await linkParams(t.app, user.email, '/password-reset'))).status).toBe(200);
  });

  it('refuses a forged code and an unknown address', async () => {
    const user = await registerUser(t.app);
    await requestReset(user.email);
    const params = await linkParams(t.app, user.email, '/password-reset');
    expect((await reset({ ...params, code: 'forged' })).body.code).toBe('RESET_PASSWORD_FAILED');
    expect((await reset({ ...params, email: 'nobody-here@example.test' })).body.code).toBe('RESET_PASSWORD_FAILED');
  });

  it('validates the new password like registration', async () => {
    const user = await registerUser(t.app);
    await requestReset(user.email);
    const params = await linkParams(t.app, user.email, '/password-reset');
    expect((await reset(params, 'short')).body.errors.password).toContain('The password is too short');
    expect((await reset(params, NEW_PASSWORD, 'different-one')).body.errors.password_confirmation).toContain(
      'The password and password confirmation do not match',
    );
  });

  it("answers 404 'User not found' to a request for an unknown address", async () => {
    expect(await requestReset('nobody-here@example.test')).toMatchObject({ status: 404, body: { message: 'User not found', code: 'USER_NOT_FOUND' } });
    expect((await requestReset('not-an-email')).body.errors.email).toContain('A valid email address is required');
  });

  it('clears the temporary password flag', async () => {
    const { api_key } = await getApiKey(t.app, 'universitaire');
    expect((await post(t.app, '/api/auth/password-reset-request', { email: 'nouveau@universitaire.test', api_key })).status).toBe(200);
    const params = await linkParams(t.app, 'nouveau@universitaire.test', '/password-reset');
    const { api_key: key } = await getApiKey(t.app, 'universitaire');
    const response = await post(t.app, '/api/auth/password-reset', { ...params, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, api_key: key });
    expect(response.status).toBe(200);
    expect((await login(t.app, 'nouveau@universitaire.test', NEW_PASSWORD, 'universitaire')).body.data.user.temporary_password).toBe(false);
  });
});

import { UserAccess, UserProfile } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApiKey } from './factories';
import { type TestApp, dialects } from './helper';
import { PASSWORD, createAuthTestApp, get, linkParams, login, mailsTo, post, registerUser, uniqueEmail } from './auth-helpers';

const NEW_PASSWORD = 'a-brand-new-passphrase';

describe.each(dialects)('profile on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(dialect);
  });
  afterAll(async () => t.close());

  const patch = (apiKey: string, fields: Record<string, unknown>) => post(t.app, '/api/profile', { _method: 'patch', api_key: apiKey, ...fields });

  it('GET /api/profile answers the logged-in user', async () => {
    const user = await registerUser(t.app, { first_name: 'Grace' });
    const { status, body } = await get(t.app, '/api/profile', user.apiKey);
    expect(status).toBe(200);
    expect(UserProfile.parse(body.data)).toMatchObject({ id: user.userId, email: user.email, first_name: 'Grace' });
  });

  it.each(['/api/profile', '/api/user/access'])("answers 401 'user must be logged in' on %s to a visitor, without errors.api_key", async (url) => {
    const { api_key } = await getApiKey(t.app);
    const { status, body } = await get(t.app, url, api_key);
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'user must be logged in', code: 'UNAUTHENTICATED', message_code: 'USER_MUST_BE_LOGGED_IN' });
  });

  it('answers 401 errors.api_key to a bad key', async () => {
    const { status, body } = await get(t.app, '/api/profile', 'not-a-key');
    expect(status).toBe(401);
    expect(body.errors.api_key).toEqual(['Field value is invalid']);
  });

  it('GET /api/user/access lists capabilities, the trial, the feature counters and the channel caps', async () => {
    const user = await registerUser(t.app);
    await t.db.updateTable('users').set({ clips_count: 3, downloads_count: 1, trial_period_used: '2025-01-02T03:04:05.000Z' }).where('id', '=', user.userId).execute();
    const { status, body } = await get(t.app, '/api/user/access', user.apiKey);
    expect(status).toBe(200);
    expect(UserAccess.parse(body.data)).toEqual({ capabilities: [], trial_period_used: '2025-01-02T03:04:05.000Z', featureCount: { clips: 3, downloads: 1 }, featureCaps: { clips: 25, downloads: null } });
  });

  it('updates names, mailing opt-in and language through POST with _method patch', async () => {
    const user = await registerUser(t.app);
    const { status, body } = await patch(user.apiKey, { first_name: ' Ada ', last_name: 'Lovelace', mailing_opt_in: true, language: 'fr' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', mailing_opt_in: true, language: 'fr', email: user.email });
    expect((await get(t.app, '/api/profile', user.apiKey)).body.data.first_name).toBe('Ada');
  });

  it('validates fields like registration', async () => {
    const user = await registerUser(t.app);
    expect((await patch(user.apiKey, { email: 'nope' })).body.errors.email).toContain('A valid email address is required');
    expect((await patch(user.apiKey, { first_name: '' })).body.errors.first_name).toContain('Enter your first name');
    expect((await patch(user.apiKey, { password: 'short', password_confirmation: 'short', current_password: PASSWORD })).body.errors.password).toContain(
      'The password is too short',
    );
  });

  it('a new email needs verifying again: the flag drops and a mail goes to the new address', async () => {
    const user = await registerUser(t.app);
    await post(t.app, '/api/auth/email-verify', { ...(await linkParams(t.app, user.email, '/verify-email')), api_key: user.apiKey });
    const newEmail = uniqueEmail('moved');
    const { status, body } = await patch(user.apiKey, { email: newEmail });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ email: newEmail, email_verified: false });
    const params = await linkParams(t.app, newEmail, '/verify-email');
    expect((await post(t.app, '/api/auth/email-verify', { ...params, api_key: user.apiKey })).status).toBe(200);
    expect((await get(t.app, '/api/profile', user.apiKey)).body.data.email_verified).toBe(true);
    expect((await login(t.app, newEmail, PASSWORD)).status).toBe(200);
  });

  it('changing only the case of the email keeps it verified and sends no mail', async () => {
    const user = await registerUser(t.app);
    await post(t.app, '/api/auth/email-verify', { ...(await linkParams(t.app, user.email, '/verify-email')), api_key: user.apiKey });
    const { body } = await patch(user.apiKey, { email: user.email.toUpperCase() });
    expect(body.data).toMatchObject({ email: user.email.toUpperCase(), email_verified: true });
    expect(await mailsTo(t.app, user.email.toUpperCase())).toHaveLength(0);
  });

  it("refuses an address another account of the channel has with 'Email already exists'", async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { status, body } = await patch(user.apiKey, { email: other.email.toUpperCase() });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'EMAIL_ALREADY_EXISTS', errors: { email: ['Email already exists'] }, error_codes: { email: [{ code: 'EMAIL_ALREADY_EXISTS' }] } });
  });

  it('a password change needs the current password', async () => {
    const user = await registerUser(t.app);
    const missing = await patch(user.apiKey, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.current_password).toEqual(['Field is required']);
    const wrong = await patch(user.apiKey, { current_password: 'not-it-at-all', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'Incorrect password', code: 'INCORRECT_PASSWORD', message_code: 'INCORRECT_PASSWORD', errors: { current_password: ['Incorrect password'] }, error_codes: { current_password: [{ code: 'INCORRECT_PASSWORD' }] } });
    const mismatch = await patch(user.apiKey, { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: 'different' });
    expect(mismatch.body.errors.password_confirmation).toContain('The password and password confirmation do not match');
    expect((await login(t.app, user.email, PASSWORD)).status).toBe(200);
  });

  it("a password change ends the user's other sessions, keeps this one, and the new password works", async () => {
    const user = await registerUser(t.app);
    const other = (await login(t.app, user.email, PASSWORD)).body.data.api_key;
    const { status } = await patch(user.apiKey, { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(status).toBe(200);
    expect((await get(t.app, '/api/profile', user.apiKey)).status).toBe(200);
    expect((await get(t.app, '/api/profile', other)).status).toBe(401);
    expect((await login(t.app, user.email, PASSWORD)).status).toBe(401);
    expect((await login(t.app, user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('an account with a temporary password may set a new one without the current one, which clears the flag', async () => {
    const apiKey = (await login(t.app, 'newcomer@varsity.test', 'temporary-4821')).body.data.api_key;
    const { status, body } = await patch(apiKey, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(status).toBe(200);
    expect(body.data.temporary_password).toBe(false);
    // Without the flag the current password is required again.
    expect((await patch(apiKey, { password: 'third-passphrase', password_confirmation: 'third-passphrase' })).body.errors.current_password).toEqual(['Field is required']);
  });

  it('an account with a temporary password that gives a current password must give the right one', async () => {
    const apiKey = (await login(t.app, 'nouveau@universitaire.test', 'temporaire-7315', 'universitaire')).body.data.api_key;
    const wrong = await patch(apiKey, { current_password: 'not-the-temporary-one', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(wrong.body.code).toBe('INCORRECT_PASSWORD');
    const right = await patch(apiKey, { current_password: 'temporaire-7315', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(right.body.data.temporary_password).toBe(false);
  });

  it("answers 401 'user must be logged in' to a visitor's update", async () => {
    const { api_key } = await getApiKey(t.app);
    expect((await patch(api_key, { first_name: 'X' })).body.code).toBe('UNAUTHENTICATED');
  });

  it('is published in OpenAPI with its GET and PATCH, and the auth routes with their bodies', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/profile']).toHaveProperty('get');
    expect(Object.keys(document.paths['/api/profile'].patch.requestBody.content)).toEqual(['application/json']);
    for (const path of [
      '/api/v2/auth/register',
      '/api/v2/auth/login',
      '/api/auth/logout',
      '/api/auth/email-verify',
      '/api/auth/email-verify/resend',
      '/api/auth/password-reset-request',
      '/api/auth/password-reset',
      '/api/delete-account-request',
      '/api/delete-account-confirm',
    ]) {
      expect(Object.keys(document.paths[path]?.post?.requestBody?.content ?? {}), path).toEqual(['application/json']);
    }
    expect(document.paths['/api/user/access']).toHaveProperty('get');
    expect(document.components.schemas).toHaveProperty('AuthGrant');
  });
});

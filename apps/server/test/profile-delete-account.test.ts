import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApiKey } from './factories';
import { type TestApp, dialects } from './helper';
import { PASSWORD, createAuthTestApp, expireTokens, get, linkParams, login, post, registerUser } from './auth-helpers';

describe.each(dialects)('account deletion on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(dialect);
  });
  afterAll(async () => t.close());

  const confirm = (params: Record<string, string>, channelKey = 'varsity') =>
    post(t.app, '/api/delete-account-confirm', { channel_key: channelKey, email: params.email, code: params.code });

  it('mails a /confirm-account-deletion link; confirming it deletes the user and every session', async () => {
    const user = await registerUser(t.app);
    const otherSession = (await login(t.app, user.email, PASSWORD)).body.data.api_key;
    expect(await post(t.app, '/api/delete-account-request', { api_key: user.apiKey })).toMatchObject({ status: 200, body: { data: { ok: true } } });
    const params = await linkParams(t.app, user.email, '/confirm-account-deletion');
    expect(params.email).toBe(user.email);

    // Key-exempt: the link works without any api_key, the channel named by its key.
    expect(await confirm(params)).toMatchObject({ status: 200, body: { data: { ok: true } } });
    expect(await t.db.selectFrom('users').select('id').where('id', '=', user.userId).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('api_keys').select('id').where('user_id', '=', user.userId).execute()).toEqual([]);
    for (const key of [user.apiKey, otherSession]) expect((await get(t.app, '/api/session', key)).status).toBe(401);
    expect((await login(t.app, user.email, PASSWORD)).status).toBe(401);
    // The address is free again.
    expect((await registerUser(t.app, { email: user.email })).userId).not.toBe(user.userId);
  });

  it('refuses a forged, an expired and a used code, and a link of another channel', async () => {
    const user = await registerUser(t.app);
    await post(t.app, '/api/delete-account-request', { api_key: user.apiKey });
    const params = await linkParams(t.app, user.email, '/confirm-account-deletion');
    const failed = { status: 400, body: { message: 'Verification failed', code: 'VERIFICATION_FAILED', message_code: 'VERIFICATION_FAILED' } };
    expect(await confirm({ ...params, code: 'forged' })).toMatchObject(failed);
    expect(await confirm(params, 'universitaire')).toMatchObject({ status: 404, body: { message: 'User not found', code: 'USER_NOT_FOUND', message_code: 'USER_NOT_FOUND' } });
    await expireTokens(t.app, user.userId);
    expect(await confirm(params)).toMatchObject(failed);
    expect((await get(t.app, '/api/profile', user.apiKey)).status).toBe(200);
  });

  it("answers 404 'User not found' for an unknown address, and 401 without a channel", async () => {
    expect((await confirm({ email: 'nobody-here@example.test', code: 'x' })).status).toBe(404);
    const noChannel = await post(t.app, '/api/delete-account-confirm', { email: 'a@b.co', code: 'x' });
    expect(noChannel.status).toBe(401);
    expect(noChannel.body.errors.channel_key).toEqual(['Field is required']);
  });

  it("removes a deleted user's keys by the foreign key too, whoever deletes the row", async () => {
    const user = await registerUser(t.app);
    await t.db.deleteFrom('users').where('id', '=', user.userId).execute();
    expect(await t.db.selectFrom('api_keys').select('id').where('user_id', '=', user.userId).execute()).toEqual([]);
  });

  it("answers 401 'user must be logged in' to a visitor's deletion request", async () => {
    const { api_key } = await getApiKey(t.app);
    expect((await post(t.app, '/api/delete-account-request', { api_key })).body).toEqual({ message: 'user must be logged in', code: 'UNAUTHENTICATED', message_code: 'USER_MUST_BE_LOGGED_IN' });
  });
});

import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, patchChannelSettings, post, registerUser } from './device-helpers';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';

const SECRET = 'external-site-shared-secret-0123456789';
const CHANNEL_SECRET = 'universitaire-own-secret-abcdefghijklmnop';
const EXTERNAL_URL = 'https://login.example.org/tv?brand=u';

/** What the external site computes: hex HMAC-SHA256 of `<code>.<email>`. */
const sign = (secret: string, code: string, email: string) => createHmac('sha256', secret).update(`${code}.${email}`).digest('hex');

describe.each(dialects)('device linking through an external site (remote_auth 2) on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { EXTERNAL_AUTH_SECRET: SECRET } });
    await patchChannelSettings(t, 'universitaire', { remote_auth: 2, external_auth_url: EXTERNAL_URL });
  });
  afterAll(async () => t.close());

  const deviceWithCode = async () => {
    const device = await getApiKey(t.app, 'universitaire');
    const response = await post(t.app, '/api/auth/device-code', { api_key: device.api_key });
    expect(response.statusCode, response.body).toBe(200);
    return { deviceKey: device.api_key, ...(response.json().data as { code: string; verification_url: string }) };
  };
  const handOff = (payload: Record<string, unknown>) => post(t.app, '/api/auth/external/add_session', { channel_key: 'universitaire', ...payload });
  const poll = (deviceKey: string) => post(t.app, '/api/auth/device-code/poll', { api_key: deviceKey });

  it('sends the person to the external site with the code, and tells the SPA where that is', async () => {
    const { code, verification_url } = await deviceWithCode();
    expect(verification_url).toBe(`https://login.example.org/tv?brand=u&code=${code}`);
    const settings = await t.app.inject({ method: 'GET', url: '/api/settings', query: { channel_key: 'universitaire' } });
    expect(settings.json().data).toMatchObject({ remoteAuth: 2, auth: { remote_auth: 2, external_url: EXTERNAL_URL } });
  });

  it('creates a verified, password-less user for a new email and logs the device in as them', async () => {
    const { deviceKey, code } = await deviceWithCode();
    const email = 'new.viewer@example.org';
    const linked = await handOff({ code, email, signature: sign(SECRET, code, email), first_name: 'Nia', last_name: 'Roy' });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual({ data: { linked: true } });

    const { data } = (await poll(deviceKey)).json();
    expect(data).toMatchObject({ status: 'linked', user: { email, first_name: 'Nia', last_name: 'Roy', email_verified: true, language: 'fr' } });
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', data.user.id).executeTakeFirstOrThrow();
    expect(user.password_hash).toBeNull();
  });

  it('links an existing account with that email', async () => {
    const existing = await registerUser(t.app, 'Member@Example.org', 'universitaire');
    const users = await countRows(t, 'users');
    const { deviceKey, code } = await deviceWithCode();
    const response = await handOff({ code, email: 'member@example.org', signature: sign(SECRET, code, 'member@example.org') });
    expect(response.statusCode, response.body).toBe(200);
    expect((await poll(deviceKey)).json().data.user.id).toBe(existing.userId);
    expect(await countRows(t, 'users')).toBe(users);
  });

  it('refuses a bad signature with 401 Wrong auth data and leaves the code pending', async () => {
    const { deviceKey, code } = await deviceWithCode();
    const email = 'mallory@example.org';
    for (const signature of [sign('a-guessed-secret-of-enough-length-000', code, email), sign(SECRET, code, 'someone.else@example.org'), sign(SECRET, 'ABCD-EFGH', email)]) {
      const response = await handOff({ code, email, signature });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'WRONG_AUTH_DATA', message: 'Wrong auth data' });
    }
    expect((await handOff({ code, email, signature: 'not-hex' })).statusCode).toBe(400);
    expect((await poll(deviceKey)).json().data.status).toBe('pending');
  });

  it('accepts a code once, and not an unknown one even when signed', async () => {
    const { code } = await deviceWithCode();
    const email = 'once@example.org';
    expect((await handOff({ code, email, signature: sign(SECRET, code, email) })).statusCode).toBe(200);
    expect((await handOff({ code, email, signature: sign(SECRET, code, email) })).json()).toMatchObject({ code: 'VERIFICATION_FAILED' });
    expect((await handOff({ code: 'ZZZZ-2222', email, signature: sign(SECRET, 'ZZZZ-2222', email) })).statusCode).toBe(400);
  });

  it("prefers the channel's own secret to EXTERNAL_AUTH_SECRET", async () => {
    await patchChannelSettings(t, 'universitaire', { external_auth_secret: CHANNEL_SECRET });
    const { code } = await deviceWithCode();
    const email = 'own-secret@example.org';
    expect((await handOff({ code, email, signature: sign(SECRET, code, email) })).statusCode).toBe(401);
    expect((await handOff({ code, email, signature: sign(CHANNEL_SECRET, code, email) })).statusCode).toBe(200);
    await patchChannelSettings(t, 'universitaire', { external_auth_secret: null });
  });

  it('keeps the in-app entry closed, and the hand-off closed on channels that do not use it', async () => {
    const { code } = await deviceWithCode();
    const member = await registerUser(t.app, 'in-app@example.org', 'universitaire');
    expect((await post(t.app, '/api/auth/add_session', { api_key: member.apiKey, code })).statusCode).toBe(404);
    // varsity links in the app (remote_auth 1): the external hand-off does not exist there.
    const email = 'x@example.org';
    const elsewhere = await post(t.app, '/api/auth/external/add_session', { channel_key: 'varsity', code, email, signature: sign(SECRET, code, email) });
    expect(elsewhere.statusCode).toBe(404);
    expect((await handOff({ code, email, signature: sign(SECRET, code, email), channel_key: 'nope' })).statusCode).toBe(401);
  });
});

describe.each(dialects)('external hand-off without any secret on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await patchChannelSettings(t, 'universitaire', { remote_auth: 2, external_auth_url: EXTERNAL_URL });
  });
  afterAll(async () => t.close());

  it('is not offered (404), so an unsigned link can never be accepted', async () => {
    const device = await getApiKey(t.app, 'universitaire');
    const { code } = (await post(t.app, '/api/auth/device-code', { api_key: device.api_key })).json().data;
    const response = await post(t.app, '/api/auth/external/add_session', { channel_key: 'universitaire', code, email: 'a@example.org', signature: sign('', code, 'a@example.org') });
    expect(response.statusCode).toBe(404);
  });
});

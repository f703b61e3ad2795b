import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, post, registerUser, sessionUser } from './device-helpers';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';
import { type FakeFacebook, type OidcProviderDouble, startFakeFacebook, startOidcProvider } from './social-providers';

const ORIGIN = 'http://localhost:8080';

describe.each(dialects)('social login on %s', (dialect) => {
  let t: TestApp;
  let google: OidcProviderDouble;
  let facebook: FakeFacebook;

  beforeAll(async () => {
    google = await startOidcProvider([`${ORIGIN}/auth/login/google/callback`]);
    facebook = await startFakeFacebook();
    t = await createTestApp(dialect, {
      env: {
        PUBLIC_ORIGIN: ORIGIN,
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        GOOGLE_ISSUER: google.issuer,
        FACEBOOK_CLIENT_ID: facebook.clientId,
        FACEBOOK_CLIENT_SECRET: facebook.clientSecret,
        FACEBOOK_GRAPH_URL: facebook.graphUrl,
        FACEBOOK_AUTH_URL: facebook.authUrl,
      },
    });
    google.setPerson('g-new', { email: 'Gale@Example.com', email_verified: true, given_name: 'Gale', family_name: 'Storm' });
    google.setPerson('g-member', { email: 'member@example.com', email_verified: true, name: 'Mem Ber' });
    google.setPerson('g-unverified', { email: 'taken@example.com', email_verified: false, name: 'Not Me' });
    facebook.setPerson({ id: 'fb-1', email: 'fay@example.com', first_name: 'Fay', last_name: 'Book', name: 'Fay Book' });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
    await facebook.close();
  });

  const start = async (apiKey: string, provider: string) => post(t.app, `/api/v2/auth/social/${provider}`, { api_key: apiKey });
  const authorizationUrl = async (apiKey: string, provider: 'google' | 'facebook') => {
    const response = await start(apiKey, provider);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.url as string;
  };
  /** What the SPA's /auth/login/{provider}/callback page sends on: the redirect's code, state and iss. */
  const finish = (apiKey: string, provider: string, redirect: URL, overrides: Record<string, string> = {}) =>
    post(t.app, `/api/v2/auth/social/${provider}/callback`, {
      api_key: apiKey,
      code: redirect.searchParams.get('code'),
      state: redirect.searchParams.get('state'),
      ...(redirect.searchParams.get('iss') ? { iss: redirect.searchParams.get('iss') } : {}),
      ...overrides,
    });
  const signInWithGoogle = async (subject: string) => {
    const visitor = await getApiKey(t.app);
    const redirect = await google.signIn(await authorizationUrl(visitor.api_key, 'google'), subject);
    return { visitor, response: await finish(visitor.api_key, 'google', redirect) };
  };

  it('starts at the provider with PKCE, a nonce and a state that is not the api_key', async () => {
    const visitor = await getApiKey(t.app);
    const url = new URL(await authorizationUrl(visitor.api_key, 'google'));
    expect(`${url.origin}${url.pathname}`).toBe(`${google.issuer}/auth`);
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/auth/login/google/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('state')?.length).toBeGreaterThanOrEqual(22);
    expect(url.href).not.toContain(visitor.api_key);
    const stored = await t.db.selectFrom('social_logins').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(url.searchParams.get('state'));
  });

  it('creates a user on the first Google sign-in and logs in with a rotated key', async () => {
    const users = await countRows(t, 'users');
    const { visitor, response } = await signInWithGoogle('g-new');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.user).toMatchObject({ email: 'Gale@Example.com', first_name: 'Gale', last_name: 'Storm', email_verified: true, temporary_password: false });
    expect(data.api_key).not.toBe(visitor.api_key);
    expect(await sessionUser(t.app, data.api_key)).toBe(data.user.id);
    expect(await sessionUser(t.app, visitor.api_key)).toBeUndefined();
    expect(await countRows(t, 'users')).toBe(users + 1);
    const row = await t.db.selectFrom('users').select('password_hash').where('id', '=', data.user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
  });

  it('finds the returning user by the provider account, even after the email changed there', async () => {
    const first = (await signInWithGoogle('g-new')).response.json().data.user.id;
    google.setPerson('g-new', { email: 'gale.storm@example.com', email_verified: true, given_name: 'Gale', family_name: 'Storm' });
    const users = await countRows(t, 'users');
    const { response } = await signInWithGoogle('g-new');
    expect(response.json().data.user.id).toBe(first);
    expect(await countRows(t, 'users')).toBe(users);
  });

  it('links an existing account whose email the provider has verified', async () => {
    const member = await registerUser(t.app, 'Member@Example.com');
    const { response } = await signInWithGoogle('g-member');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user).toMatchObject({ id: member.userId, email_verified: true });
    const identity = await t.db.selectFrom('social_identities').selectAll().where('subject', '=', 'g-member').executeTakeFirstOrThrow();
    expect(identity).toMatchObject({ provider: 'google', user_id: member.userId });
  });

  it('does not hand an existing account to an unverified provider email', async () => {
    await registerUser(t.app, 'taken@example.com');
    const { response } = await signInWithGoogle('g-unverified');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'EMAIL_ALREADY_EXISTS', errors: { email: ['Email already exists'] }, error_codes: { email: [{ code: 'EMAIL_ALREADY_EXISTS' }] } });
  });

  it('rejects a wrong state with 401 Wrong auth data', async () => {
    const visitor = await getApiKey(t.app);
    const redirect = await google.signIn(await authorizationUrl(visitor.api_key, 'google'), 'g-new');
    const response = await finish(visitor.api_key, 'google', redirect, { state: 'forged-state-value-forged-state-value' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Wrong auth data', code: 'WRONG_AUTH_DATA', message_code: 'WRONG_AUTH_DATA' });
  });

  it("rejects another key's state without spending it", async () => {
    const victim = await getApiKey(t.app);
    const attacker = await getApiKey(t.app);
    const redirect = await google.signIn(await authorizationUrl(victim.api_key, 'google'), 'g-new');
    expect((await finish(attacker.api_key, 'google', redirect)).statusCode).toBe(401);
    expect(await sessionUser(t.app, attacker.api_key)).toBeNull();
    expect((await finish(victim.api_key, 'google', redirect)).statusCode).toBe(200);
  });

  it('spends a state on its first use: a replay fails even after a failed exchange', async () => {
    const visitor = await getApiKey(t.app);
    const redirect = await google.signIn(await authorizationUrl(visitor.api_key, 'google'), 'g-new');
    expect((await finish(visitor.api_key, 'google', redirect, { code: 'not-the-code' })).statusCode).toBe(401);
    expect((await finish(visitor.api_key, 'google', redirect)).statusCode).toBe(401);
    expect(await sessionUser(t.app, visitor.api_key)).toBeNull();
  });

  it('rejects a state of the other provider, and an expired one', async () => {
    const visitor = await getApiKey(t.app);
    const redirect = await google.signIn(await authorizationUrl(visitor.api_key, 'google'), 'g-new');
    expect((await finish(visitor.api_key, 'facebook', redirect)).statusCode).toBe(401);
    expect((await finish(visitor.api_key, 'google', redirect)).statusCode).toBe(200);

    const late = await getApiKey(t.app);
    const lateRedirect = await google.signIn(await authorizationUrl(late.api_key, 'google'), 'g-new');
    await t.db.updateTable('social_logins').set({ expires_at: new Date(Date.now() - 1_000).toISOString() }).execute();
    expect((await finish(late.api_key, 'google', lateRedirect)).statusCode).toBe(401);
  });

  it('leaves abandoned logins to housekeeping', async () => {
    await authorizationUrl((await getApiKey(t.app)).api_key, 'google');
    await t.db.updateTable('social_logins').set({ expires_at: new Date(Date.now() - 1_000).toISOString() }).execute();
    await t.app.startBackgroundTasks();
    expect(await countRows(t, 'social_logins')).toBe(0);
  });

  it('signs in with Facebook through the Graph API', async () => {
    const visitor = await getApiKey(t.app);
    const redirect = await facebook.signIn(await authorizationUrl(visitor.api_key, 'facebook'), 'fb-1');
    expect(redirect.href.startsWith(`${ORIGIN}/auth/login/facebook/callback`)).toBe(true);
    const response = await finish(visitor.api_key, 'facebook', redirect);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user).toMatchObject({ email: 'fay@example.com', first_name: 'Fay', last_name: 'Book', email_verified: true });
  });

  it('refuses a visitor who is already logged in', async () => {
    const { response } = await signInWithGoogle('g-new');
    const loggedIn = response.json().data.api_key as string;
    const again = await start(loggedIn, 'google');
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('ALREADY_LOGGED_IN');
  });

  it('lists both providers in the public settings file', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/storage/settings/varsity.json' });
    expect(file.json().features.social_login).toEqual(['google', 'facebook']);
  });
});

describe.each(dialects)('social login without configured providers on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it.each(['google', 'facebook', 'twitter', '__proto__'])('answers %s with 404 SOCIAL_LOGIN_UNAVAILABLE', async (provider) => {
    const visitor = await getApiKey(t.app);
    for (const url of [`/api/v2/auth/social/${provider}`, `/api/v2/auth/social/${provider}/callback`]) {
      const response = await post(t.app, url, { api_key: visitor.api_key, code: 'c', state: 's' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('SOCIAL_LOGIN_UNAVAILABLE');
    }
  });

  it('lists no provider in the public settings file', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/storage/settings/varsity.json' });
    expect(file.json().features.social_login).toEqual([]);
  });
});

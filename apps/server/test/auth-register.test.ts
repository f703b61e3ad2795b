import { AuthGrant } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApiKey, storedApiKey } from './factories';
import { type TestApp, dialects } from './helper';
import { PASSWORD, createAuthTestApp, get, linkParams, mailsTo, post, registerUser, registration, uniqueEmail } from './auth-helpers';

describe.each(dialects)('POST /api/v2/auth/register on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(dialect);
  });
  afterAll(async () => t.close());

  const register = async (overrides: Record<string, unknown> = {}) => {
    const { api_key } = await getApiKey(t.app);
    return { visitorKey: api_key, ...(await post(t.app, '/api/v2/auth/register', { ...registration(overrides), api_key })) };
  };

  it('creates the user, logs them in on a new key and retires the visitor key', async () => {
    const email = uniqueEmail('Reg');
    const { status, body, visitorKey } = await register({ email: `  ${email}  `, mailing_opt_in: true, first_name: ' Ada ' });
    expect(status).toBe(200);
    const grant = AuthGrant.parse(body.data);
    expect(grant.api_key).not.toBe(visitorKey);
    expect(grant.user).toMatchObject({
      email,
      first_name: 'Ada',
      last_name: 'Tester',
      mailing_opt_in: true,
      email_verified: false,
      temporary_password: false,
      language: 'en',
      capabilities: [],
      trial_period_used: null,
      is_geo_blocked: false,
      featureCount: { clips: 0, downloads: 0 },
    });
    expect((await storedApiKey(t.db, grant.api_key)).user_id).toBe(grant.user.id);
    expect((await get(t.app, '/api/session', visitorKey)).status).toBe(401);
    const session = await get(t.app, '/api/session', grant.api_key);
    expect(session.body.data.user_id).toBe(grant.user.id);
  });

  it('stores an Argon2id hash, never the password', async () => {
    const { userId } = await registerUser(t.app);
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
  });

  it('sends the verification mail with a /verify-email link carrying email, expires and signature', async () => {
    const { email } = await registerUser(t.app);
    const [mail] = await mailsTo(t.app, email);
    expect(mail?.subject).toBeTruthy();
    const params = await linkParams(t.app, email, '/verify-email');
    expect(params.email).toBe(email);
    expect(Number(params.expires)).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    expect(params.signature).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  });

  it('speaks the channel language: a French channel registers French users', async () => {
    const { api_key } = await getApiKey(t.app, 'universitaire');
    const { status, body } = await post(t.app, '/api/v2/auth/register', { ...registration(), api_key });
    expect(status).toBe(200);
    expect(body.data.user.language).toBe('fr');
  });

  it.each([
    ['a bad email', { email: 'not-an-email' }, 'email', 'A valid email address is required'],
    ['a missing email', { email: undefined }, 'email', 'Enter your Email'],
    ['a missing first name', { first_name: ' ' }, 'first_name', 'Enter your first name'],
    ['a missing last name', { last_name: undefined }, 'last_name', 'Enter your last name'],
    ['a short password', { password: 'short', password_confirmation: 'short' }, 'password', 'The password is too short'],
    ['a mismatched confirmation', { password_confirmation: 'something-else' }, 'password_confirmation', 'The password and password confirmation do not match'],
    ['missing terms', { terms: undefined }, 'terms', 'Please accept terms & conditions'],
    ['refused terms', { terms: false }, 'terms', 'Please accept terms & conditions'],
  ])('rejects %s with 400 and the spec message on the field', async (_name, overrides, field, message) => {
    const { status, body } = await register(overrides);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors[field]).toContain(message);
  });

  it("rejects an address the channel already has, in any case, with 'Email already exists'", async () => {
    const { email } = await registerUser(t.app);
    const { status, body } = await register({ email: email.toUpperCase() });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Email already exists', code: 'EMAIL_ALREADY_EXISTS', message_code: 'EMAIL_ALREADY_EXISTS', errors: { email: ['Email already exists'] }, error_codes: { email: [{ code: 'EMAIL_ALREADY_EXISTS' }] } });
  });

  it('lets another channel register the same address as a separate account', async () => {
    const { email, userId } = await registerUser(t.app);
    const other = await registerUser(t.app, { email }, 'universitaire');
    expect(other.userId).not.toBe(userId);
  });

  it('names each field message by its catalogue code and parameters', async () => {
    const { status, body } = await register({ first_name: 'x'.repeat(101), email: 'not-an-email' });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'Field length must be less than 101',
      code: 'VALIDATION_FAILED',
      message_code: 'FIELD_TOO_LONG',
      params: { number: 101 },
      errors: { first_name: ['Field length must be less than 101'], email: ['A valid email address is required'] },
      error_codes: { first_name: [{ code: 'FIELD_TOO_LONG', params: { number: 101 } }], email: [{ code: 'EMAIL_INVALID' }] },
    });
  });

  it("answers 403 'You are already logged in' to a key bound to a user", async () => {
    const { apiKey } = await registerUser(t.app);
    const { status, body } = await post(t.app, '/api/v2/auth/register', { ...registration(), api_key: apiKey });
    expect(status).toBe(403);
    expect(body).toEqual({ message: 'You are already logged in', code: 'ALREADY_LOGGED_IN', message_code: 'ALREADY_LOGGED_IN' });
  });

  it('needs a valid api_key', async () => {
    const { status, body } = await post(t.app, '/api/v2/auth/register', { ...registration(), api_key: 'nope' });
    expect(status).toBe(401);
    expect(body.errors.api_key).toEqual(['Field value is invalid']);
  });
});

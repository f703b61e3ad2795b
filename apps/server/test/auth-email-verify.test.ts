import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApiKey } from './factories';
import { type TestApp, dialects } from './helper';
import { createAuthTestApp, expireTokens, get, linkParams, mailsTo, post, registerUser } from './auth-helpers';

describe.each(dialects)('email verification on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(dialect);
  });
  afterAll(async () => t.close());

  const verify = async (params: Record<string, string>) => post(t.app, '/api/auth/email-verify', { ...params, api_key: (await getApiKey(t.app)).api_key });
  const verificationFailed = { message: 'Verification failed', code: 'VERIFICATION_FAILED', message_code: 'VERIFICATION_FAILED' };

  it('verifies with the mailed link, once; the link then fails', async () => {
    const user = await registerUser(t.app);
    const params = await linkParams(t.app, user.email, '/verify-email');
    expect(await verify(params)).toMatchObject({ status: 200, body: { data: { ok: true } } });
    expect((await get(t.app, '/api/profile', user.apiKey)).body.data.email_verified).toBe(true);
    const again = await verify(params);
    expect(again).toMatchObject({ status: 400, body: { message: 'Email already verified', code: 'EMAIL_ALREADY_VERIFIED', message_code: 'EMAIL_ALREADY_VERIFIED' } });
  });

  it("answers the updated profile when the link is opened in the user's own session", async () => {
    const user = await registerUser(t.app);
    const params = await linkParams(t.app, user.email, '/verify-email');
    const { status, body } = await post(t.app, '/api/auth/email-verify', { ...params, api_key: user.apiKey });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: user.userId, email_verified: true });
  });

  it('rejects a wrong signature, another address and an expired link', async () => {
    const user = await registerUser(t.app);
    const params = await linkParams(t.app, user.email, '/verify-email');
    expect(await verify({ ...params, signature: 'forged-signature' })).toMatchObject({ status: 400, body: verificationFailed });
    expect(await verify({ ...params, email: 'someone-else@example.test' })).toMatchObject({ status: 400, body: verificationFailed });
    await expireTokens(t.app, user.userId);
    expect(await verify(params)).toMatchObject({ status: 400, body: verificationFailed });
  });

  it('rejects a link whose signature belongs to another user', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    const firstParams = await linkParams(t.app, first.email, '/verify-email');
    expect(await verify({ ...firstParams, email: second.email })).toMatchObject({ status: 400, body: verificationFailed });
  });

  it('rejects a link missing its parts with 400 per field', async () => {
    const { status, body } = await verify({ email: 'a@b.co' });
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['expires', 'signature']));
  });

  it('resends a new link to the logged-in user; the earlier link stops working', async () => {
    const user = await registerUser(t.app);
    const first = await linkParams(t.app, user.email, '/verify-email');
    const resend = await post(t.app, '/api/auth/email-verify/resend', { api_key: user.apiKey });
    expect(resend).toMatchObject({ status: 200, body: { data: { ok: true } } });
    expect(await mailsTo(t.app, user.email)).toHaveLength(2);
    const second = await linkParams(t.app, user.email, '/verify-email');
    expect(second.signature).not.toBe(first.signature);
    expect((await verify(first)).status).toBe(400);
    expect((await verify(second)).status).toBe(200);
    const afterVerified = await post(t.app, '/api/auth/email-verify/resend', { api_key: user.apiKey });
    expect(afterVerified).toMatchObject({ status: 400, body: { code: 'EMAIL_ALREADY_VERIFIED' } });
  });

  it("answers 401 'user must be logged in' to a visitor asking for a resend", async () => {
    const { api_key } = await getApiKey(t.app);
    const { status, body } = await post(t.app, '/api/auth/email-verify/resend', { api_key });
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'user must be logged in', code: 'UNAUTHENTICATED', message_code: 'USER_MUST_BE_LOGGED_IN' });
  });
});

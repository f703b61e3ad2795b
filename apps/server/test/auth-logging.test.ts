import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApiKey } from './factories';
import { type TestApp, dialects, logCollector } from './helper';
import { createAuthTestApp, linkParams, post, registration } from './auth-helpers';

const PASSWORD = 'Sekret-Passphrase-71';
const NEW_PASSWORD = 'Other-Passphrase-93';
const WRONG_PASSWORD = 'Wrong-Passphrase-55';
const RECAPTCHA_TOKEN = 'recaptcha-token-value-88';

/** The development mailbox logs each stored mail with its links on purpose (no SMTP, not production). */
const isDevMailboxLine = (line: string) => line.includes('see /dev/mail');

describe.each(dialects)('auth logs on %s', (dialect) => {
  let t: TestApp;
  const collector = logCollector();
  const lines = collector.lines;
  beforeAll(async () => {
    const stream = collector.stream;
    t = await createAuthTestApp(dialect, { logStream: stream });
  });
  afterAll(async () => t.close());

  it('never contain an api_key, a password or a mailed token', async () => {
    const visitorKey = (await getApiKey(t.app)).api_key;
    const fields = registration({ password: PASSWORD, password_confirmation: PASSWORD, recaptcha_token: RECAPTCHA_TOKEN });
    const registered = await post(t.app, '/api/v2/auth/register', { ...fields, api_key: visitorKey });
    const userKey: string = registered.body.data.api_key;
    const verifyParams = await linkParams(t.app, fields.email, '/verify-email');
    // The SPA pages the mails link to are logged as request URLs too.
    await t.app.inject({ method: 'GET', url: `/verify-email?${new URLSearchParams(verifyParams)}` });
    await post(t.app, '/api/auth/email-verify', { ...verifyParams, api_key: userKey });

    await post(t.app, '/api/v2/auth/login', { email: fields.email, password: WRONG_PASSWORD, api_key: (await getApiKey(t.app)).api_key });
    await post(t.app, '/api/profile', { _method: 'patch', api_key: userKey, current_password: WRONG_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    await post(t.app, '/api/profile', { _method: 'patch', api_key: userKey, current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });

    await post(t.app, '/api/auth/password-reset-request', { email: fields.email, api_key: (await getApiKey(t.app)).api_key });
    const resetParams = await linkParams(t.app, fields.email, '/password-reset');
    await t.app.inject({ method: 'GET', url: `/password-reset?${new URLSearchParams(resetParams)}` });
    await post(t.app, '/api/auth/password-reset', { ...resetParams, password: PASSWORD, password_confirmation: PASSWORD, api_key: (await getApiKey(t.app)).api_key });
    await t.app.inject({ method: 'GET', url: `/api/profile?api_key=${userKey}` });

    const loginKey: string = (await post(t.app, '/api/v2/auth/login', { email: fields.email, password: PASSWORD, api_key: (await getApiKey(t.app)).api_key })).body.data
      .api_key;
    await post(t.app, '/api/delete-account-request', { api_key: loginKey });
    const deleteParams = await linkParams(t.app, fields.email, '/confirm-account-deletion');
    await post(t.app, '/api/delete-account-confirm', { channel_key: 'varsity', ...deleteParams });
    await post(t.app, '/api/auth/logout', { api_key: loginKey });

    const secrets = [visitorKey, userKey, loginKey, PASSWORD, NEW_PASSWORD, WRONG_PASSWORD, RECAPTCHA_TOKEN];
    const tokens = [verifyParams.signature, resetParams.code, deleteParams.code].filter((token): token is string => Boolean(token));
    expect(tokens).toHaveLength(3);
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      for (const secret of secrets) expect(line).not.toContain(secret);
      if (!isDevMailboxLine(line)) for (const token of tokens) expect(line).not.toContain(token);
    }
    expect(lines.join('\n')).toContain('code=[redacted]');
    expect(lines.join('\n')).toContain('signature=[redacted]');
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApiKey } from './factories';
import { type TestApp, dialects } from './helper';
import { createAuthTestApp, post, registration } from './auth-helpers';

const SECRET = 'test-recaptcha-secret';
const SITE_KEY = 'site-key-for-tests';

/** Stands in for Google's siteverify: the token names the answer. */
function fakeSiteverify() {
  const received: URLSearchParams[] = [];
  const answers: Record<string, object> = {
    human: { success: true, score: 0.9 },
    'v2-human': { success: true },
    robot: { success: true, score: 0.1 },
    bad: { success: false, 'error-codes': ['invalid-input-response'] },
  };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      if (form.get('response') === 'broken') return void response.writeHead(500).end('oops');
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers[form.get('response') ?? ''] ?? { success: false }));
    });
  });
  return { server, received };
}

describe.each(dialects)('reCAPTCHA at registration on %s', (dialect) => {
  let t: TestApp;
  let fake: ReturnType<typeof fakeSiteverify>;
  beforeAll(async () => {
    fake = fakeSiteverify();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    t = await createAuthTestApp(dialect, { env: { RECAPTCHA_SECRET_KEY: SECRET, RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify` } });
    const channel = await t.db.selectFrom('channels').select(['id', 'settings']).where('key', '=', 'varsity').executeTakeFirstOrThrow();
    const settings = { ...JSON.parse(channel.settings), recaptcha: { enabled: true, site_key: SITE_KEY } };
    await t.db.updateTable('channels').set({ settings: JSON.stringify(settings) }).where('id', '=', channel.id).execute();
    t.app.invalidateChannelCaches();
  });
  afterAll(async () => {
    await t.close();
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  const register = async (overrides: Record<string, unknown>, channelKey = 'varsity') =>
    post(t.app, '/api/v2/auth/register', { ...registration(overrides), api_key: (await getApiKey(t.app, channelKey)).api_key });

  it('publishes the site key in the settings file of that channel only', async () => {
    const varsity = await t.app.inject({ method: 'GET', url: '/storage/settings/varsity.json' });
    expect(varsity.json().features.recaptcha_site_key).toBe(SITE_KEY);
    const universitaire = await t.app.inject({ method: 'GET', url: '/storage/settings/universitaire.json' });
    expect(universitaire.json().features.recaptcha_site_key).toBeNull();
  });

  it("requires a token: 'recaptcha token required' on errors.recaptcha_token", async () => {
    const { status, body } = await register({});
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'recaptcha token required', code: 'RECAPTCHA_REQUIRED', message_code: 'RECAPTCHA_TOKEN_REQUIRED', errors: { recaptcha_token: ['recaptcha token required'] }, error_codes: { recaptcha_token: [{ code: 'RECAPTCHA_TOKEN_REQUIRED' }] } });
  });

  it('checks the token server-side with the secret and the client IP, then registers', async () => {
    const { status } = await register({ recaptcha_token: 'human' });
    expect(status).toBe(200);
    const last = fake.received.at(-1);
    expect(last?.get('secret')).toBe(SECRET);
    expect(last?.get('response')).toBe('human');
    expect(last?.get('remoteip')).toBe('127.0.0.1');
    expect((await register({ recaptcha_token: 'v2-human' })).status).toBe(200);
  });

  it.each(['bad', 'robot', 'broken'])("refuses a %s answer with 'recaptcha invalid or looks like robot'", async (token) => {
    const { status, body } = await register({ recaptcha_token: token });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'recaptcha invalid or looks like robot', code: 'RECAPTCHA_INVALID', message_code: 'RECAPTCHA_INVALID' });
  });

  it('asks nothing on a channel that keeps reCAPTCHA off', async () => {
    const before = fake.received.length;
    expect((await register({}, 'universitaire')).status).toBe(200);
    expect(fake.received.length).toBe(before);
  });
});

describe('reCAPTCHA enabled without a server secret', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp('sqlite');
    const channel = await t.db.selectFrom('channels').select(['id', 'settings']).where('key', '=', 'varsity').executeTakeFirstOrThrow();
    await t.db
      .updateTable('channels')
      .set({ settings: JSON.stringify({ ...JSON.parse(channel.settings), recaptcha: { enabled: true, site_key: SITE_KEY } }) })
      .where('id', '=', channel.id)
      .execute();
    t.app.invalidateChannelCaches();
  });
  afterAll(async () => t.close());

  it('refuses registrations rather than letting robots in', async () => {
    const { api_key } = await getApiKey(t.app);
    const { status, body } = await post(t.app, '/api/v2/auth/register', { ...registration({ recaptcha_token: 'anything' }), api_key });
    expect(status).toBe(400);
    expect(body.code).toBe('RECAPTCHA_INVALID');
  });
});

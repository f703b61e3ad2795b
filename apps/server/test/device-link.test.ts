import { DEVICE_CODE_PATTERN, DEVICE_CODE_POLL_SECONDS, DEVICE_CODE_TTL_SECONDS } from '@ott/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashDeviceCode } from '../src/modules/device-link/device-code';
import { createDeviceLinkRepository } from '../src/modules/device-link/device-link.repository';
import { countRows, patchChannelSettings, post, registerUser, sessionUser } from './device-helpers';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';

const ORIGIN = 'http://localhost:8080';

describe.each(dialects)('device linking, in the app (remote_auth 1) on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { PUBLIC_ORIGIN: ORIGIN, AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_IDENTIFIER: '4' } });
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  const requestCode = async (deviceKey: string) => {
    const response = await post(t.app, '/api/auth/device-code', { api_key: deviceKey });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { code: string; expires_at: string; poll_interval_seconds: number; verification_url: string };
  };
  const poll = (deviceKey: string) => post(t.app, '/api/auth/device-code/poll', { api_key: deviceKey });
  const addSession = (userKey: string, code: string) => post(t.app, '/api/auth/add_session', { api_key: userKey, code });

  it('logs the device in as the user who entered its code, and answers the new key once', async () => {
    const device = await getApiKey(t.app);
    const user = await registerUser(t.app, 'viewer@example.com');
    const started = Date.now();
    const shown = await requestCode(device.api_key);
    expect(shown.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(shown.code).toMatch(DEVICE_CODE_PATTERN);
    expect(shown.verification_url).toBe(`${ORIGIN}/profile/sessions/add?code=${shown.code}`);
    expect(shown.poll_interval_seconds).toBe(DEVICE_CODE_POLL_SECONDS);
    expect(Date.parse(shown.expires_at) - started).toBeGreaterThanOrEqual(DEVICE_CODE_TTL_SECONDS * 1000 - 5_000);
    expect(Date.parse(shown.expires_at) - started).toBeLessThanOrEqual(DEVICE_CODE_TTL_SECONDS * 1000 + 5_000);

    expect((await poll(device.api_key)).json()).toEqual({ data: { status: 'pending', expires_at: shown.expires_at } });

    // Typed by a person: lower case, without the dash.
    const linked = await addSession(user.apiKey, shown.code.replace('-', '').toLowerCase());
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual({ data: { linked: true } });

    const answer = await poll(device.api_key);
    expect(answer.statusCode, answer.body).toBe(200);
    const { data } = answer.json();
    expect(data).toMatchObject({ status: 'linked', user: { id: user.userId, email: 'viewer@example.com' } });
    expect(data.api_key).not.toBe(device.api_key);
    expect(data.api_key).not.toBe(user.apiKey);

    expect(await sessionUser(t.app, data.api_key)).toBe(user.userId);
    expect(await sessionUser(t.app, device.api_key)).toBeUndefined();
    expect(await sessionUser(t.app, user.apiKey)).toBe(user.userId);
    // The code is spent: the device (now logged in) gets no second key from it.
    expect((await poll(data.api_key)).statusCode).toBe(400);
    expect(await countRows(t, 'device_codes')).toBe(0);
  });

  it('keeps one code per device: a new request replaces the previous code', async () => {
    const device = await getApiKey(t.app);
    const user = await registerUser(t.app, 'replaced@example.com');
    const first = await requestCode(device.api_key);
    const second = await requestCode(device.api_key);
    expect(second.code).not.toBe(first.code);
    expect((await addSession(user.apiKey, first.code)).statusCode).toBe(400);
    expect((await addSession(user.apiKey, second.code)).statusCode).toBe(200);
  });

  it('expires codes after DEVICE_CODE_TTL_SECONDS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T12:00:00.000Z'));
    const device = await getApiKey(t.app);
    const user = await registerUser(t.app, 'late@example.com');
    const shown = await requestCode(device.api_key);
    expect(shown.expires_at).toBe(new Date(Date.parse('2031-03-01T12:00:00.000Z') + DEVICE_CODE_TTL_SECONDS * 1000).toISOString());

    vi.setSystemTime(Date.parse(shown.expires_at) - 1_000);
    expect((await poll(device.api_key)).json().data.status).toBe('pending');

    vi.setSystemTime(Date.parse(shown.expires_at) + 1_000);
    const late = await addSession(user.apiKey, shown.code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'VERIFICATION_FAILED', message: 'Verification failed', errors: { code: ['Field value is invalid'] } });
    const expired = await poll(device.api_key);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'VERIFICATION_FAILED', errors: { code: expect.any(Array) } });
  });

  it('accepts a code once: a second user cannot take it over', async () => {
    const device = await getApiKey(t.app);
    const first = await registerUser(t.app, 'first@example.com');
    const second = await registerUser(t.app, 'second@example.com');
    const shown = await requestCode(device.api_key);
    expect((await addSession(first.apiKey, shown.code)).statusCode).toBe(200);
    const again = await addSession(second.apiKey, shown.code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('VERIFICATION_FAILED');
    expect((await poll(device.api_key)).json().data.user.id).toBe(first.userId);
  });

  it('links and consumes a code row at most once, even when two requests race past the first check', async () => {
    const device = await getApiKey(t.app);
    const [first, second] = [await registerUser(t.app, 'race1@example.com'), await registerUser(t.app, 'race2@example.com')];
    const shown = await requestCode(device.api_key);
    const repository = createDeviceLinkRepository(t.db);
    const row = await t.db.selectFrom('device_codes').select('id').where('code_hash', '=', hashDeviceCode(shown.code)).executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    expect(await repository.link(row.id, first.userId, at)).toBe(true);
    expect(await repository.link(row.id, second.userId, at)).toBe(false);
    expect(await repository.consume(row.id)).toBe(true);
    expect(await repository.consume(row.id)).toBe(false);
  });

  it('rejects an unknown code with 400 errors.code, and a malformed one as invalid input', async () => {
    const user = await registerUser(t.app, 'guesser@example.com');
    const unknown = await addSession(user.apiKey, 'ABCD-EFGH');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VERIFICATION_FAILED', errors: { code: ['Field value is invalid'] } });
    for (const code of ['hello', 'ABCD-EFG0', '']) {
      const malformed = await addSession(user.apiKey, code);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { code: expect.any(Array) } });
    }
    // A device that never asked for a code has nothing to poll.
    expect((await poll((await getApiKey(t.app)).api_key)).statusCode).toBe(400);
  });

  it('lets only a logged-in user enter a code', async () => {
    const device = await getApiKey(t.app);
    const visitor = await getApiKey(t.app);
    const shown = await requestCode(device.api_key);
    const response = await addSession(visitor.api_key, shown.code);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'user must be logged in' });
    expect(response.json().errors).toBeUndefined();
    expect((await addSession('not-a-key', shown.code)).json().errors.api_key).toEqual(['Field value is invalid']);
  });

  it("does not accept another channel's code", async () => {
    const device = await getApiKey(t.app, 'varsity');
    await patchChannelSettings(t, 'universitaire', { remote_auth: 1 });
    const other = await registerUser(t.app, 'other-channel@example.com', 'universitaire');
    const shown = await requestCode(device.api_key);
    expect((await addSession(other.apiKey, shown.code)).statusCode).toBe(400);
    await patchChannelSettings(t, 'universitaire', { remote_auth: 0 });
  });

  it('limits code guessing per user (AUTH_RATE_LIMIT_PER_IDENTIFIER), whatever the IP', async () => {
    const guesser = await registerUser(t.app, 'brute@example.com');
    const bystander = await registerUser(t.app, 'bystander@example.com');
    const device = await getApiKey(t.app);
    const shown = await requestCode(device.api_key);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/add_session', remoteAddress: `10.0.0.${attempt + 1}`, payload: { api_key: guesser.apiKey, code: `WRNG-XYZ${attempt + 2}` } });
      expect(wrong.statusCode).toBe(400);
    }
    const throttled = await addSession(guesser.apiKey, shown.code);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe('TOO_MANY_REQUESTS');
    expect((await addSession(bystander.apiKey, shown.code)).statusCode).toBe(200);
  });

  it('leaves expired codes to housekeeping', async () => {
    await requestCode((await getApiKey(t.app)).api_key);
    await t.db.updateTable('device_codes').set({ expires_at: new Date(Date.now() - 1_000).toISOString() }).execute();
    await t.app.startBackgroundTasks();
    expect(await countRows(t, 'device_codes')).toBe(0);
  });

  it('answers 404 on a channel whose remote_auth is 0', async () => {
    const device = await getApiKey(t.app, 'universitaire');
    const user = await registerUser(t.app, 'off@example.com', 'universitaire');
    expect((await post(t.app, '/api/auth/device-code', { api_key: device.api_key })).statusCode).toBe(404);
    expect((await poll(device.api_key)).statusCode).toBe(404);
    expect((await addSession(user.apiKey, 'ABCD-EFGH')).statusCode).toBe(404);
  });
});

import { randomUUID } from 'node:crypto';
import { ANALYTICS_MESSAGES } from '@ott/contracts/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedDate } from '../src/lib/zoned-time';
import { createTestApp, dialects, type TestApp } from './helper';
import { newSession, post, varsityId, videoEvent } from './analytics-helpers';
import { waitFor } from './built-processes';

describe.each(dialects)('the analytics service under /datalake/ (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('hands out a new random session hash', async () => {
    const [first, second] = await Promise.all([1, 2].map(() => t.app.inject({ method: 'GET', url: '/datalake/hash/' })));
    expect(first!.statusCode).toBe(200);
    expect(first!.json().data).toMatch(/^[0-9a-f]{32}$/);
    expect(second!.json().data).not.toBe(first!.json().data);
  });

  it('answers an unknown or missing analytics key with 401 naming the key', async () => {
    for (const key of ['not-a-channel', '']) {
      const response = await post(t, 'session', { session: newSession() }, { key });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: ANALYTICS_MESSAGES.unknownKey,
        code: 'UNAUTHENTICATED',
        message_code: 'UNKNOWN_ANALYTICS_KEY',
        errors: { key: [ANALYTICS_MESSAGES.unknownKey] },
        error_codes: { key: [{ code: 'UNKNOWN_ANALYTICS_KEY' }] },
      });
    }
  });

  it('stores a session with its device, platform, the day and the truncated address', async () => {
    const session = newSession();
    const response = await post(t, 'session', { session, profile: 7, device_type: 'desktop', user_agent: 'Firefox', resolution: '1920x1080', platform: 'web' }, { remoteAddress: '203.0.113.77' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { accepted: 1, stored: 1 } });
    const row = await t.db.selectFrom('analytics_sessions').selectAll().where('session', '=', session).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel_id: await varsityId(t), profile: '7', device_type: 'desktop', platform: 'web', resolution: '1920x1080', ip: '203.0.113.0' });
    // The channel's day (its time zone, America/Toronto for the seeded channel), not the UTC date.
    const { time_zone } = await t.db.selectFrom('channels').select('time_zone').where('key', '=', 'varsity').executeTakeFirstOrThrow();
    expect(row.day).toBe(zonedDate(time_zone, new Date(row.received_at)));
  });

  it('truncates IPv6 addresses to /48', async () => {
    const session = newSession();
    await post(t, 'session', { session }, { remoteAddress: '2001:db8:85a3:8d3:1319:8a2e:370:7348' });
    expect((await t.db.selectFrom('analytics_sessions').select('ip').where('session', '=', session).executeTakeFirstOrThrow()).ip).toBe('2001:db8:85a3::');
  });

  it('keeps an email only as a keyed hash, the same for the same address in any case', async () => {
    const session = newSession();
    const body = (email: string) => ({ session_uuid: session, user_id: 3, user_email: email, event: 'sign_in', extras: { trk: 'spring' }, origin_url: 'https://varsity.test/' });
    expect((await post(t, 'event', [body('Fan@Example.com'), body('fan@example.com')])).statusCode).toBe(200);
    const rows = await t.db.selectFrom('analytics_events').selectAll().where('session', '=', session).execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]!.user_email_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[1]!.user_email_hash).toBe(rows[0]!.user_email_hash);
    expect(JSON.stringify(rows)).not.toMatch(/example\.com/i);
    expect(JSON.parse(rows[0]!.extras!)).toEqual({ trk: 'spring' });
  });

  it('stores the page a mailed link opened without its email, code or signature: only trk, utm_* and channel are kept', async () => {
    const session = newSession();
    const links = [
      ['https://host/password-reset?email=a@b.c&code=123&trk=x&utm_source=y', 'https://host/password-reset?trk=x&utm_source=y'],
      ['https://host/verify-email?email=a%40b.c&expires=1790000000&signature=5f2b9c&trk=x', 'https://host/verify-email?trk=x'],
      ['https://host/confirm-account-deletion?email=a%40b.c&code=77aa&channel=rsu#code=77aa', 'https://host/confirm-account-deletion?channel=rsu'],
    ] as const;
    const body = links.map(([sent], index) => ({ session_uuid: session, event: 'page_view', extras: { n: index }, origin_url: sent }));
    expect((await post(t, 'event', body)).json()).toEqual({ data: { accepted: 3, stored: 3 } });
    const rows = await t.db.selectFrom('analytics_events').select(['origin_url', 'extras']).where('session', '=', session).execute();
    const stored = rows.sort((a, b) => a.extras!.localeCompare(b.extras!)).map((row) => row.origin_url);
    expect(stored).toEqual(links.map(([, kept]) => kept));
  });

  it('stores a video event with its quality-of-experience values in their own columns', async () => {
    const body = videoEvent({ event: 'error', device_type: 'mobile', platform: 'ios', extras: { startup_ms: 850, bitrate: 2_400_000, error_type: 'networkError', error_fatal: true, position: 12.5, detail: 'fragLoadError' } });
    expect((await post(t, 'video/event', body)).statusCode).toBe(200);
    const row = await t.db.selectFrom('analytics_video_events').selectAll().where('video_view_uuid', '=', body.video_view_uuid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ stream_id: '12', stream_type: 'replay', event: 'error', startup_ms: 850, bitrate: 2_400_000, error_type: 'networkError', error_fatal: 1, position: 12.5, device_type: 'mobile', platform: 'ios' });
    expect(JSON.parse(row.extras!)).toEqual({ detail: 'fragLoadError' });
  });

  it('stores viewing heartbeats with what the rollups group by', async () => {
    const view = randomUUID();
    const body = { session: newSession(), video_view_uuid: view, stream_id: 'e-4', stream_type: 'live', viewing_time: 30, category: 'Hockey', sport: 'Hockey', gender: 'Women', school: 'North', league: 'U Sports' };
    expect((await post(t, 'video/viewing', body)).statusCode).toBe(200);
    expect(await t.db.selectFrom('analytics_viewings').selectAll().where('video_view_uuid', '=', view).executeTakeFirstOrThrow()).toMatchObject({ viewing_time: 30, sport: 'Hockey', league: 'U Sports', stream_id: 'e-4' });
  });

  it('accepts a batch, and a text/plain body from sendBeacon', async () => {
    const session = newSession();
    const batch = Array.from({ length: 20 }, (_, index) => ({ session_uuid: session, event: 'page_view', origin_url: `/p/${index}` }));
    expect((await post(t, 'event', batch)).json()).toEqual({ data: { accepted: 20, stored: 20 } });
    expect((await post(t, 'event', JSON.stringify(batch.slice(0, 3)), { contentType: 'text/plain;charset=UTF-8' })).statusCode).toBe(200);
    const stored = await t.db.selectFrom('analytics_events').select('origin_url').where('session', '=', session).execute();
    expect(stored).toHaveLength(23);
  });

  it('answers malformed beacon text with 400', async () => {
    const response = await post(t, 'event', '{not json', { contentType: 'text/plain' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('MALFORMED_JSON');
  });

  it('names each missing or wrong field, per item in a batch', async () => {
    const cases: Array<[string, unknown, Record<string, string[]>]> = [
      ['session', {}, { session: ['Field is required'] }],
      ['session', { session: 'x' }, { session: [ANALYTICS_MESSAGES.mustBeUuid] }],
      ['session', { session: newSession(), device_type: 'd'.repeat(33) }, { device_type: ['Field length must be less than 33'] }],
      ['event', { session_uuid: newSession() }, { event: ['Field is required'] }],
      ['event', { session_uuid: newSession(), event: 'sign_in', user_email: 'nope' }, { user_email: ['A valid email address is required'] }],
      ['event', { session_uuid: newSession(), event: 'x', user_id: -1 }, { user_id: [ANALYTICS_MESSAGES.userIdValue] }],
      ['event', { session_uuid: newSession(), event: 'x', extras: { big: 'b'.repeat(5000) } }, { extras: [ANALYTICS_MESSAGES.extrasTooLarge] }],
      ['event', { session_uuid: newSession(), event: 'x', consent: 'maybe' }, { consent: [ANALYTICS_MESSAGES.consentValue] }],
      ['video/event', { video_view_uuid: randomUUID(), event: 'pause' }, { stream_id: ['Field is required'], stream_type: ['Field is required'] }],
      ['video/event', videoEvent({ stream_id: true }), { stream_id: [ANALYTICS_MESSAGES.streamIdValue] }],
      ['video/event', videoEvent({ extras: { startup_ms: 'fast' } }), { 'extras.startup_ms': [ANALYTICS_MESSAGES.mustBeNumber] }],
      ['video/viewing', { viewing_time: -1 }, { viewing_time: [ANALYTICS_MESSAGES.mustBeNonNegative] }],
      ['video/viewing', { viewing_time: 4000 }, { viewing_time: [ANALYTICS_MESSAGES.viewingTimeTooLong] }],
      ['video/viewing', {}, { viewing_time: [ANALYTICS_MESSAGES.mustBeNumber] }],
      ['event', [{ session_uuid: newSession(), event: 'a' }, { session_uuid: newSession() }, 'text'], { '1.event': ['Field is required'], '2': ['Field value is invalid'] }],
      ['event', [], { request: [ANALYTICS_MESSAGES.batchEmpty] }],
      ['event', Array.from({ length: 101 }, () => ({ session_uuid: newSession(), event: 'a' })), { request: [ANALYTICS_MESSAGES.batchTooLarge] }],
    ];
    for (const [path, body, errors] of cases) {
      const response = await post(t, path, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().errors, path).toEqual(errors);
    }
  });

  it('stores nothing of a batch with one bad item', async () => {
    const session = newSession();
    await post(t, 'event', [{ session_uuid: session, event: 'a' }, { session_uuid: session }]);
    expect(await t.db.selectFrom('analytics_events').select('seq').where('session', '=', session).execute()).toEqual([]);
  });

  it('refuses bodies over 64 kB with 413', async () => {
    const session = newSession();
    const batch = Array.from({ length: 100 }, () => ({ session_uuid: session, event: 'page_view', origin_url: 'u'.repeat(700) }));
    for (const contentType of ['application/json', 'text/plain']) {
      const response = await post(t, 'event', batch, { contentType });
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('acknowledges and drops what a visitor who declined the cookie notice sends, unless the channel is exempt', async () => {
    const session = newSession();
    const declined = { session_uuid: session, event: 'page_view', consent: 'declined' };
    expect((await post(t, 'event', [declined, { ...declined, consent: 'accepted' }])).json()).toEqual({ data: { accepted: 2, stored: 1 } });
    expect(await t.db.selectFrom('analytics_events').select('seq').where('session', '=', session).execute()).toHaveLength(1);

    const id = await varsityId(t);
    const { settings } = await t.db.selectFrom('channels').select('settings').where('id', '=', id).executeTakeFirstOrThrow();
    await t.db.updateTable('channels').set({ settings: JSON.stringify({ ...JSON.parse(settings), analytics_exempt: true }) }).where('id', '=', id).execute();
    t.app.invalidateChannelCaches(id);
    try {
      expect((await post(t, 'event', declined)).json()).toEqual({ data: { accepted: 1, stored: 1 } });
      expect(await t.db.selectFrom('analytics_events').select('seq').where('session', '=', session).execute()).toHaveLength(2);
    } finally {
      await t.db.updateTable('channels').set({ settings }).where('id', '=', id).execute();
      t.app.invalidateChannelCaches(id);
    }
  });
});

describe.each(dialects)('analytics rate limits (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ANALYTICS_RATE_LIMIT_PER_SESSION: '3', ANALYTICS_RATE_LIMIT_PER_IP: '6' } });
  });
  afterAll(async () => t.close());

  it('answers 429 past the per-session limit, and past the per-IP limit whatever the session', async () => {
    const session = newSession();
    const send = (body: object, remoteAddress = '198.51.100.7') => post(t, 'event', body, { remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await send({ session_uuid: session, event: 'a' })).statusCode).toBe(200);
    const limited = await send({ session_uuid: session, event: 'a' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many requests', code: 'TOO_MANY_REQUESTS', message_code: 'TOO_MANY_REQUESTS' });
    expect((await send({ session_uuid: newSession(), event: 'a' })).statusCode).toBe(200);
    expect((await send({ session_uuid: newSession(), event: 'a' })).statusCode).toBe(200);
    expect((await send({ session_uuid: newSession(), event: 'a' })).statusCode).toBe(429);
    expect((await send({ session_uuid: newSession(), event: 'a' }, '198.51.100.8')).statusCode).toBe(200);
  });
});

const testRedisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

describe.each(dialects)('the analytics routes with REDIS_URL (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    if (testRedisUrl) t = await createTestApp(dialect, { env: { REDIS_URL: testRedisUrl } });
  });
  afterAll(async () => t?.close());

  it.skipIf(!testRedisUrl)('acknowledges a batch once it is in the stream, and a consumer stores it', async () => {
    const session = newSession();
    const batch = Array.from({ length: 20 }, () => ({ session_uuid: session, event: 'page_view', user_email: 'fan@example.com' }));
    expect((await post(t, 'event', batch, { remoteAddress: '203.0.113.9' })).json()).toEqual({ data: { accepted: 20, stored: 20 } });
    const rows = await waitFor(async () => {
      const found = await t.db.selectFrom('analytics_events').select(['ip', 'user_email_hash']).where('session', '=', session).execute();
      return found.length === 20 ? found : null;
    }, 'the rows to be written from the stream', 5_000);
    expect(rows[0]).toMatchObject({ ip: '203.0.113.0', user_email_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });
});

describe('the analytics service on its own origin (ANALYTICS_ORIGIN)', () => {
  const preflight = (t: TestApp, origin: string) =>
    t.app.inject({ method: 'OPTIONS', url: '/datalake/event/?key=x', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });

  it('lets any page post when the page origin is not configured, and only the API routes stay same-origin', async () => {
    const t = await createTestApp('sqlite', { env: { ANALYTICS_ORIGIN: 'https://stats.example.com' } });
    try {
      const answer = await preflight(t, 'https://varsity.example.com');
      expect(answer.statusCode).toBe(204);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      const posted = await t.app.inject({ method: 'POST', url: '/datalake/event/?key=vsn-web-2025', headers: { origin: 'https://varsity.example.com', 'content-type': 'text/plain' }, payload: JSON.stringify({ session_uuid: newSession(), event: 'page_view' }) });
      expect(posted.statusCode).toBe(200);
      expect(posted.headers['access-control-allow-origin']).toBe('*');
      const api = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://varsity.example.com' } });
      expect(api.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('allows the SPA’s PUBLIC_ORIGIN when it is set', async () => {
    const t = await createTestApp('sqlite', { env: { ANALYTICS_ORIGIN: 'https://stats.example.com', PUBLIC_ORIGIN: 'https://watch.example.com' } });
    try {
      const answer = await preflight(t, 'https://watch.example.com');
      expect(answer.statusCode).toBe(204);
      expect(answer.headers['access-control-allow-origin']).toBe('https://watch.example.com');
    } finally {
      await t.close();
    }
  });
});

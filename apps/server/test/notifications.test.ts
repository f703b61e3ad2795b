import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobQueue } from '../src/lib/queue';
import { createNotificationsRepository } from '../src/modules/notifications/notifications.repository';
import { createNotificationsService } from '../src/modules/notifications/notifications.service';
import { createWebPushSender } from '../src/modules/notifications/web-push-sender';
import { get, mailsTo, post, registerUser } from './auth-helpers';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';
import { browserKeys, startPushServiceStub } from './push-service-stub';

const OFF = { push: false, email: false };
const preferences = (overrides: Record<string, unknown> = {}) => ({
  kinds: { team_live: { push: true, email: true }, game_tomorrow: OFF, clip_ready: OFF },
  quiet_hours: null,
  time_zone: 'Europe/Paris',
  ...overrides,
});

async function put(t: TestApp, url: string, apiKey: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'PUT', url, payload: { ...payload, api_key: apiKey } });
  return { status: response.statusCode, body: response.json() };
}

describe.each(dialects)('notifications, on %s', (dialect) => {
  let t: TestApp;
  let stub: Awaited<ReturnType<typeof startPushServiceStub>>;
  let channelId: number;
  /** Two public events of varsity and a team playing in each. */
  let games: Array<{ eventId: number; teamId: number }>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    stub = await startPushServiceStub();
    channelId = (await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow()).id;
    const rows = await t.db
      .selectFrom('event_participants as ep')
      .innerJoin('events as e', 'e.id', 'ep.event_id')
      .select(['e.id as eventId', 'ep.participant_id as teamId'])
      .where('e.channel_id', '=', channelId)
      .where('e.visibility', '=', 'public')
      .orderBy('e.id')
      .execute();
    const byTeam = new Map<number, { eventId: number; teamId: number }>();
    for (const row of rows) if (!byTeam.has(row.teamId)) byTeam.set(row.teamId, row);
    games = [...byTeam.values()].filter((game, index, all) => all.findIndex((other) => other.eventId === game.eventId) === index).slice(0, 3);
    expect(games).toHaveLength(3);
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  async function fan(game: { teamId: number }, prefs = preferences()) {
    const user = await registerUser(t.app, { mailing_opt_in: true });
    expect((await post(t.app, '/api/favorite', { api_key: user.apiKey, favoritable_id: game.teamId, favoritable_type: 'participant' })).status).toBe(200);
    expect((await put(t, '/api/notifications/preferences', user.apiKey, prefs)).status).toBe(200);
    const browser = browserKeys();
    const endpoint = `${stub.origin}/push/${user.userId}`;
    expect((await post(t.app, '/api/notifications/push-subscriptions', { api_key: user.apiKey, endpoint, keys: browser.keys })).status).toBe(200);
    return { ...user, browser, endpoint, path: `/push/${user.userId}` };
  }

  const deliveries = (userId: number) => t.db.selectFrom('notification_deliveries').select(['kind', 'subject_id', 'status']).where('user_id', '=', userId).execute();
  const subscriptions = (userId: number) => t.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).execute();
  const goLive = (eventId: number) => t.app.live.hub.publish(channelId, { event_id: eventId, state: 'live', slate: false, stream_status: 'live' });

  it('keeps preferences per viewer (all off until saved), refuses an unknown zone, and needs a signed-in viewer', async () => {
    const user = await registerUser(t.app);
    const fresh = await get(t.app, '/api/notifications/preferences?time_zone=America/Toronto', user.apiKey);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toEqual({ kinds: { team_live: OFF, game_tomorrow: OFF, clip_ready: OFF }, quiet_hours: null, time_zone: 'America/Toronto' });

    const saved = preferences({ kinds: { team_live: { push: true, email: false }, game_tomorrow: { push: false, email: true }, clip_ready: OFF }, quiet_hours: { start: '22:30', end: '07:00' } });
    expect((await put(t, '/api/notifications/preferences', user.apiKey, saved)).body.data).toEqual(saved);
    expect((await get(t.app, '/api/notifications/preferences', user.apiKey)).body.data).toEqual(saved);

    const badZone = await put(t, '/api/notifications/preferences', user.apiKey, preferences({ time_zone: 'Mars/Olympus' }));
    expect(badZone.status).toBe(400);
    expect(badZone.body.code).toBe('VALIDATION_FAILED');
    const { api_key: visitor } = await getApiKey(t.app, 'varsity');
    const anonymous = await get(t.app, '/api/notifications/preferences', visitor);
    expect(anonymous.status).toBe(401);

    const key = await get(t.app, '/api/notifications/push-key', visitor);
    expect(key.body.data.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('stores a browser subscription per viewer and forgets it on request', async () => {
    const user = await registerUser(t.app);
    const endpoint = `${stub.origin}/push/subscribe-${user.userId}`;
    const { keys } = browserKeys();
    expect((await post(t.app, '/api/notifications/push-subscriptions', { api_key: user.apiKey, endpoint, keys })).body).toEqual({ data: { subscribed: true } });
    // The same browser again: still one row.
    await post(t.app, '/api/notifications/push-subscriptions', { api_key: user.apiKey, endpoint, keys });
    expect(await subscriptions(user.userId)).toEqual([{ endpoint }]);
    expect((await post(t.app, '/api/notifications/push-subscriptions/remove', { api_key: user.apiKey, endpoint })).body).toEqual({ data: { removed: true } });
    expect((await post(t.app, '/api/notifications/push-subscriptions/remove', { api_key: user.apiKey, endpoint })).body).toEqual({ data: { removed: false } });
    expect(await subscriptions(user.userId)).toEqual([]);
  });

  it('a followed team going live twice pushes (encrypted, VAPID-signed) and mails each follower once', async () => {
    const [game] = games;
    const follower = await fan(game!);
    const other = await registerUser(t.app); // follows nothing: gets nothing
    await put(t, '/api/notifications/preferences', other.apiKey, preferences());

    await goLive(game!.eventId);
    await vi.waitFor(async () => expect(await deliveries(follower.userId)).toEqual([{ kind: 'team_live', subject_id: game!.eventId, status: 'pending' }]), { timeout: 10_000 });
    await goLive(game!.eventId);
    await t.app.queue.start();
    await t.app.queue.drain({ timeoutMs: 30_000 });
    await goLive(game!.eventId);
    await t.app.queue.drain({ timeoutMs: 30_000 });

    expect(await deliveries(follower.userId)).toEqual([{ kind: 'team_live', subject_id: game!.eventId, status: 'sent' }]);
    expect(await deliveries(other.userId)).toEqual([]);
    const pushes = stub.received.filter((push) => push.path === follower.path);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(pushes[0]!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    const event = await t.db.selectFrom('events').select('name').where('id', '=', game!.eventId).executeTakeFirstOrThrow();
    expect(JSON.parse(follower.browser.decrypt(pushes[0]!.body))).toEqual({
      kind: 'team_live',
      title: `Live now: ${event.name}`,
      body: 'A team you follow is live on Varsity Sports Network.',
      url: `/watch/${game!.eventId}`,
      tag: `team_live-${game!.eventId}`,
    });
    const mails = (await mailsTo(t.app, follower.email)).filter((mail) => mail.headers['List-Unsubscribe']);
    expect(mails.map((mail) => mail.subject)).toEqual([`Live now: ${event.name}`]);
    expect(mails[0]!.headers['List-Unsubscribe']).toMatch(/^<http:\/\/localhost(:\d+)?\/unsubscribe\/\d+\.team_live\.[\w-]{43}>$/);
  });

  /** A fan with a second device, whose first device's push service answers `status`; their team goes live and the queue runs. */
  async function liveToTwoDevices(game: { eventId: number; teamId: number }, status: number) {
    const follower = await fan(game);
    const second = browserKeys();
    const secondPath = `/push/second-${follower.userId}`;
    const secondEndpoint = `${stub.origin}${secondPath}`;
    await post(t.app, '/api/notifications/push-subscriptions', { api_key: follower.apiKey, endpoint: secondEndpoint, keys: second.keys });
    stub.answer(follower.path, status);

    await goLive(game.eventId);
    await vi.waitFor(async () => expect(await deliveries(follower.userId)).toHaveLength(1), { timeout: 10_000 });
    await t.app.queue.start();
    await t.app.queue.drain({ timeoutMs: 30_000 });
    return { follower, second, secondPath, secondEndpoint };
  }

  it('deletes a subscription the push service answers 410 for, and keeps the others', async () => {
    const [, game] = games;
    const { follower, second, secondEndpoint } = await liveToTwoDevices(game!, 410);

    expect(await deliveries(follower.userId)).toEqual([{ kind: 'team_live', subject_id: game!.eventId, status: 'sent' }]);
    expect(await subscriptions(follower.userId)).toEqual([{ endpoint: secondEndpoint }]);
    expect(stub.received.filter((push) => push.path === follower.path)).toHaveLength(1);
    expect(JSON.parse(second.decrypt(stub.received.find((push) => push.path === `/push/second-${follower.userId}`)!.body)).kind).toBe('team_live');
  });

  it("a push service failing for one of a viewer's devices does not hold back the others, and nothing is pushed twice", async () => {
    const [, , game] = games;
    const { follower, second, secondPath } = await liveToTwoDevices(game!, 500);

    expect(await deliveries(follower.userId)).toEqual([{ kind: 'team_live', subject_id: game!.eventId, status: 'sent' }]);
    expect(stub.received.filter((push) => push.path === secondPath)).toHaveLength(1);
    expect(JSON.parse(second.decrypt(stub.received.find((push) => push.path === secondPath)!.body)).kind).toBe('team_live');
    // The failing device keeps its subscription: a 500 is the push service's trouble, not an unsubscribed browser.
    expect(await subscriptions(follower.userId)).toHaveLength(2);
  });

  it("the mail's unsubscribe link turns that kind's mail off without signing in; push stays on", async () => {
    const [, , game] = games;
    const follower = await fan(game!);
    await goLive(game!.eventId);
    await vi.waitFor(async () => expect(await deliveries(follower.userId)).toHaveLength(1), { timeout: 10_000 });
    await t.app.queue.start();
    await t.app.queue.drain({ timeoutMs: 30_000 });
    const [mail] = (await mailsTo(t.app, follower.email)).filter((mail) => mail.headers['List-Unsubscribe']);
    const link = new URL(mail!.links.find((href) => href.includes('/unsubscribe/'))!);

    const page = await t.app.inject({ method: 'GET', url: link.pathname, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Stop sending mails when a team you follow goes live to ${follower.email}?`);
    const donePage = await t.app.inject({ method: 'POST', url: link.pathname, headers: { accept: 'text/html' } });
    expect(donePage.body).toContain(`${follower.email} will no longer receive mails when a team you follow goes live. Other notifications are unchanged.`);
    const done = await t.app.inject({ method: 'POST', url: link.pathname });
    expect(done.json()).toEqual({ data: { unsubscribed: true } });
    const after = await get(t.app, '/api/notifications/preferences', follower.apiKey);
    expect(after.body.data.kinds.team_live).toEqual({ push: true, email: false });
    // The announcements' opt-in is another kind: untouched.
    const user = await t.db.selectFrom('users').select('mailing_opt_in').where('id', '=', follower.userId).executeTakeFirstOrThrow();
    expect(user.mailing_opt_in).toBe(1);
    // A token of another kind or user does not pass.
    const forged = link.pathname.replace('.team_live.', '.clip_ready.');
    expect((await t.app.inject({ method: 'POST', url: forged })).statusCode).toBe(404);
  });

  it("quiet hours on the viewer's clock: 'team_live' is skipped, a clip waits for their end, another zone is not held", async () => {
    const [game] = games;
    const queued: Array<{ payload: unknown; runAt: string | null }> = [];
    const queue = { enqueue: async (_name: string, payload: unknown, options: { runAt?: Date }) => void queued.push({ payload, runAt: options.runAt?.toISOString() ?? null }), define: () => {} } as unknown as JobQueue;
    // 21:30 UTC on 10 January: 22:30 in Paris (quiet from 22:00 to 07:00), 16:30 in Toronto.
    const service = createNotificationsService({
      repository: createNotificationsRepository(t.db),
      queue,
      mailer: { send: async () => 0 },
      push: createWebPushSender({ publicKey: '', privateKey: '', subject: 'mailto:test@example.test' }),
      channelById: async () => null,
      unsubscribeToken: () => 'x',
      allowHttpEndpoints: true,
      now: () => new Date('2026-01-10T21:30:00Z'),
    });
    const quiet = { start: '22:00', end: '07:00' };
    const kinds = { team_live: { push: true, email: false }, game_tomorrow: OFF, clip_ready: { push: true, email: false } };
    const paris = await fan(game!, preferences({ kinds, quiet_hours: quiet, time_zone: 'Europe/Paris' }));
    const toronto = await fan(game!, preferences({ kinds, quiet_hours: quiet, time_zone: 'America/Toronto' }));

    await service.eventWentLive(game!.eventId);
    expect(await deliveries(paris.userId)).toEqual([{ kind: 'team_live', subject_id: game!.eventId, status: 'skipped' }]);
    expect(await deliveries(toronto.userId)).toEqual([{ kind: 'team_live', subject_id: game!.eventId, status: 'pending' }]);

    const at = '2026-01-10T21:00:00.000Z';
    const clip = await t.db
      .insertInto('clips')
      .values({ channel_id: channelId, user_id: paris.userId, event_id: game!.eventId, event_media_id: 0, name: 'Buzzer beater', tags: '[]', start_time: 0, duration: 10, asset: 'a', asset_version: 'v', source: 'vod', status: 'ready', failure_reason: null, share_uuid: `u-${paris.userId}`, downloaded_at: null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await service.clipReady(clip.id)).toBe(true);
    expect(await service.clipReady(clip.id)).toBe(false);
    const [delivery] = await t.db.selectFrom('notification_deliveries').select(['id', 'send_at']).where('user_id', '=', paris.userId).where('kind', '=', 'clip_ready').execute();
    // 07:00 in Paris the next morning.
    expect(delivery!.send_at).toBe('2026-01-11T06:00:00.000Z');
    const torontoDelivery = await t.db.selectFrom('notification_deliveries').select('id').where('user_id', '=', toronto.userId).executeTakeFirstOrThrow();
    expect(queued).toEqual([
      { payload: { id: torontoDelivery.id }, runAt: null },
      { payload: { id: delivery!.id }, runAt: '2026-01-11T06:00:00.000Z' },
    ]);
  });

  it("games tomorrow on the viewer's calendar (not before 09:00 there) and lives by the clock are found by the chores' runs", async () => {
    const [game] = games;
    const event = await t.db.selectFrom('events').select(['event_utc_ts', 'end_utc_ts']).where('id', '=', game!.eventId).executeTakeFirstOrThrow();
    const start = new Date(event.event_utc_ts);
    let now = new Date(start.getTime() - 24 * 3_600_000);
    const queued: Array<{ payload: unknown; runAt: string | null }> = [];
    const queue = { enqueue: async (_name: string, payload: unknown, options: { runAt?: Date }) => void queued.push({ payload, runAt: options.runAt?.toISOString() ?? null }), define: () => {} } as unknown as JobQueue;
    const service = createNotificationsService({
      repository: createNotificationsRepository(t.db),
      queue,
      mailer: { send: async () => 0 },
      push: createWebPushSender({ publicKey: '', privateKey: '', subject: 'mailto:test@example.test' }),
      channelById: async () => null,
      unsubscribeToken: () => 'x',
      allowHttpEndpoints: true,
      now: () => now,
    });
    const viewer = await fan(game!, preferences({ kinds: { team_live: { push: true, email: false }, game_tomorrow: { push: false, email: true }, clip_ready: OFF }, time_zone: 'UTC' }));
    const bystander = await registerUser(t.app); // opted in, follows nothing
    await put(t, '/api/notifications/preferences', bystander.apiKey, preferences({ kinds: { team_live: OFF, game_tomorrow: { push: true, email: true }, clip_ready: OFF }, time_zone: 'UTC' }));

    await service.gamesTomorrow();
    await service.gamesTomorrow();
    const tomorrow = await t.db.selectFrom('notification_deliveries').select(['id', 'subject_id', 'send_at', 'status']).where('user_id', '=', viewer.userId).where('kind', '=', 'game_tomorrow').execute();
    expect(tomorrow.map((row) => row.subject_id)).toContain(game!.eventId);
    const nine = new Date(`${now.toISOString().slice(0, 10)}T09:00:00.000Z`);
    const expectedSend = (nine > now ? nine : now).toISOString();
    expect(tomorrow.find((row) => row.subject_id === game!.eventId)).toMatchObject({ status: 'pending', send_at: expectedSend });
    expect(new Set(tomorrow.map((row) => row.subject_id)).size).toBe(tomorrow.length);
    expect(await deliveries(bystander.userId)).toEqual([]);

    // One minute after the start, by the clock (the seeded event has no status override).
    expect(Date.parse(event.end_utc_ts)).toBeGreaterThan(start.getTime() + 60_000);
    now = new Date(start.getTime() + 60_000);
    await service.recentLives();
    await service.recentLives();
    expect((await deliveries(viewer.userId)).filter((row) => row.kind === 'team_live')).toEqual([{ kind: 'team_live', subject_id: game!.eventId, status: 'pending' }]);
  });
});

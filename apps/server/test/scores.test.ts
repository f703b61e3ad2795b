/**
 * The live score (modules/scores, docs/decisions/0082-live-score.md): the scorekeeper's actions and who may take them,
 * the history with its offsets into the video, the replay markers, the viewers' timeline, the score in the event
 * payloads, and the `event: score` messages of the live-state stream — on one instance and across two over Redis.
 */
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AdminScore, EventScore, ScoreTimeline } from '@ott/contracts/scores';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInOperator, type SignedInOperator } from './console-helpers';
import { RELAXED_AUTH_LIMITS } from './auth-helpers';
import { getApiKey } from './factories';
import { createTestApp, dialects, type TestApp } from './helper';
import { createLibraryAsset } from './library-fixtures';
import { onSseBlocks } from './sse-blocks';

const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;
const HEARD = { timeout: 3_000, interval: 10 };
const BASE = '/api/admin/channels/varsity/events';
/** The event started this long ago: its changes land about this far into the video. */
const STARTED_S = 600;

interface ScoreStream {
  scores: EventScore[];
  live: number;
  close(): void;
}

/** Opens the viewers' live-state stream of a channel and keeps its `event: score` messages. */
async function openScores(t: TestApp, channelKey: string): Promise<ScoreStream> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(`http://127.0.0.1:${port}/api/live_state?channel_key=${channelKey}`, resolve).on('error', reject);
  });
  expect(response.statusCode).toBe(200);
  const stream: ScoreStream = { scores: [], live: 0, close: () => response.destroy() };
  let opened!: () => void;
  const retrySent = new Promise<void>((resolve) => (opened = resolve));
  onSseBlocks(response, (block) => {
    if (block.startsWith('retry:')) opened();
    if (block.startsWith('event: live\n')) stream.live += 1;
    const data = /^event: score\ndata: (.*)$/.exec(block)?.[1];
    if (data) stream.scores.push(EventScore.parse(JSON.parse(data)));
  });
  await retrySent;
  return stream;
}

/** A public hockey event of varsity, Hawks-style teams home and away, started STARTED_S ago. */
async function createHockeyEvent(t: TestApp, editor: SignedInOperator, name: string): Promise<{ id: number; home: string; away: string }> {
  const channel = await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow();
  const hockey = await t.db.selectFrom('event_categories').select('id').where('channel_id', '=', channel.id).where('alias', '=', 'hockey').executeTakeFirstOrThrow();
  const teams = await t.db.selectFrom('participants').select(['id', 'name', 'short_name']).where('channel_id', '=', channel.id).orderBy('id').limit(2).execute();
  const created = await editor.inject('POST', BASE, {
    name,
    event_utc_ts: new Date(Date.now() - STARTED_S * 1000).toISOString(),
    end_utc_ts: new Date(Date.now() + 3_600_000).toISOString(),
    time_zone: 'America/Chicago',
    pricing_type: 'free',
    event_category_id: hockey.id,
    participants: [
      { id: teams[0]!.id, role: 'away' },
      { id: teams[1]!.id, role: 'home' },
    ],
  });
  expect(created.statusCode).toBe(201);
  return { id: created.json().data.id as number, away: teams[0]!.short_name || teams[0]!.name, home: teams[1]!.short_name || teams[1]!.name };
}

async function act(operator: SignedInOperator, eventId: number, body: Record<string, unknown>): Promise<AdminScore> {
  const response = await operator.inject('POST', `${BASE}/${eventId}/score/actions`, body);
  expect(response.statusCode, response.body).toBe(200);
  return AdminScore.parse(response.json().data);
}

describe.each(dialects)('live score (%s)', (dialect) => {
  let t: TestApp;
  let editor: SignedInOperator;
  let scorekeeper: SignedInOperator;
  let apiKey: string;
  const streams: ScoreStream[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    scorekeeper = await signInOperator(t.app, { role: 'scorekeeper', channelKey: 'varsity' });
    apiKey = (await getApiKey(t.app)).api_key;
  });
  afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
  afterAll(async () => t?.close());

  it('a scorekeeper keeps the score: +1, a correction, the period and the clock; each change is audited', async () => {
    const event = await createHockeyEvent(t, editor, 'Score Cup');
    const fresh = AdminScore.parse((await scorekeeper.inject('GET', `${BASE}/${event.id}/score`)).json().data);
    expect(fresh).toMatchObject({ event_name: 'Score Cup', home_name: event.home, away_name: event.away, recent: [] });
    expect(fresh.score).toMatchObject({ home: 0, away: 0, period: 1, regulation_periods: 3, period_label: '1st', clock: { running: false, seconds: 0, started_at: null } });

    expect((await act(scorekeeper, event.id, { action: 'home' })).score).toMatchObject({ home: 1, away: 0 });
    expect((await act(scorekeeper, event.id, { action: 'away' })).score).toMatchObject({ home: 1, away: 1 });
    expect((await act(editor, event.id, { action: 'away', delta: -1 })).score).toMatchObject({ home: 1, away: 0 });
    const below = await scorekeeper.inject('POST', `${BASE}/${event.id}/score/actions`, { action: 'away', delta: -1 });
    expect([below.statusCode, below.json().code]).toEqual([409, 'SCORE_BELOW_ZERO']);

    const started = await act(scorekeeper, event.id, { action: 'clock_start' });
    expect(started.score.clock.running).toBe(true);
    expect(Math.abs(Date.parse(started.score.clock.started_at!) - Date.now())).toBeLessThan(5_000);
    expect((await act(scorekeeper, event.id, { action: 'clock_set', seconds: 754 })).score.clock).toMatchObject({ running: true, seconds: 754 });
    const stopped = await act(scorekeeper, event.id, { action: 'clock_stop' });
    expect(stopped.score.clock).toMatchObject({ running: false, started_at: null });
    expect(stopped.score.clock.seconds).toBeGreaterThanOrEqual(754);
    expect(stopped.score.clock.seconds).toBeLessThan(760);

    const period = await act(scorekeeper, event.id, { action: 'next_period' });
    expect(period.score).toMatchObject({ home: 1, away: 0, period: 2, period_label: '2nd', clock: { running: false, seconds: 0 } });
    await act(scorekeeper, event.id, { action: 'next_period' });
    expect((await act(scorekeeper, event.id, { action: 'next_period' })).score).toMatchObject({ period: 4, period_label: 'OT' });

    const audit = await t.db.selectFrom('audit_log').select(['action', 'entity_type', 'entity_id', 'operator_id']).where('entity_id', '=', String(event.id)).where('action', 'like', 'score.%').orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['score.home', 'score.away', 'score.away', 'score.clock_start', 'score.clock_set', 'score.clock_stop', 'score.next_period', 'score.next_period', 'score.next_period']);
    expect(audit[0]).toMatchObject({ entity_type: 'event', operator_id: scorekeeper.operatorId });
  });

  it('undo takes back the last score or period change, and says when there is none', async () => {
    const event = await createHockeyEvent(t, editor, 'Undo Cup');
    const nothing = await scorekeeper.inject('POST', `${BASE}/${event.id}/score/actions`, { action: 'undo' });
    expect([nothing.statusCode, nothing.json().code, nothing.json().message]).toEqual([409, 'SCORE_NOTHING_TO_UNDO', 'There is no score change to undo']);
    await act(scorekeeper, event.id, { action: 'home' });
    await act(scorekeeper, event.id, { action: 'home' });
    await act(scorekeeper, event.id, { action: 'next_period' });
    expect((await act(scorekeeper, event.id, { action: 'undo' })).score).toMatchObject({ home: 2, away: 0, period: 1 });
    const undone = await act(scorekeeper, event.id, { action: 'undo' });
    expect(undone.score).toMatchObject({ home: 1, away: 0, period: 1 });
    expect(undone.recent.map((change) => [change.kind, change.home, change.away])).toEqual([['home', 1, 0]]);
  });

  it('analysts and support are refused; another channel’s event is not found', async () => {
    const event = await createHockeyEvent(t, editor, 'Refused Cup');
    for (const role of ['analyst', 'support'] as const) {
      const operator = await signInOperator(t.app, { role, channelKey: 'varsity' });
      const refused = await operator.inject('POST', `${BASE}/${event.id}/score/actions`, { action: 'home' });
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
      expect((await operator.inject('GET', `${BASE}/${event.id}/score`)).statusCode).toBe(403);
    }
    const otherChannel = await t.db.selectFrom('events as e').innerJoin('channels as c', 'c.id', 'e.channel_id').select('e.id').where('c.key', '=', 'universitaire').executeTakeFirstOrThrow();
    const admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
    const missing = await admin.inject('POST', `${BASE}/${otherChannel.id}/score/actions`, { action: 'home' });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'NOT_FOUND']);
    expect(await t.db.selectFrom('event_scores').select('event_id').where('event_id', '=', otherChannel.id).execute()).toEqual([]);
  });

  it('the history keeps each change’s offset into the video; the timeline, the payloads and the replay’s markers show it', async () => {
    const event = await createHockeyEvent(t, editor, 'Timeline Cup');
    const asset = await createLibraryAsset(t.app, t.db, { title: 'Timeline Cup replay' });
    await t.db.insertInto('event_media').values({ event_id: event.id, kind: 3, url: `/media/hls/vod/${asset.video}/master.m3u8`, created_at: new Date().toISOString() }).execute();
    await act(scorekeeper, event.id, { action: 'home' });
    await act(scorekeeper, event.id, { action: 'next_period' });
    await act(scorekeeper, event.id, { action: 'away' });

    const response = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/score/timeline?api_key=${apiKey}` });
    expect(response.statusCode).toBe(200);
    const timeline = ScoreTimeline.parse(response.json().data);
    expect(timeline.score).toMatchObject({ home: 1, away: 1, period: 2 });
    expect(timeline.changes.map(({ kind, delta, home, away, period, label }) => ({ kind, delta, home, away, period, label }))).toEqual([
      { kind: 'home', delta: 1, home: 1, away: 0, period: 1, label: `Goal – ${event.home}` },
      { kind: 'period', delta: 1, home: 1, away: 0, period: 2, label: 'Period 2' },
      { kind: 'away', delta: 1, home: 1, away: 1, period: 2, label: `Goal – ${event.away}` },
    ]);
    for (const change of timeline.changes) {
      expect(change.offset_s).toBeGreaterThanOrEqual(STARTED_S);
      expect(change.offset_s).toBeLessThan(STARTED_S + 30);
      expect(change.clip_start).toBe(Math.max(0, change.offset_s - 15));
    }

    const markers = await t.db.selectFrom('media_markers').select(['name', 'seconds']).where('asset_id', '=', asset.id).orderBy('id').execute();
    expect(markers.map((marker) => [marker.name, Number(marker.seconds)])).toEqual(timeline.changes.map((change) => [change.label, change.offset_s]));

    const payload = (await t.app.inject({ method: 'GET', url: `/api/events/${event.id}?api_key=${apiKey}` })).json().data;
    expect(payload.score).toMatchObject({ event_id: event.id, home: 1, away: 1, period: 2, period_label: '2nd', regulation_periods: 3 });
    expect(payload.media.find((media: { kind: number }) => media.kind === 3).markers.map((marker: { name: string }) => marker.name)).toEqual([`Goal – ${event.home}`, 'Period 2', `Goal – ${event.away}`]);
    const list = (await t.app.inject({ method: 'GET', url: `/api/events?api_key=${apiKey}&limit=100&stream_status=live` })).json().data as Array<{ id: number; score?: unknown }>;
    expect(list.find((item) => item.id === event.id)?.score).toMatchObject({ home: 1, away: 1 });

    // Undo drops the last change's marker too.
    await act(scorekeeper, event.id, { action: 'undo' });
    expect((await t.db.selectFrom('media_markers').select('name').where('asset_id', '=', asset.id).execute()).map((marker) => marker.name)).toEqual([`Goal – ${event.home}`, 'Period 2']);

    // A hidden event's timeline is not found, nor another channel's.
    const other = await getApiKey(t.app, 'universitaire');
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/score/timeline?api_key=${other.api_key}` })).statusCode).toBe(404);
  }, 60_000);

  it("the live-state stream carries each score change to the channel's viewers as `event: score`, and another channel's nothing", async () => {
    const event = await createHockeyEvent(t, editor, 'Stream Cup');
    const varsity = await openScores(t, 'varsity');
    const other = await openScores(t, 'universitaire');
    streams.push(varsity, other);
    await act(scorekeeper, event.id, { action: 'home' });
    await act(scorekeeper, event.id, { action: 'clock_start' });
    const ofEvent = (stream: ScoreStream) => stream.scores.filter((score) => score.event_id === event.id);
    await expect.poll(() => ofEvent(varsity).length, HEARD).toBe(2);
    expect(ofEvent(varsity).map(({ event_id, home, away, clock }) => ({ event_id, home, away, running: clock.running }))).toEqual([
      { event_id: event.id, home: 1, away: 0, running: false },
      { event_id: event.id, home: 1, away: 0, running: true },
    ]);
    expect([varsity.live, other.scores, other.live]).toEqual([0, [], 0]);

    // A stream opening later is told the current score at once: a change made before it connected is not missed.
    const late = await openScores(t, 'varsity');
    streams.push(late);
    await expect.poll(() => ofEvent(late).length, HEARD).toBe(1);
    expect(ofEvent(late)[0]).toMatchObject({ event_id: event.id, home: 1, away: 0, clock: { running: true } });
    // A score kept long ago (a game over) is not sent.
    await t.db.updateTable('event_scores').set({ updated_at: new Date(Date.now() - 7 * 3_600_000).toISOString() }).where('event_id', '=', event.id).execute();
    const next = await openScores(t, 'varsity');
    streams.push(next);
    const marker = await createHockeyEvent(t, editor, 'Stream Cup 2');
    await act(scorekeeper, marker.id, { action: 'away' });
    await expect.poll(() => next.scores.some((score) => score.event_id === marker.id), HEARD).toBe(true);
    expect(ofEvent(next)).toEqual([]);
  });
});

describe.runIf(redisUrl).each(dialects)('live score across two instances on one %s database and one Redis', (dialect) => {
  let a: TestApp;
  let b: TestApp;
  const streams: ScoreStream[] = [];

  beforeAll(async () => {
    a = await createTestApp(dialect, { env: { ...RELAXED_AUTH_LIMITS, REDIS_URL: redisUrl ?? '' } });
    b = await createTestApp(dialect, { env: { ...RELAXED_AUTH_LIMITS, REDIS_URL: redisUrl ?? '', JOB_WORKER: 'external' }, sameDatabaseAs: a });
  });
  afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a score change made on A reaches a viewer on B within a second, once', async () => {
    const editor = await signInOperator(a.app, { role: 'editor', channelKey: 'varsity' });
    const event = await createHockeyEvent(a, editor, 'Bus Score Cup');
    const onB = await openScores(b, 'varsity');
    streams.push(onB);
    const sent = Date.now();
    await act(editor, event.id, { action: 'away' });
    const ofEvent = () => onB.scores.filter((score) => score.event_id === event.id);
    await expect.poll(() => ofEvent().length, { timeout: 1_000, interval: 10 }).toBe(1);
    expect(Date.now() - sent).toBeLessThan(1_000);
    expect(ofEvent()[0]).toMatchObject({ event_id: event.id, home: 0, away: 1, period: 1 });
    // The event payloads on B carry it too (the channel's cached lists were dropped on every instance).
    const apiKey = (await getApiKey(b.app)).api_key;
    await expect.poll(async () => (await b.app.inject({ method: 'GET', url: `/api/events/${event.id}?api_key=${apiKey}` })).json().data.score?.away, HEARD).toBe(1);
  });
});

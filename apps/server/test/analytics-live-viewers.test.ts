import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WATCHING_WINDOW_MS } from '../src/modules/analytics/analytics.admin-service';
import { newSession, post } from './analytics-helpers';
import { signInOperator } from './console-helpers';
import { createTestApp, dialects, type TestApp } from './helper';

const LIVE = '/api/admin/channels/varsity/analytics/live';
const PLAYERS = 6;
/** The promise: the console's figure is right within 10 s of the players starting. */
const REALITY_MS = 10_000;
const testRedisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

/** A viewer's player on live event 1: its start (play request, first frame), then a heartbeat per 30 s of play. */
function player(t: TestApp) {
  const view = { session: newSession(), video_view_uuid: randomUUID(), stream_id: 1, stream_type: 'live' };
  return {
    start: () => post(t, 'video/event', [{ ...view, event: 'play_request', extras: { position: 0 } }, { ...view, event: 'first_frame', extras: { position: 0, startup_ms: 640 } }]),
    heartbeat: () => post(t, 'video/viewing', { ...view, viewing_time: 30, sport: 'Hockey' }),
  };
}

/** Heartbeats and an ad before the live: the ad's viewer is not yet the live's (views leave prerolls out). */
const preroll = (t: TestApp) => post(t, 'video/event', { session: newSession(), video_view_uuid: randomUUID(), stream_id: 1, stream_type: 'preroll', event: 'first_frame', extras: { startup_ms: 500 } });

const setups = dialects.flatMap((dialect) => [{ dialect, redis: false }, ...(testRedisUrl ? [{ dialect, redis: true }] : [])]);

describe.each(setups)('live concurrent viewers in the console ($dialect, Redis buffer: $redis)', ({ dialect, redis }) => {
  let t: TestApp;
  let live: () => Promise<{ events: { stream_id: string; viewers: number }[] }>;
  beforeAll(async () => {
    t = await createTestApp(dialect, redis && testRedisUrl ? { env: { REDIS_URL: testRedisUrl } } : {});
    const analyst = await signInOperator(t.app, { role: 'analyst' });
    live = async () => (await analyst.inject('GET', LIVE)).json().data;
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  const viewersOfEvent = async () => (await live()).events.find((event) => event.stream_id === '1')?.viewers ?? 0;
  /** Answered reports are durable; with REDIS_URL they reach the tables a moment later, as the stream's reader writes them. */
  const written = () => vi.waitFor(async () => expect(await t.app.analyticsBuffer.depth()).toBe(0), { timeout: 5_000, interval: 20 });

  it(`counts N players within ${REALITY_MS / 1000} s of their start, holds while they heartbeat, and lets them go ${WATCHING_WINDOW_MS / 1000} s after they stop`, async () => {
    // The clock moves on by itself and the test jumps it forward to the players' next heartbeats.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const players = Array.from({ length: PLAYERS }, () => player(t));
    expect(await viewersOfEvent()).toBe(0);

    const started = performance.now();
    expect((await Promise.all(players.map((p) => p.start()))).map((response) => response.statusCode)).toEqual(players.map(() => 200));
    await preroll(t);
    await vi.waitFor(async () => expect(await viewersOfEvent()).toBe(PLAYERS), { timeout: REALITY_MS, interval: 100 });
    const reached = performance.now() - started;
    expect(reached).toBeLessThan(REALITY_MS);

    // Thirty seconds of play later, and again: each heartbeat keeps its player counted, never twice.
    for (const round of [1, 2]) {
      vi.setSystemTime(Date.now() + 30_000);
      await Promise.all(players.map((p) => p.heartbeat()));
      await written();
      expect(await viewersOfEvent(), `round ${round}`).toBe(PLAYERS);
    }

    // Two players stop; the others go on. A stopped player is counted until the window after its last report ends.
    const [, , ...goingOn] = players;
    vi.setSystemTime(Date.now() + 30_000);
    await Promise.all(goingOn.map((p) => p.heartbeat()));
    await written();
    vi.setSystemTime(Date.now() + WATCHING_WINDOW_MS - 30_000 - 2_000);
    expect(await viewersOfEvent()).toBe(PLAYERS);
    vi.setSystemTime(Date.now() + 4_000);
    expect(await viewersOfEvent()).toBe(PLAYERS - 2);

    // All stop: nobody is watching once the window after their last heartbeat has passed.
    vi.setSystemTime(Date.now() + 30_000);
    expect(await viewersOfEvent()).toBe(0);
    expect((await live()).events).toEqual([]);
    console.info(`live viewers: ${PLAYERS} players counted ${Math.round(reached)} ms after their start (${dialect}${redis ? ', Redis buffer' : ''})`);
  });
});

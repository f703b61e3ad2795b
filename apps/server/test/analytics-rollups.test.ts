import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMinute } from '../src/modules/analytics/rollups/analytics-rollups.module';
import { ANALYTICS_ROLLUP_JOB, runRollup } from '../src/modules/analytics/rollups/rollup-job';
import { createRollupsRepository } from '../src/modules/analytics/rollups/rollups.repository';
import { channelIds, generateRaw, halves, insertRaw, rollupSnapshot } from './analytics-rollups-data';
import { createTestApp, dialects, type TestApp } from './helper';

const DAYS = ['2026-11-20', '2026-11-21', '2026-11-22'];
const NOW = new Date('2026-11-23T12:00:00Z');

/** The figures recounted straight from the raw rows with SQL, the way an analyst would check them. */
async function recount(t: TestApp) {
  const daily = await t.db
    .selectFrom('analytics_video_events')
    .select(['channel_id', 'day', sql<number>`count(distinct video_view_uuid)`.as('views'), sql<number>`count(distinct session)`.as('viewers')])
    .groupBy(['channel_id', 'day'])
    .orderBy('channel_id')
    .orderBy('day')
    .execute();
  const watch = await t.db.selectFrom('analytics_viewings').select(['channel_id', 'day', sql<number>`sum(viewing_time)`.as('seconds')]).groupBy(['channel_id', 'day']).execute();
  const perEvent = await t.db
    .selectFrom('analytics_video_events')
    .select([
      'channel_id',
      'day',
      'stream_id',
      sql<number>`count(distinct video_view_uuid)`.as('views'),
      sql<number>`count(distinct session)`.as('viewers'),
      sql<number>`sum(case when event = 'rebuffer_start' then 1 else 0 end)`.as('rebuffers'),
      sql<number>`sum(case when event = 'rendition_change' then 1 else 0 end)`.as('switches'),
      sql<number>`count(distinct case when event = 'error' and error_fatal = 1 then video_view_uuid end)`.as('error_views'),
      sql<number>`coalesce(sum(rebuffer_ms), 0)`.as('rebuffer_ms'),
    ])
    .groupBy(['channel_id', 'day', 'stream_id'])
    .orderBy('channel_id')
    .orderBy('day')
    .orderBy('stream_id')
    .execute();
  const minutes = await sql<{ channel_id: number; minute: string; stream_id: string; viewers: number }>`select channel_id, substr(received_at, 1, 16) as minute, stream_id,
      count(distinct video_view_uuid) as viewers from (select channel_id, received_at, stream_id, video_view_uuid from analytics_video_events
      union all select channel_id, received_at, stream_id, video_view_uuid from analytics_viewings) all_rows group by channel_id, substr(received_at, 1, 16), stream_id`.execute(t.db);
  const sessions = await sql<{ channel_id: number; day: string; n: number }>`select channel_id, day, count(distinct session) as n from (
      select channel_id, day, session from analytics_sessions union all select channel_id, day, session from analytics_video_events
      union all select channel_id, day, session from analytics_viewings) all_rows group by channel_id, day`.execute(t.db);
  return { daily, watch, perEvent, minutes: minutes.rows, sessions: sessions.rows };
}

describe.each(dialects)('analytics rollups (%s)', (dialect) => {
  let t: TestApp;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ids = await channelIds(t);
  });
  afterAll(async () => t.close());

  const clear = async () => {
    for (const table of ['analytics_sessions', 'analytics_events', 'analytics_video_events', 'analytics_viewings', 'analytics_daily', 'analytics_event_daily', 'analytics_event_minutes', 'analytics_rollup_watermarks'] as const) await t.db.deleteFrom(table).execute();
  };

  it('equal a recount from the raw rows on a generated data set', async () => {
    await clear();
    const set = generateRaw(ids.slice(0, 2), DAYS, 300, 16);
    await insertRaw(t, set);
    expect(await runRollup(createRollupsRepository(t.db), NOW)).toBe(6);
    const raw = await recount(t);
    const rollup = await rollupSnapshot(t);

    expect(rollup.daily.map((row) => [row.channel_id, row.day, row.views, row.unique_viewers])).toEqual(raw.daily.map((row) => [row.channel_id, row.day, Number(row.views), Number(row.viewers)]));
    for (const row of raw.watch) expect(rollup.daily.find((d) => d.channel_id === row.channel_id && d.day === row.day)?.watch_seconds).toBeCloseTo(Number(row.seconds), 6);
    for (const row of raw.sessions) expect(rollup.daily.find((d) => d.channel_id === row.channel_id && d.day === row.day)?.sessions).toBe(Number(row.n));
    expect(rollup.events.map((row) => [row.channel_id, row.day, row.stream_id, row.views, row.unique_viewers, row.rebuffer_count, row.rendition_switches, row.error_views])).toEqual(
      raw.perEvent.map((row) => [row.channel_id, row.day, row.stream_id, Number(row.views), Number(row.viewers), Number(row.rebuffers), Number(row.switches), Number(row.error_views)]),
    );
    for (const row of raw.perEvent) expect(rollup.events.find((e) => e.channel_id === row.channel_id && e.day === row.day && e.stream_id === row.stream_id)?.rebuffer_ms).toBeCloseTo(Number(row.rebuffer_ms), 6);
    expect(rollup.minutes.length).toBeGreaterThan(0);
    for (const row of raw.minutes) expect(rollup.minutes.find((m) => m.channel_id === row.channel_id && m.minute === row.minute && m.stream_id === row.stream_id)?.viewers).toBe(Number(row.viewers));

    // Startup percentiles: every view's first startup time, nearest rank.
    for (const event of rollup.events) {
      const samples = set.videoEvents.filter((e) => e.channel_id === event.channel_id && e.day === event.day && e.stream_id === event.stream_id && e.startup_ms !== null).map((e) => Number(e.startup_ms)).sort((a, b) => a - b);
      expect(JSON.parse(String(event.startup_samples))).toEqual(samples);
      expect(event.startup_p50_ms).toBe(samples.length ? samples[Math.ceil(samples.length * 0.5) - 1] : null);
      expect(event.startup_p95_ms).toBe(samples.length ? samples[Math.ceil(samples.length * 0.95) - 1] : null);
    }
    const devices = rollup.daily.reduce((total, row) => total + Object.values(JSON.parse(String(row.by_device)) as Record<string, number>).reduce((a, b) => a + b, 0), 0);
    expect(devices).toBe(raw.daily.reduce((total, row) => total + Number(row.views), 0));
  });

  it('give the same from two runs with new rows in between as from one run over all, and a rerun changes nothing', async () => {
    await clear();
    const [first, second] = halves(generateRaw(ids.slice(0, 2), DAYS, 200, 7));
    const repository = createRollupsRepository(t.db);
    await insertRaw(t, first);
    await runRollup(repository, NOW);
    await insertRaw(t, second);
    await runRollup(repository, NOW);
    const incremental = await rollupSnapshot(t);
    expect(await runRollup(repository, NOW)).toBe(0);
    expect(await rollupSnapshot(t)).toEqual(incremental);

    for (const table of ['analytics_daily', 'analytics_event_daily', 'analytics_event_minutes', 'analytics_rollup_watermarks'] as const) await t.db.deleteFrom(table).execute();
    await runRollup(repository, NOW);
    expect(await rollupSnapshot(t)).toEqual(incremental);
  });

  it('read only channel-days with new rows, and look again at rows not yet settled', async () => {
    await clear();
    const repository = createRollupsRepository(t.db);
    await insertRaw(t, generateRaw(ids.slice(0, 1), ['2026-11-20'], 10, 3));
    expect(await runRollup(repository, NOW)).toBe(1);
    await insertRaw(t, generateRaw(ids.slice(0, 1), ['2026-11-21'], 5, 4));
    expect(await runRollup(repository, NOW)).toBe(1);
    // Rows received within the settle time are folded in, but the watermark stays before them.
    const fresh = generateRaw(ids.slice(0, 1), ['2026-11-23'], 3, 5);
    for (const rows of [fresh.sessions, fresh.videoEvents, fresh.viewings]) for (const row of rows) row.received_at = '2026-11-23T11:59:50.000Z';
    await insertRaw(t, fresh);
    expect(await runRollup(repository, NOW)).toBe(1);
    expect(await runRollup(repository, NOW)).toBe(1);
    expect(await runRollup(repository, new Date(NOW.getTime() + 60_000))).toBe(1);
    expect(await runRollup(repository, new Date(NOW.getTime() + 60_000))).toBe(0);
  });

  it('leave prerolls out of the event\'s views, watch time and startup', async () => {
    await clear();
    const set = generateRaw(ids.slice(0, 1), ['2026-11-20'], 1, 30);
    const ad = generateRaw(ids.slice(0, 1), ['2026-11-20'], 1, 31);
    for (const row of [...ad.videoEvents, ...ad.viewings]) Object.assign(row, { stream_id: set.videoEvents[0]!.stream_id, stream_type: 'preroll' });
    await insertRaw(t, set);
    await insertRaw(t, ad);
    await runRollup(createRollupsRepository(t.db), NOW);
    const rollup = await rollupSnapshot(t);
    const watched = set.viewings.reduce((total, row) => total + Number(row.viewing_time), 0);
    expect(rollup.events).toHaveLength(1);
    expect(rollup.events[0]).toMatchObject({ views: 1, stream_type: 'replay', watch_seconds: watched });
    expect(rollup.daily[0]).toMatchObject({ views: 1, sessions: 2 });
  });

  it('retention deletes raw rows past the limit only; rollups stay', async () => {
    await clear();
    const repository = createRollupsRepository(t.db);
    await insertRaw(t, generateRaw(ids.slice(0, 1), ['2026-08-01'], 10, 9));
    await insertRaw(t, generateRaw(ids.slice(0, 1), ['2026-11-22'], 10, 10));
    await runRollup(repository, NOW);
    const before = await rollupSnapshot(t);
    const oldRaw = await t.db.selectFrom('analytics_video_events').select(sql<number>`count(*)`.as('n')).where('day', '=', '2026-08-01').executeTakeFirstOrThrow();
    expect(Number(oldRaw.n)).toBeGreaterThan(0);

    const deleted = await repository.deleteRawBefore('2026-08-25T00:00:00.000Z');
    expect(deleted).toBeGreaterThan(Number(oldRaw.n));
    for (const table of ['analytics_sessions', 'analytics_video_events', 'analytics_viewings'] as const) {
      const days = await t.db.selectFrom(table).select('day').distinct().execute();
      expect(days.map((row) => row.day)).toEqual(['2026-11-22']);
    }
    expect(await rollupSnapshot(t)).toEqual(before);
    expect(before.daily.map((row) => row.day)).toEqual(['2026-08-01', '2026-11-22']);
  });
});

describe.each(dialects)('analytics rollup schedule (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('enqueues one run per minute however often an instance asks, and the run folds rows in', async () => {
    const ids = await channelIds(t);
    await insertRaw(t, generateRaw(ids.slice(0, 1), ['2026-11-20'], 5, 21));
    await enqueueMinute(t.app.queue, '2026-11-25T20:28');
    await enqueueMinute(t.app.queue, '2026-11-25T20:28');
    await t.app.startBackgroundTasks();
    await t.app.queue.drain({ timeoutMs: 20_000 });
    const runs = await t.db.selectFrom('jobs').select('id').where('name', '=', ANALYTICS_ROLLUP_JOB.name).execute();
    expect(runs).toHaveLength(1);
    expect((await rollupSnapshot(t)).daily).toHaveLength(1);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zonedDate } from '../src/lib/zoned-time';
import { runRollup } from '../src/modules/analytics/rollups/rollup-job';
import { createRollupsRepository } from '../src/modules/analytics/rollups/rollups.repository';
import { post, varsityId, videoEvent } from './analytics-helpers';
import { rollupSnapshot } from './analytics-rollups-data';
import { signInOperator } from './console-helpers';
import { createTestApp, dialects, type TestApp } from './helper';

const BASE = '/api/admin/channels/varsity/analytics';

/** A heartbeat of one view on the channel's `day`, received at `at` (UTC). */
const heartbeat = (channel_id: number, day: string, at: string) => ({
  row_id: randomUUID(),
  channel_id,
  day,
  received_at: at,
  session: randomUUID(),
  ip: null,
  video_view_uuid: randomUUID(),
  stream_id: '1',
  stream_type: 'live',
  device_type: null,
  platform: null,
  viewing_time: 30,
  category: null,
  sport: null,
  gender: null,
  school: null,
  league: null,
});

describe.each(dialects)("analytics on the channel's days (%s)", (dialect) => {
  let t: TestApp;
  let analyst: Awaited<ReturnType<typeof signInOperator>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    analyst = await signInOperator(t.app, { role: 'analyst' });
  });
  afterAll(async () => t.close());

  it("rolls up a Chicago evening (past midnight UTC) on its Chicago day, again and again, keeping the next day's minutes", async () => {
    const channelId = await varsityId(t);
    const repository = createRollupsRepository(t.db);
    const insert = (rows: ReturnType<typeof heartbeat>[]) => t.db.insertInto('analytics_viewings').values(rows).execute();
    const minutes = async () => (await rollupSnapshot(t)).minutes.map((row) => [row.minute, row.viewers]);
    const at = new Date('2026-11-21T12:00:00Z');
    // 7 pm on Nov 20 in Chicago is 01:00 UTC on the 21st; 10:00 UTC on the 21st is the 21st there too.
    await insert([heartbeat(channelId, '2026-11-20', '2026-11-21T01:00:10.000Z'), heartbeat(channelId, '2026-11-21', '2026-11-21T10:00:10.000Z')]);
    await runRollup(repository, at);
    expect(await minutes()).toEqual([['2026-11-21T01:00', 1], ['2026-11-21T10:00', 1]]);
    // A late heartbeat of the 20th in the same minute: the 20th is rolled up again and its minute replaced.
    await insert([heartbeat(channelId, '2026-11-20', '2026-11-21T01:00:40.000Z')]);
    await runRollup(repository, at);
    expect(await minutes()).toEqual([['2026-11-21T01:00', 2], ['2026-11-21T10:00', 1]]);
    // And one of the 21st: rolling the 21st up again leaves the 20th's minute past UTC midnight alone.
    await insert([heartbeat(channelId, '2026-11-21', '2026-11-21T10:00:50.000Z')]);
    await runRollup(repository, at);
    expect(await minutes()).toEqual([['2026-11-21T01:00', 2], ['2026-11-21T10:00', 2]]);
    expect((await rollupSnapshot(t)).daily.map((row) => [row.day, row.views])).toEqual([['2026-11-20', 2], ['2026-11-21', 2]]);
  });

  it("files a view received now on the channel's date, which the console's default range ends on and names", async () => {
    // A zone whose date is not UTC's right now: 14 hours ahead from 10:00 UTC, else 11 behind (before 11:00 UTC).
    const zone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    for (const table of ['analytics_viewings', 'analytics_daily', 'analytics_event_daily', 'analytics_event_minutes'] as const) await t.db.deleteFrom(table).execute();
    await t.db.updateTable('channels').set({ time_zone: zone }).where('key', '=', 'varsity').execute();
    const admin = await signInOperator(t.app, { role: 'admin' });
    // Any console change of the channel reloads the directory the ingestion reads.
    expect((await admin.inject('PATCH', '/api/admin/channels/varsity', { time_zone: zone })).statusCode).toBe(200);
    expect((await post(t, 'video/event', videoEvent({ stream_id: 1 }))).statusCode).toBe(200);
    const row = await t.db.selectFrom('analytics_video_events').select(['day', 'received_at']).executeTakeFirstOrThrow();
    const local = zonedDate(zone, new Date(row.received_at));
    expect(row.day).toBe(local);
    expect(local).not.toBe(row.received_at.slice(0, 10));
    await runRollup(createRollupsRepository(t.db), new Date(Date.now() + 60_000));

    const overview = (await analyst.inject('GET', `${BASE}/overview`)).json().data;
    expect(overview.range).toEqual({ from: addDays(local, -29), to: local, time_zone: zone });
    expect(overview.daily).toEqual([{ day: local, views: 1, unique_viewers: 1, watch_minutes: 0 }]);
  });
});

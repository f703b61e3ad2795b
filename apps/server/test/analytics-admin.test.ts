import { ADMIN_ANALYTICS_MESSAGES } from '@ott/contracts/admin-analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRollup } from '../src/modules/analytics/rollups/rollup-job';
import { createRollupsRepository } from '../src/modules/analytics/rollups/rollups.repository';
import { varsityId } from './analytics-helpers';
import { signInOperator } from './console-helpers';
import { createTestApp, dialects, type TestApp } from './helper';

const BASE = '/api/admin/channels/varsity/analytics';
const RANGE = '?from=2026-11-20&to=2026-11-21';

/** Two views of event 1 on 2026-11-20 (one with a fatal error, startups 1 s and 5 s), one of a clip on the 21st. */
async function seedViews(t: TestApp) {
  const channel_id = await varsityId(t);
  const row = (id: string, day: string, time: string) => ({ row_id: id, channel_id, day, received_at: `${day}T${time}.000Z`, ip: null });
  const event = (id: string, view: string, session: string, stream: string, day: string, event: string, extra: object = {}) => ({
    ...row(id, day, '10:00:00'),
    session,
    video_view_uuid: view,
    stream_id: stream,
    stream_type: 'replay',
    device_type: 'phone',
    platform: 'ios',
    event,
    startup_ms: null,
    bitrate: null,
    error_type: null,
    error_fatal: null,
    position: null,
    rebuffer_ms: null,
    extras: null,
    ...extra,
  });
  await t.db
    .insertInto('analytics_video_events')
    .values([
      event('e1', 'view-aaaa-1', 'session-a', '1', '2026-11-20', 'first_frame', { startup_ms: 1000 }),
      event('e2', 'view-aaaa-2', 'session-b', '1', '2026-11-20', 'first_frame', { startup_ms: 5000, device_type: 'desktop', platform: 'web' }),
      event('e3', 'view-aaaa-2', 'session-b', '1', '2026-11-20', 'error', { error_type: 'networkError', error_fatal: 1 }),
      event('e4', 'view-aaaa-3', 'session-a', 'clip-9', '2026-11-21', 'first_frame', { startup_ms: 800 }),
    ])
    .execute();
  const viewing = (id: string, view: string, stream: string, day: string, seconds: number) => ({ ...row(id, day, '10:00:30'), session: null, video_view_uuid: view, stream_id: stream, stream_type: 'replay', device_type: null, platform: null, viewing_time: seconds, category: null, sport: null, gender: null, school: null, league: null });
  await t.db.insertInto('analytics_viewings').values([viewing('v1', 'view-aaaa-1', '1', '2026-11-20', 30), viewing('v2', 'view-aaaa-1', '1', '2026-11-20', 30), viewing('v3', 'view-aaaa-2', '1', '2026-11-20', 60), viewing('v4', 'view-aaaa-3', 'clip-9', '2026-11-21', 6)]).execute();
  await runRollup(createRollupsRepository(t.db), new Date('2026-11-22T00:00:00Z'));
}

describe.each(dialects)('console analytics routes (%s)', (dialect) => {
  let t: TestApp;
  let analyst: Awaited<ReturnType<typeof signInOperator>>;
  let eventName: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    analyst = await signInOperator(t.app, { role: 'analyst' });
    await seedViews(t);
    eventName = (await t.db.selectFrom('events').select('name').where('id', '=', 1).executeTakeFirstOrThrow()).name;
  });
  afterAll(async () => t.close());

  it('admits owners, admins and analysts, not editors or support', async () => {
    for (const role of ['owner', 'admin', 'analyst'] as const) expect((await (await signInOperator(t.app, { role })).inject('GET', `${BASE}/overview`)).statusCode).toBe(200);
    for (const role of ['editor', 'support'] as const) {
      const response = await (await signInOperator(t.app, { role })).inject('GET', `${BASE}/overview`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Your role does not allow this');
    }
  });

  it('answers the overview: totals and the daily series', async () => {
    const response = await analyst.inject('GET', `${BASE}/overview${RANGE}`);
    // session-a watched on both days: one viewer over the range (exactly or by sketch, depending on the date the test
    // runs: test/analytics-unique-viewers.test.ts pins both ways down).
    expect(response.json().data).toEqual({
      range: { from: '2026-11-20', to: '2026-11-21', time_zone: 'America/Toronto' },
      totals: { sessions: 3, views: 3, unique_viewers: 2, watch_minutes: 2.1, avg_view_seconds: 42 },
      unique_viewers_count: expect.objectContaining({ method: expect.stringMatching(/^(exact|estimate)$/) }),
      daily: [
        { day: '2026-11-20', views: 2, unique_viewers: 2, watch_minutes: 2 },
        { day: '2026-11-21', views: 1, unique_viewers: 1, watch_minutes: 0.1 },
      ],
    });
  });

  it('answers top events with their names, QoE per event and the device split', async () => {
    const top = (await analyst.inject('GET', `${BASE}/events${RANGE}`)).json().data.events;
    expect(top[0]).toEqual({ stream_id: '1', title: eventName, stream_type: 'replay', views: 2, unique_viewers: 2, watch_minutes: 2, avg_view_seconds: 60 });
    expect(top[1]).toMatchObject({ stream_id: 'clip-9', title: null, views: 1 });
    const qoe = (await analyst.inject('GET', `${BASE}/qoe${RANGE}`)).json().data.events;
    expect(qoe[0]).toMatchObject({ stream_id: '1', startup_p50_ms: 1000, startup_p95_ms: 5000, error_views: 1, error_rate: 0.5, rebuffer_ratio: 0 });
    const split = (await analyst.inject('GET', `${BASE}/devices${RANGE}`)).json().data;
    expect(split.devices).toEqual([{ name: 'phone', views: 2 }, { name: 'desktop', views: 1 }]);
    expect(split.platforms).toEqual([{ name: 'ios', views: 2 }, { name: 'web', views: 1 }]);
  });

  it('serves every table as CSV', async () => {
    const daily = await analyst.inject('GET', `${BASE}/overview${RANGE}&format=csv`);
    expect(daily.statusCode).toBe(200);
    expect(daily.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(daily.headers['content-disposition']).toBe('attachment; filename="analytics-daily.csv"');
    expect(daily.body).toBe('day,views,unique_viewers,watch_minutes\r\n2026-11-20,2,2,2\r\n2026-11-21,1,1,0.1\r\n');
    const events = await analyst.inject('GET', `${BASE}/events${RANGE}&format=csv`);
    expect(events.body.split('\r\n')[1]).toBe(`1,${eventName.includes(',') ? `"${eventName}"` : eventName},replay,2,2,2,60`);
    expect((await analyst.inject('GET', `${BASE}/qoe${RANGE}&format=csv`)).body.split('\r\n')[0]).toBe('stream_id,title,views,startup_p50_ms,startup_p95_ms,programme_startup_p50_ms,programme_startup_p95_ms,rebuffer_count,rebuffer_ratio,avg_bitrate,rendition_switches,error_views,error_rate');
    expect((await analyst.inject('GET', `${BASE}/devices${RANGE}&format=csv`)).body).toBe('kind,name,views\r\ndevice,phone,2\r\ndevice,desktop,1\r\nplatform,ios,2\r\nplatform,web,1\r\n');
  });

  it('refuses bad ranges with per-field messages', async () => {
    const bad = await analyst.inject('GET', `${BASE}/overview?from=20-11-2026`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.from).toEqual([ADMIN_ANALYTICS_MESSAGES.dayFormat]);
    const reversed = await analyst.inject('GET', `${BASE}/overview?from=2026-11-21&to=2026-11-20`);
    expect(reversed.json().errors.to).toEqual([ADMIN_ANALYTICS_MESSAGES.rangeOrder]);
    const long = await analyst.inject('GET', `${BASE}/overview?from=2024-01-01&to=2026-11-20`);
    expect(long.json().errors.from).toEqual([ADMIN_ANALYTICS_MESSAGES.rangeTooLong]);
  });

  it('answers the last 60 minutes of concurrent viewers from the minute rollup (who watches now: analytics-live-viewers.test.ts)', async () => {
    const channel_id = await varsityId(t);
    const minute = new Date().toISOString().slice(0, 16);
    await t.db.insertInto('analytics_event_minutes').values({ channel_id, minute, stream_id: '1', viewers: 4 }).execute();
    const live = (await analyst.inject('GET', `${BASE}/live`)).json().data;
    expect(live.events).toEqual([]);
    expect(live.series).toHaveLength(60);
    expect(live.series.at(-1)).toEqual({ minute, viewers: 4 });
    expect(live.series[0].viewers).toBe(0);
  });

  it('queues a rollup run on "refresh now"', async () => {
    const response = await analyst.inject('POST', `${BASE}/refresh`);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { queued: true } });
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hllErrorBound } from '../src/lib/hyperloglog';
import { addDays, zonedDate } from '../src/lib/zoned-time';
import { runRollup } from '../src/modules/analytics/rollups/rollup-job';
import { createRollupsRepository } from '../src/modules/analytics/rollups/rollups.repository';
import { varsityId } from './analytics-helpers';
import { signInOperator } from './console-helpers';
import { createTestApp, dialects, type TestApp } from './helper';

const BASE = '/api/admin/channels/varsity/analytics';

/** A first_frame of one view by `session` (null: a view without a session, its own viewer) of event 1 on `day`. */
const view = (channel_id: number, day: string, session: string | null) => ({
  row_id: randomUUID(),
  channel_id,
  day,
  received_at: `${day}T15:00:00.000Z`,
  session,
  ip: null,
  video_view_uuid: randomUUID(),
  stream_id: '1',
  stream_type: 'replay',
  device_type: null,
  platform: null,
  event: 'first_frame',
  startup_ms: 900,
  bitrate: null,
  error_type: null,
  error_fatal: null,
  position: null,
  rebuffer_ms: null,
  extras: null,
});

async function insertViews(t: TestApp, rows: ReturnType<typeof view>[]) {
  for (let at = 0; at < rows.length; at += 200) await t.db.insertInto('analytics_video_events').values(rows.slice(at, at + 200)).execute();
  await runRollup(createRollupsRepository(t.db), new Date(Date.now() + 60_000));
}

const sessions = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

describe.each(dialects)('unique viewers over a range (%s)', (dialect) => {
  describe('while the raw rows are kept', () => {
    let t: TestApp;
    let analyst: Awaited<ReturnType<typeof signInOperator>>;
    let channelId: number;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      analyst = await signInOperator(t.app, { role: 'analyst' });
      channelId = await varsityId(t);
    });
    afterAll(async () => t.close());

    it('counts a viewer seen on two days once, exactly, from the raw rows', async () => {
      const today = zonedDate('America/Toronto', new Date());
      const [first, second] = [addDays(today, -2), addDays(today, -1)];
      await insertViews(t, [view(channelId, first, 'fan-x'), view(channelId, first, 'fan-y'), view(channelId, second, 'fan-x'), view(channelId, second, null)]);
      // Without sketches, a range could only add its days up (4); the raw rows say 3.
      await t.db.updateTable('analytics_daily').set({ viewer_sketch: null }).execute();
      await t.db.updateTable('analytics_event_daily').set({ viewer_sketch: null }).execute();

      const overview = (await analyst.inject('GET', `${BASE}/overview?from=${first}&to=${second}`)).json().data;
      expect(overview.daily.map((day: { unique_viewers: number }) => day.unique_viewers)).toEqual([2, 2]);
      expect(overview.totals.unique_viewers).toBe(3);
      expect(overview.unique_viewers_count).toEqual({ method: 'exact', error: 0 });
      const top = (await analyst.inject('GET', `${BASE}/events?from=${first}&to=${second}`)).json().data;
      expect(top.unique_viewers_count).toEqual({ method: 'exact', error: 0 });
      expect(top.events).toMatchObject([{ stream_id: '1', views: 4, unique_viewers: 3 }]);
    });
  });

  describe('past raw-row retention', () => {
    let t: TestApp;
    let analyst: Awaited<ReturnType<typeof signInOperator>>;
    let channelId: number;
    beforeAll(async () => {
      // Raw rows are kept one day: ranges of November 2026 are read from the sketches whenever the test runs.
      t = await createTestApp(dialect, { env: { ANALYTICS_RAW_RETENTION_DAYS: '1' } });
      analyst = await signInOperator(t.app, { role: 'analyst' });
      channelId = await varsityId(t);
    });
    afterAll(async () => t.close());

    it('merges the days\' sketches: 3,000 viewers one day and 2,000 of them with 1,000 others the next are 4,000, within the stated error', async () => {
      const both = sessions('both', 2_000);
      await insertViews(t, [...[...both, ...sessions('monday', 1_000)].map((s) => view(channelId, '2026-11-16', s)), ...[...both, ...sessions('tuesday', 1_000)].map((s) => view(channelId, '2026-11-17', s))]);

      const overview = (await analyst.inject('GET', `${BASE}/overview?from=2026-11-16&to=2026-11-17`)).json().data;
      expect(overview.daily.map((day: { unique_viewers: number }) => day.unique_viewers)).toEqual([3_000, 3_000]);
      expect(overview.unique_viewers_count).toEqual({ method: 'estimate', error: 0.01625 });
      expect(Math.abs(overview.totals.unique_viewers / 4_000 - 1)).toBeLessThanOrEqual(hllErrorBound());
      const top = (await analyst.inject('GET', `${BASE}/events?from=2026-11-16&to=2026-11-17`)).json().data;
      expect(top.unique_viewers_count).toEqual({ method: 'estimate', error: 0.01625 });
      expect(Math.abs(top.events[0].unique_viewers / 4_000 - 1)).toBeLessThanOrEqual(hllErrorBound());
      // One day alone: its own sketch.
      const monday = (await analyst.inject('GET', `${BASE}/overview?from=2026-11-16&to=2026-11-16`)).json().data;
      expect(Math.abs(monday.totals.unique_viewers / 3_000 - 1)).toBeLessThanOrEqual(hllErrorBound());
    });

    it('adds up a day rolled up before sketches were kept (an over-count for that day only)', async () => {
      await insertViews(t, [view(channelId, '2026-11-10', 'early'), view(channelId, '2026-11-11', 'early'), view(channelId, '2026-11-12', 'early')]);
      expect((await analyst.inject('GET', `${BASE}/overview?from=2026-11-10&to=2026-11-12`)).json().data.totals.unique_viewers).toBe(1);
      await t.db.updateTable('analytics_daily').set({ viewer_sketch: null }).where('day', '=', '2026-11-12').execute();
      expect((await analyst.inject('GET', `${BASE}/overview?from=2026-11-10&to=2026-11-12`)).json().data.totals.unique_viewers).toBe(2);
    });
  });
});

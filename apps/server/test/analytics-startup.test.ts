import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRollup } from '../src/modules/analytics/rollups/rollup-job';
import { createRollupsRepository } from '../src/modules/analytics/rollups/rollups.repository';
import { newSession, post } from './analytics-helpers';
import { signInOperator } from './console-helpers';
import { createTestApp, dialects, type TestApp } from './helper';

const QOE = '/api/admin/channels/varsity/analytics/qoe';

/** One viewer's start on event 1, as the player reports it: the ad's view first when a preroll played. */
async function watch(t: TestApp, figures: { ad?: number; startup: number; programme?: number }) {
  const session = newSession();
  const firstFrame = (stream_type: string, extras: object) => ({ session, video_view_uuid: randomUUID(), stream_id: 1, stream_type, event: 'first_frame', extras: { position: 0, ...extras } });
  const items = [
    ...(figures.ad === undefined ? [] : [firstFrame('preroll', { startup_ms: figures.ad })]),
    firstFrame('replay', { startup_ms: figures.startup, ...(figures.programme === undefined ? {} : { programme_startup_ms: figures.programme }) }),
  ];
  expect((await post(t, 'video/event', items)).statusCode).toBe(200);
}

describe.each(dialects)('startup figures with prerolls (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('give the viewer’s startup as p50/p95 and the programme’s start after the ad apart', async () => {
    await watch(t, { ad: 400, startup: 400, programme: 300 });
    await watch(t, { ad: 1200, startup: 1200, programme: 500 });
    await watch(t, { startup: 900 });
    await runRollup(createRollupsRepository(t.db), new Date(Date.now() + 60_000));

    const analyst = await signInOperator(t.app, { role: 'analyst' });
    const row = (await analyst.inject('GET', QOE)).json().data.events.find((event: { stream_id: string }) => event.stream_id === '1');
    expect(row).toMatchObject({ views: 3, startup_p50_ms: 900, startup_p95_ms: 1200, programme_startup_p50_ms: 300, programme_startup_p95_ms: 500 });
    const stored = await t.db.selectFrom('analytics_event_daily').select(['startup_samples', 'programme_startup_samples']).where('stream_id', '=', '1').executeTakeFirstOrThrow();
    expect(stored).toEqual({ startup_samples: '[400,900,1200]', programme_startup_samples: '[300,500]' });

    const csv = (await analyst.inject('GET', `${QOE}?format=csv`)).body.split('\r\n');
    expect(csv[0]).toBe('stream_id,title,views,startup_p50_ms,startup_p95_ms,programme_startup_p50_ms,programme_startup_p95_ms,rebuffer_count,rebuffer_ratio,avg_bitrate,rendition_switches,error_views,error_rate');
    expect(csv[1]).toMatch(/^1,.*,3,900,1200,300,500,0,0,,0,0,0$/);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPaths } from '../src/config';
import { DELIVER_JOB } from '../src/lib/mail/mailer';
import { enqueueJob } from '../src/lib/queue/job-type';
import { type TestApp, createTestApp, dialects } from './helper';

const TOKEN = 'metrics-token-0123456789';

/** The value of one series in Prometheus's text format, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(dialects)('/metrics with METRICS_TOKEN (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => t?.close());

  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return response.body;
  };

  it('refuses a scrape without the token, or with another, even from loopback', async () => {
    for (const headers of [{}, { authorization: 'Bearer metrics-token-wrong-0000' }, { authorization: TOKEN }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toEqual({ message: 'A valid metrics token is required', code: 'UNAUTHENTICATED', message_code: 'METRICS_TOKEN_REQUIRED' });
    }
  });

  it('counts a request in the latency histogram under its route pattern, method and status class', async () => {
    const series = 'http_request_duration_seconds_count{route="/keys/:file",method="GET",status_class="2xx"}';
    const before = sample(await scrape(), series) ?? 0;
    const response = await t.app.inject({ method: 'GET', url: '/keys/localhost.json' });
    expect(response.statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, series)).toBe(before + 1);
    expect(text).not.toContain('route="/keys/localhost.json"');
    await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(sample(await scrape(), 'http_request_duration_seconds_count{route="unmatched",method="GET",status_class="4xx"}')).toBeGreaterThanOrEqual(1);
  });

  it('shows the depth and age of the job queue, live ingests per state, the analytics buffer and process figures', async () => {
    expect(sample(await scrape(), 'jobs_queue_depth{job="mail.deliver",state="waiting"}')).toBeUndefined();
    // The test app runs no worker: the job waits.
    await enqueueJob(t.app.queue, DELIVER_JOB, { id: 1 });
    await enqueueJob(t.app.queue, DELIVER_JOB, { id: 2 }, { runAt: new Date(Date.now() + 3_600_000) });
    const text = await scrape();
    expect(sample(text, 'jobs_queue_depth{job="mail.deliver",state="waiting"}')).toBe(1);
    expect(sample(text, 'jobs_queue_depth{job="mail.deliver",state="delayed"}')).toBe(1);
    expect(sample(text, 'jobs_queue_oldest_seconds{job="mail.deliver",state="waiting"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'live_ingests{state="live"}')).toBe(0);
    expect(sample(text, 'analytics_buffer_depth{buffer="in-process buffer"}')).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (dialect === 'postgres') expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    else expect(text).not.toContain('db_pool_connections{');
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { empty: true });
  });
  afterAll(async () => t?.close());

  it('answers this machine only, and not through a proxy', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    for (const request of [{ remoteAddress: '203.0.113.9' }, { headers: { 'x-forwarded-for': '203.0.113.9' } }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', ...request });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND', message_code: 'NOT_FOUND' });
    }
  });
});

describe('the Grafana dashboard (deploy/grafana/streaming-dashboard.json)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { empty: true });
  });
  afterAll(async () => t?.close());

  it('charts only metrics the server exposes', async () => {
    const dashboard = JSON.parse(readFileSync(join(defaultPaths.repoRoot, 'deploy/grafana/streaming-dashboard.json'), 'utf8')) as { panels: Array<{ targets: Array<{ expr: string }> }> };
    const charted = new Set(dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => [...target.expr.matchAll(/\b([a-z_]+)\{/g)].map((match) => match[1]!.replace(/_(bucket|count|sum)$/, '')))));
    const exposed = new Set([...(await t.app.inject({ method: 'GET', url: '/metrics' })).body.matchAll(/^# TYPE (\S+)/gm)].map((match) => match[1]!));
    expect(charted.size).toBeGreaterThanOrEqual(8);
    expect([...charted].filter((name) => !exposed.has(name))).toEqual([]);
  });
});

import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { QueueDepth } from '../queue';

const INGEST_STATES = ['idle', 'receiving', 'live', 'ended'];

/**
 * The app's own state, read when Prometheus scrapes: job queue depth and age, live ingests per state, the analytics
 * buffer and the PostgreSQL pool. Queue, ingest and stream figures come from the shared database or Redis, so every
 * instance reports the cluster's (a dashboard takes their max); the pool and in-process buffer are this instance's.
 * A source that fails leaves its gauge empty for that scrape and logs why; the other figures are still served.
 */
export function registerAppGauges(app: FastifyInstance, registry: Registry): void {
  const failed = (what: string) => (error: unknown) => app.log.warn({ err: error }, `metrics: ${what} not read`);

  // Both queue gauges are collected at once for a scrape: they share one read.
  let reading: Promise<QueueDepth[]> | null = null;
  const readDepth = () =>
    (reading ??= app.queue
      .depth()
      .catch((error: unknown) => {
        failed('job queue')(error);
        return [];
      })
      .finally(() => (reading = null)));
  const queueGauge = (name: string, help: string, value: (row: QueueDepth) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['job', 'state'] as const,
      registers: [registry],
      async collect() {
        const rows = await readDepth();
        this.reset();
        for (const row of rows) this.set({ job: row.name, state: row.state }, value(row));
      },
    });
  queueGauge('jobs_queue_depth', 'Unfinished jobs per job name and state (waiting: due; delayed: scheduled or waiting to retry; running)', (row) => row.count);
  queueGauge('jobs_queue_oldest_seconds', 'Age of the oldest unfinished job per job name and state: since it became due (waiting) or started (running)', (row) => row.oldestSeconds);

  new Gauge({
    name: 'live_ingests',
    help: 'Live ingests (events with a stream key) per state: idle, receiving, live, ended',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      if (!app.hasDecorator('live')) return;
      const counts = await app.live.countByState().catch(failed('live ingests'));
      if (!counts) return;
      for (const state of new Set([...INGEST_STATES, ...Object.keys(counts)])) this.set({ state }, counts[state] ?? 0);
    },
  });

  new Gauge({
    name: 'analytics_buffer_depth',
    help: 'Analytics requests taken but not yet written to the database (Redis Stream: the whole cluster)',
    labelNames: ['buffer'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      if (!app.hasDecorator('analyticsBuffer')) return;
      const depth = await app.analyticsBuffer.depth().catch(failed('analytics buffer'));
      if (depth !== undefined) this.set({ buffer: app.analyticsBuffer.label }, depth);
    },
  });

  new Gauge({
    name: 'db_pool_connections',
    help: "This instance's PostgreSQL connections: total open, idle, and requests waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = app.database.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

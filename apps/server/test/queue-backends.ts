import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { Worker } from 'bullmq';
import { vi } from 'vitest';
import type { DialectName } from '../src/db/create-database';
import { createQueue, type JobQueue } from '../src/lib/queue';
import { createJobStore } from '../src/lib/queue/job-store.repository';
import type { QueueLogger } from '../src/lib/queue/types';
import { createTestApp, dialects, migrateWithRetry, type TestApp } from './helper';

export const testRedisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

export const quietLogger = (): QueueLogger => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) as never;

/** A test's view of one queue storage; opened once per suite (a database schema costs a migration), reset between tests. */
export interface QueueHarness {
  /** A new queue instance on the same storage (a second process, or the same one after a restart). */
  make(options?: { leaseMarginMs?: number; pollIntervalMs?: number }): JobQueue;
  /** Takes the next due job of `name` the way a worker does, then "crashes": the job is never finished. */
  crashWhileRunning(name: string, leaseMs: number): Promise<void>;
  /** Moves the database queue's clock forward (BullMQ runs on real time). */
  advance(ms: number): void;
  /** Stops every queue made so far and forgets every job. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface QueueBackend {
  label: string;
  realTime: boolean;
  open(): Promise<QueueHarness>;
}

function databaseBackend(dialect: DialectName): QueueBackend {
  return {
    label: `database queue on ${dialect}`,
    realTime: false,
    async open() {
      const t: TestApp = await createTestApp(dialect, { empty: true });
      await migrateWithRetry(t.app.database);
      let offsetMs = 0;
      const now = () => new Date(Date.now() + offsetMs);
      const queues: JobQueue[] = [];
      const reset = async () => {
        await Promise.all(queues.splice(0).map((queue) => queue.stop()));
        await t.db.deleteFrom('jobs').execute();
        offsetMs = 0;
      };
      return {
        make(options = {}) {
          const queue = createQueue({ db: t.db, dialect, redisUrl: null, logger: quietLogger(), now, ...options });
          queues.push(queue);
          return queue;
        },
        async crashWhileRunning(name, leaseMs) {
          const [claimed] = await createJobStore(t.db, dialect).claim(name, 1, now(), leaseMs);
          if (!claimed) throw new Error(`no due ${name} job to claim`);
        },
        advance(ms) {
          offsetMs += ms;
        },
        reset,
        async close() {
          await reset();
          await t.close();
        },
      };
    },
  };
}

function redisBackend(redisUrl: string): QueueBackend {
  return {
    label: 'BullMQ queue on Redis',
    realTime: true,
    async open() {
      const redis = new Redis(redisUrl);
      let prefix = `test-queue-${randomUUID()}`;
      const queues: JobQueue[] = [];
      const reset = async () => {
        await Promise.all(queues.splice(0).map((queue) => queue.stop()));
        const keys = await redis.keys(`${prefix}:*`);
        if (keys.length > 0) await redis.del(...keys);
        prefix = `test-queue-${randomUUID()}`;
      };
      return {
        make(options = {}) {
          const queue = createQueue({ db: null as never, dialect: 'sqlite', redisUrl, logger: quietLogger(), prefix, ...options });
          queues.push(queue);
          return queue;
        },
        async crashWhileRunning(name, leaseMs) {
          const worker = new Worker(name, null, { connection: { url: redisUrl }, prefix, lockDuration: leaseMs });
          const job = await worker.getNextJob(randomUUID());
          if (!job) throw new Error(`no due ${name} job to claim`);
          await worker.close();
        },
        advance() {},
        reset,
        async close() {
          await reset();
          await redis.quit();
        },
      };
    },
  };
}

export const queueBackends: QueueBackend[] = [...dialects.map(databaseBackend), ...(testRedisUrl ? [redisBackend(testRedisUrl)] : [])];

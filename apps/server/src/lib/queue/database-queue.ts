import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/create-database';
import type { Database } from '../../db/schema';
import { type ClaimedJob, createJobStore } from './job-store.repository';
import { checkJobId, checkJobName, retryDelay, runJob, settingsWithDefaults } from './run-job';
import {
  type DrainOptions,
  FINISHED_JOB_RETENTION_MS,
  type JobHandler,
  type JobQueue,
  type JobSettings,
  LEASE_MARGIN_MS,
  type QueueDepth,
  type QueueLogger,
} from './types';
import { currentRequestId, runAsJobOf } from '../request-context';

export interface DatabaseQueueOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  logger: QueueLogger;
  now?: () => Date;
  /** How often the worker looks for due jobs when nothing woke it. */
  pollIntervalMs?: number;
  leaseMarginMs?: number;
}

interface Definition {
  name: string;
  handler: JobHandler<unknown>;
  settings: JobSettings;
  running: number;
}

export const DEFAULT_POLL_INTERVAL_MS = 500;

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2_000);

/** Jobs in the app's own database, run by an in-process worker that polls and is woken by local enqueues. */
export function createDatabaseQueue(options: DatabaseQueueOptions): JobQueue {
  const { logger, now = () => new Date(), pollIntervalMs = DEFAULT_POLL_INTERVAL_MS, leaseMarginMs = LEASE_MARGIN_MS } = options;
  const store = createJobStore(options.db, options.dialect);
  const definitions = new Map<string, Definition>();
  const running = new Set<Promise<void>>();
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<number> | null = null;
  let pollAgain = false;

  function definitionOf(name: string): Definition {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`No job named "${name}" is defined`);
    return definition;
  }

  async function attempt(definition: Definition, job: ClaimedJob): Promise<void> {
    const { attempts, timeoutMs, backoffMs } = definition.settings;
    const context = { jobId: job.jobKey ?? String(job.id), attempt: job.attempts, attempts };
    if (job.attempts > attempts) {
      // The last run's worker vanished without recording an outcome.
      logger.error({ job: definition.name, jobId: context.jobId }, 'job dead: its last attempt was abandoned');
      return store.finish(job, 'dead', now(), 'lease expired on the last attempt');
    }
    try {
      await runJob(definition.handler, JSON.parse(job.payload) as unknown, context, timeoutMs);
      await store.finish(job, 'done', now());
    } catch (error) {
      const at = now();
      if (job.attempts >= attempts) {
        logger.error({ job: definition.name, jobId: context.jobId, attempt: job.attempts, err: error }, 'job dead after its last attempt');
        await store.finish(job, 'dead', at, errorText(error));
      } else {
        const runAt = new Date(at.getTime() + retryDelay(job.attempts, backoffMs));
        logger.warn({ job: definition.name, jobId: context.jobId, attempt: job.attempts, retryAt: runAt.toISOString(), err: error }, 'job failed; will retry');
        await store.retryAt(job, runAt, at, errorText(error));
      }
    }
  }

  function launch(definition: Definition, job: ClaimedJob): void {
    definition.running += 1;
    const run = runAsJobOf(job.requestId, () => attempt(definition, job))
      .catch((error: unknown) => logger.error({ job: definition.name, err: error }, 'recording a job outcome failed'))
      .finally(() => {
        definition.running -= 1;
        running.delete(run);
        wake();
      });
    running.add(run);
  }

  /** Claims what the free slots allow; returns how many jobs were started. */
  async function claimDue(): Promise<number> {
    let launched = 0;
    for (const definition of definitions.values()) {
      const free = definition.settings.concurrency - definition.running;
      if (!started || free <= 0) continue;
      const lease = definition.settings.timeoutMs + leaseMarginMs;
      const jobs = await store.claim(definition.name, free, now(), lease);
      for (const job of jobs) launch(definition, job);
      launched += jobs.length;
    }
    return launched;
  }

  /** One poll at a time; a poll asked for during another runs right after it, so no wake-up is lost. */
  function poll(): Promise<number> {
    if (polling) {
      pollAgain = true;
      return polling;
    }
    clearTimeout(timer);
    polling = claimDue()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'polling for jobs failed');
        return 0;
      })
      .finally(() => {
        polling = null;
        if (!started) return;
        if (pollAgain) {
          pollAgain = false;
          void poll();
        } else {
          timer = setTimeout(() => void poll(), pollIntervalMs);
          timer.unref();
        }
      });
    return polling;
  }

  function wake(): void {
    if (started) void poll();
  }

  return {
    backend: 'database',

    define(name, handler, settings) {
      checkJobName(name);
      if (definitions.has(name)) throw new Error(`Job "${name}" is already defined`);
      definitions.set(name, { name, handler: handler as JobHandler<unknown>, settings: settingsWithDefaults(settings), running: 0 });
    },

    async enqueue(name, payload, { jobId, runAt, requestId = currentRequestId() } = {}) {
      definitionOf(name);
      if (jobId !== undefined) checkJobId(jobId);
      const at = now();
      await store.insert({ name, jobKey: jobId ?? null, payload: JSON.stringify(payload ?? null), requestId, runAt: runAt ?? at, now: at });
      if (!runAt || runAt <= at) wake();
    },

    async start() {
      if (started) return;
      started = true;
      await poll();
    },

    async stop() {
      started = false;
      clearTimeout(timer);
      await polling;
      await Promise.allSettled([...running]);
    },

    async drain({ timeoutMs = 10_000 }: DrainOptions = {}) {
      if (!started) throw new Error('drain() needs a started queue');
      const deadline = Date.now() + timeoutMs;
      const names = [...definitions.keys()];
      for (;;) {
        // A poll already under way may have looked before the latest enqueue; wait for it, then look again.
        await polling;
        await poll();
        if (running.size > 0) {
          await Promise.race(running);
          continue;
        }
        if ((await store.countUnfinished(names)) === 0) return;
        if (Date.now() > deadline) throw new Error(`jobs still pending after ${timeoutMs} ms`);
        await sleep(Math.min(pollIntervalMs, 25));
      }
    },

    async depth() {
      const at = now();
      const rows = await store.depth([...definitions.keys()], at);
      return rows.map((row) => ({
        name: row.name,
        state: row.state as QueueDepth['state'],
        count: Number(row.count),
        oldestSeconds: row.state === 'delayed' || !row.oldest ? 0 : Math.max(0, (at.getTime() - Date.parse(row.oldest)) / 1_000),
      }));
    },

    purgeFinished: () => store.purgeFinished(new Date(now().getTime() - FINISHED_JOB_RETENTION_MS)),
  };
}


import { setTimeout as sleep } from 'node:timers/promises';
import { Queue, Worker } from 'bullmq';
import { checkJobId, checkJobName, retryDelay, runJob, settingsWithDefaults } from './run-job';
import { type DrainOptions, FINISHED_JOB_RETENTION_MS, type JobHandler, type JobQueue, type JobSettings, LEASE_MARGIN_MS, type QueueDepth, type QueueLogger } from './types';
import { currentRequestId, runAsJobOf } from '../request-context';

export interface BullmqQueueOptions {
  redisUrl: string;
  logger: QueueLogger;
  /** Namespaces every Redis key of the queue (one per deployment, or per test file). */
  prefix?: string;
  leaseMarginMs?: number;
}

interface Definition {
  handler: JobHandler<unknown>;
  settings: JobSettings;
  queue: Queue | null;
  worker: Worker | null;
}

const BACKOFF = { type: 'doubling' };
const RETENTION = { age: FINISHED_JOB_RETENTION_MS / 1_000 };
// BullMQ refuses ids that are integers; the prefix keeps every caller id acceptable.
const bullmqJobId = (jobId: string) => `id.${jobId}`;
const callerJobId = (bullmqId: string | undefined) => (bullmqId?.startsWith('id.') ? bullmqId.slice(3) : (bullmqId ?? ''));

/** A job's data: its payload and the request that enqueued it. Jobs stored before (the bare payload) still run. */
const META = '@meta';
interface Envelope {
  payload: unknown;
  [META]: { request_id: string | null };
}
const isEnvelope = (data: unknown): data is Envelope => typeof data === 'object' && data !== null && META in data;
const requestIdOf = (data: unknown) => (isEnvelope(data) ? data[META].request_id : null);

/** The same queue on BullMQ: one Redis list per job name, shared by every instance of the app. */
export function createBullmqQueue({ redisUrl, logger, prefix = 'jobs', leaseMarginMs = LEASE_MARGIN_MS }: BullmqQueueOptions): JobQueue {
  const definitions = new Map<string, Definition>();
  const connection = { url: redisUrl };
  // Enqueueing fails at once while Redis is away (answered 503, docs/decisions/0073) instead of waiting, request and
  // all, in the client's offline queue for a reconnection. Workers keep BullMQ's own settings and resume by themselves.
  const enqueueConnection = { ...connection, enableOfflineQueue: false, maxRetriesPerRequest: 1 };
  let started = false;

  function definitionOf(name: string): Definition {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`No job named "${name}" is defined`);
    return definition;
  }

  // Connections open only when a queue is used, so an app that never enqueues never dials Redis.
  function queueOf(name: string, definition: Definition): Queue {
    if (!definition.queue) {
      definition.queue = new Queue(name, { connection: enqueueConnection, prefix, defaultJobOptions: { removeOnComplete: RETENTION, removeOnFail: RETENTION } });
      // Without a listener BullMQ prints every failed reconnection to stderr.
      definition.queue.on('error', (error) => logger.warn({ job: name, err: error }, 'job queue connection error'));
    }
    return definition.queue;
  }

  function startWorker(name: string, definition: Definition): Worker {
    const { handler, settings } = definition;
    const worker = new Worker(
      name,
      async (job, _token, signal) => {
        const context = { jobId: callerJobId(job.id), attempt: job.attemptsMade + 1, attempts: settings.attempts };
        const data = job.data as unknown;
        const payload = isEnvelope(data) ? data.payload : data;
        await runAsJobOf(requestIdOf(data), () => runJob(handler, payload, context, settings.timeoutMs, signal));
      },
      {
        connection,
        prefix,
        concurrency: settings.concurrency,
        lockDuration: settings.timeoutMs + leaseMarginMs,
        stalledInterval: Math.min(30_000, settings.timeoutMs + leaseMarginMs),
        settings: { backoffStrategy: (attemptsMade: number) => retryDelay(attemptsMade, settings.backoffMs) },
      },
    );
    worker.on('failed', (job, error) => {
      const requestId = requestIdOf(job?.data);
      const details = { job: name, jobId: callerJobId(job?.id), attempt: job?.attemptsMade, err: error, ...(requestId ? { request_id: requestId } : {}) };
      if (job && job.attemptsMade < settings.attempts) logger.warn(details, 'job failed; will retry');
      else logger.error(details, 'job dead after its last attempt');
    });
    worker.on('error', (error) => logger.error({ job: name, err: error }, 'job worker error'));
    return worker;
  }

  return {
    backend: 'redis',

    define(name, handler, settings) {
      checkJobName(name);
      if (definitions.has(name)) throw new Error(`Job "${name}" is already defined`);
      const definition: Definition = { handler: handler as JobHandler<unknown>, settings: settingsWithDefaults(settings), queue: null, worker: null };
      definitions.set(name, definition);
      if (started) definition.worker = startWorker(name, definition);
    },

    async enqueue(name, payload, { jobId, runAt, requestId = currentRequestId() } = {}) {
      const definition = definitionOf(name);
      if (jobId !== undefined) checkJobId(jobId);
      const data: Envelope = { payload: payload ?? null, [META]: { request_id: requestId } };
      await queueOf(name, definition).add(name, data, {
        ...(jobId === undefined ? {} : { jobId: bullmqJobId(jobId) }),
        delay: runAt ? Math.max(0, runAt.getTime() - Date.now()) : 0,
        attempts: definition.settings.attempts,
        backoff: BACKOFF,
      });
    },

    async start() {
      if (started) return;
      started = true;
      for (const [name, definition] of definitions) {
        queueOf(name, definition);
        definition.worker = startWorker(name, definition);
      }
      await Promise.all([...definitions.values()].map((definition) => definition.worker?.waitUntilReady()));
    },

    async stop() {
      started = false;
      const all = [...definitions.values()];
      // Workers finish their running jobs before closing.
      await Promise.all(all.map((definition) => definition.worker?.close()));
      await Promise.all(all.map((definition) => definition.queue?.close()));
      for (const definition of all) {
        definition.worker = null;
        definition.queue = null;
      }
    },

    async drain({ timeoutMs = 10_000 }: DrainOptions = {}) {
      if (!started) throw new Error('drain() needs a started queue');
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const counts = await Promise.all(
          [...definitions.values()].map((definition) => definition.queue?.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children')),
        );
        const unfinished = counts.reduce((sum, count) => sum + Object.values(count ?? {}).reduce((a, b) => a + b, 0), 0);
        if (unfinished === 0) return;
        if (Date.now() > deadline) throw new Error(`jobs still pending after ${timeoutMs} ms`);
        await sleep(25);
      }
    },

    // Only the queues this process has opened (all of them once its worker started): counting opens no connection.
    async depth() {
      const now = Date.now();
      const ageOf = (since: number | undefined) => (since ? Math.max(0, (now - since) / 1_000) : 0);
      const opened = [...definitions.entries()].filter(([, definition]) => definition.queue);
      const perName = await Promise.all(
        opened.map(async ([name, definition]): Promise<QueueDepth[]> => {
          const queue = definition.queue!;
          const [counts, [oldestWaiting], [oldestRunning]] = await Promise.all([
            queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active'),
            queue.getJobs(['wait'], 0, 0, true),
            queue.getJobs(['active'], 0, 0, true),
          ]);
          return [
            { name, state: 'waiting', count: (counts.waiting ?? 0) + (counts.prioritized ?? 0), oldestSeconds: ageOf(oldestWaiting && oldestWaiting.timestamp + (oldestWaiting.delay ?? 0)) },
            { name, state: 'delayed', count: counts.delayed ?? 0, oldestSeconds: 0 },
            { name, state: 'running', count: counts.active ?? 0, oldestSeconds: ageOf(oldestRunning?.processedOn) },
          ];
        }),
      );
      return perName.flat();
    },

    // BullMQ drops finished jobs itself (removeOnComplete / removeOnFail ages).
    purgeFinished: async () => 0,
  };
}

import type { FastifyBaseLogger } from 'fastify';

/** What a handler learns about the run it is part of. */
export interface JobContext {
  /** The caller's jobId, or one the queue made up. */
  jobId: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /** Runs allowed in total; the job is dead after the last one fails. */
  attempts: number;
  /** Aborted when the run exceeds its timeout (or the backend cancels it); long handlers must honour it. */
  signal: AbortSignal;
}

export type JobHandler<Payload> = (payload: Payload, context: JobContext) => Promise<void>;

export interface JobSettings {
  /** Runs in total, the first included. */
  attempts: number;
  /** A run is aborted and counted as failed after this long. */
  timeoutMs: number;
  /** Delay before the first retry; doubled for each later one. */
  backoffMs: number;
  /** Runs of this job name at the same time in this process. */
  concurrency: number;
}

export const DEFAULT_JOB_SETTINGS: JobSettings = { attempts: 5, timeoutMs: 30_000, backoffMs: 1_000, concurrency: 1 };

export interface EnqueueOptions {
  /** Makes the enqueue idempotent: a second job with the same name and id is ignored while the first is kept. */
  jobId?: string;
  /** Not before this time. */
  runAt?: Date;
  /** The request the job is done for (its log lines name it); by default the request or job being served now. */
  requestId?: string | null;
}

/** Jobs of one name in one state, for the metrics. */
export interface QueueDepth {
  name: string;
  /** waiting: due, not started; delayed: scheduled later or waiting to retry; running: started, not finished. */
  state: 'waiting' | 'delayed' | 'running';
  count: number;
  /** Seconds since the oldest of them became due (waiting) or started (running); 0 for delayed jobs. */
  oldestSeconds: number;
}

export interface DrainOptions {
  /** Gives up (rejects) when work is still pending after this long. */
  timeoutMs?: number;
}

export interface JobQueue {
  readonly backend: 'database' | 'redis';
  /** Registers the handler of a job name; call before start() and before enqueueing that name. */
  define<Payload>(name: string, handler: JobHandler<Payload>, settings?: Partial<JobSettings>): void;
  /** Stores a job durably; resolves once it is stored (not when it has run). */
  enqueue<Payload>(name: string, payload: Payload, options?: EnqueueOptions): Promise<void>;
  /** Starts the in-process worker. */
  start(): Promise<void>;
  /** Stops taking jobs, waits for the running ones and releases connections. */
  stop(): Promise<void>;
  /** Resolves once no job of a defined name is waiting, scheduled or running (tests and scripts). */
  drain(options?: DrainOptions): Promise<void>;
  /** Unfinished jobs per name and state, for every defined name (queue depth and age metrics). */
  depth(): Promise<QueueDepth[]>;
  /** Deletes jobs finished more than FINISHED_JOB_RETENTION_MS ago; returns how many went (Redis expires its own). */
  purgeFinished(): Promise<number>;
}

export type QueueLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Finished jobs (and their ids, which keep enqueue idempotent) are kept this long. */
export const FINISHED_JOB_RETENTION_MS = 7 * 24 * 3_600_000;

/**
 * A job's lease outlives its timeout by this margin: a live worker always records the outcome first,
 * while a crashed worker's job becomes claimable again once the lease runs out.
 */
export const LEASE_MARGIN_MS = 30_000;

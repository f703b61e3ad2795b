import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/create-database';
import type { Database } from '../../db/schema';
import { createBullmqQueue } from './bullmq-queue';
import { createDatabaseQueue } from './database-queue';
import type { JobQueue, QueueLogger } from './types';

export type { EnqueueOptions, JobContext, JobHandler, JobQueue, JobSettings, QueueDepth, QueueLogger } from './types';

export interface QueueOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  /** When set, jobs live in Redis (BullMQ) and are shared by every instance; otherwise in the database. */
  redisUrl: string | null;
  logger: QueueLogger;
  /** The database queue's clock (tests move it to expire leases and reach retries). */
  now?: () => Date;
  /** BullMQ key prefix. */
  prefix?: string;
  pollIntervalMs?: number;
  leaseMarginMs?: number;
}

export function createQueue({ db, dialect, redisUrl, logger, now, prefix, pollIntervalMs, leaseMarginMs }: QueueOptions): JobQueue {
  if (redisUrl) return createBullmqQueue({ redisUrl, logger, prefix, leaseMarginMs });
  return createDatabaseQueue({ db, dialect, logger, now, pollIntervalMs, leaseMarginMs });
}

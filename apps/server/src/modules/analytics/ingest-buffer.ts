import type { AnalyticsRow } from '../../db/analytics-schema';

/** Writes rows to the raw tables in one transaction. */
export type WriteRows = (rows: AnalyticsRow[]) => Promise<void>;

/**
 * Where received rows wait to be written (docs/decisions/0051). `append` resolves only once the rows are durable:
 * committed to the database (in-process buffer) or added to the Redis Stream (REDIS_URL). A request is acknowledged
 * after that, so an answered request is never lost, whatever happens to the process next.
 */
export interface IngestBuffer {
  readonly label: string;
  append(rows: AnalyticsRow[]): Promise<void>;
  /** Starts writing what other instances (or a previous run) left (Redis); nothing to do in process. */
  start(): Promise<void>;
  /** Requests whose rows are taken but not yet written (metrics); the Redis Stream's count is the cluster's. */
  depth(): Promise<number>;
  /** Refuses new rows and writes everything already taken; resolves when done. */
  drain(): Promise<void>;
}

export class BufferClosed extends Error {
  constructor() {
    super('analytics buffer is closed');
  }
}

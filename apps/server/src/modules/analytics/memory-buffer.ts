import type { AnalyticsRow } from '../../db/analytics-schema';
import { BufferClosed, type IngestBuffer, type WriteRows } from './ingest-buffer';

interface Waiting {
  rows: AnalyticsRow[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: one writer at a time; while it writes, requests queue up, and the next transaction takes all of them
 * (up to `maxRows`). An idle buffer writes a request at once, so a lone request waits for one commit only; under load
 * each commit carries many requests. A request's promise settles with the commit that holds its rows.
 */
export function createMemoryBuffer(write: WriteRows, maxRows = 2_000): IngestBuffer {
  const waiting: Waiting[] = [];
  let writing: Promise<void> | null = null;
  let inWrite = 0;
  let closed = false;

  async function writeNext(): Promise<void> {
    const batch: Waiting[] = [];
    let count = 0;
    while (waiting.length > 0 && (count === 0 || count + waiting[0]!.rows.length <= maxRows)) {
      const next = waiting.shift()!;
      batch.push(next);
      count += next.rows.length;
    }
    inWrite = batch.length;
    try {
      await write(batch.flatMap((entry) => entry.rows));
      for (const entry of batch) entry.resolve();
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    } finally {
      inWrite = 0;
    }
  }

  function kick(): void {
    if (writing || waiting.length === 0) return;
    writing = writeNext().finally(() => {
      writing = null;
      kick();
    });
  }

  return {
    label: 'in-process buffer',
    append(rows) {
      if (closed) return Promise.reject(new BufferClosed());
      if (rows.length === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        waiting.push({ rows, resolve, reject });
        kick();
      });
    },
    async start() {},
    depth: async () => waiting.length + inWrite,
    async drain() {
      closed = true;
      while (writing) await writing;
    },
  };
}

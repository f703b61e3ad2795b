import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AnalyticsRow } from '../../db/analytics-schema';
import { BufferClosed, type IngestBuffer, type WriteRows } from './ingest-buffer';

/** Followed by a name of the database, so instances sharing a database share a stream (and tests do not mix). */
export const ANALYTICS_STREAM_PREFIX = 'ott:analytics:rows:';
export const ANALYTICS_GROUP = 'ott:analytics:writers';
/** An entry read by an instance that died is taken over after this long unacknowledged. */
const CLAIM_IDLE_MS = 30_000;
const READ_COUNT = 100;
const BLOCK_MS = 250;

type StreamEntries = Array<[id: string, fields: string[]]>;

export interface RedisStreamOptions {
  /** The app's shared client: XADD, XACK. */
  redis: Redis;
  /** A connection of its own for the blocking reads. */
  reader: Redis;
  write: WriteRows;
  log: { warn(details: object, message: string): void };
  stream: string;
}

/**
 * With REDIS_URL: a request's rows are one stream entry (XADD is the durable acknowledgement); every instance reads
 * the stream in one consumer group, writes what it read in one transaction and acknowledges (XACK, then XDEL). An
 * entry read by an instance that died is claimed by another after CLAIM_IDLE_MS; rows carry a row_id, so one
 * written twice is stored once.
 */
export function createRedisStreamBuffer({ redis, reader, write, log, stream }: RedisStreamOptions): IngestBuffer {
  const consumer = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  // A lost connection shows as failed commands, which the loop logs; the event itself would only print a stack.
  reader.on('error', () => {});
  let closed = false;
  let loop: Promise<void> | null = null;

  async function writeEntries(entries: StreamEntries): Promise<void> {
    if (entries.length === 0) return;
    const rows = entries.flatMap(([, fields]) => JSON.parse(fields[1] ?? '[]') as AnalyticsRow[]);
    await write(rows);
    const ids = entries.map(([id]) => id);
    await redis.multi().xack(stream, ANALYTICS_GROUP, ...ids).xdel(stream, ...ids).exec();
  }

  async function claimAbandoned(): Promise<void> {
    const [, entries] = (await reader.xautoclaim(stream, ANALYTICS_GROUP, consumer, CLAIM_IDLE_MS, '0-0', 'COUNT', READ_COUNT)) as [string, StreamEntries];
    await writeEntries(entries.filter(([, fields]) => fields !== null));
  }

  const read = async (id: '>' | '0', block: boolean): Promise<StreamEntries> => {
    const options = block ? ['BLOCK', BLOCK_MS] : [];
    const answer = (await reader.xreadgroup('GROUP', ANALYTICS_GROUP, consumer, 'COUNT', READ_COUNT, ...(options as ['BLOCK', number]), 'STREAMS', stream, id)) as Array<[string, StreamEntries]> | null;
    // Entries deleted while pending come back with null fields.
    return (answer?.[0]?.[1] ?? []).filter(([, fields]) => fields !== null);
  };

  async function ensureGroup(): Promise<void> {
    try {
      // From '0': entries added before any instance made the group are read too.
      await redis.xgroup('CREATE', stream, ANALYTICS_GROUP, '0', 'MKSTREAM');
    } catch (error) {
      if (!String(error).includes('BUSYGROUP')) throw error;
    }
  }

  async function run(): Promise<void> {
    let groupReady = false;
    let lastClaim = 0;
    // After a failed write (the tables not migrated yet, the database away), this consumer's own pending entries first.
    let retryOwn = true;
    while (!closed) {
      try {
        if (!groupReady) {
          await ensureGroup();
          groupReady = true;
        }
        if (Date.now() - lastClaim > CLAIM_IDLE_MS / 2) {
          lastClaim = Date.now();
          await claimAbandoned();
        }
        if (retryOwn) {
          const own = await read('0', false);
          await writeEntries(own);
          retryOwn = own.length === READ_COUNT;
          continue;
        }
        await writeEntries(await read('>', true));
      } catch (error) {
        retryOwn = true;
        if (String(error).includes('NOGROUP')) groupReady = false;
        log.warn({ err: error }, 'analytics rows not written from the stream; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  }

  return {
    label: 'Redis Stream',
    async append(rows) {
      if (closed) throw new BufferClosed();
      if (rows.length === 0) return;
      await redis.xadd(stream, '*', 'rows', JSON.stringify(rows));
    },
    depth: () => redis.xlen(stream),
    async start() {
      // The group is made by the loop, which retries: a Redis away at start delays the figures, not the start.
      loop ??= run();
    },
    async drain() {
      closed = true;
      await loop;
      try {
        await ensureGroup();
        // Nothing new is appended here now: what this instance took, and what is left unread, is written before exit.
        for (const id of ['0', '>'] as const) {
          for (let entries = await read(id, false); entries.length > 0; entries = await read(id, false)) await writeEntries(entries);
        }
      } catch (error) {
        // Still in the stream: another instance, or this one's next start, writes them.
        log.warn({ err: error }, 'analytics rows left in the stream at shutdown');
      } finally {
        reader.disconnect();
      }
    },
  };
}

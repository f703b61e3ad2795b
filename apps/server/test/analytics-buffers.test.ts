import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnalyticsRow } from '../src/db/analytics-schema';
import { createAnalyticsRepository } from '../src/modules/analytics/analytics.repository';
import { createMemoryBuffer } from '../src/modules/analytics/memory-buffer';
import { ANALYTICS_GROUP, createRedisStreamBuffer } from '../src/modules/analytics/redis-stream-buffer';
import type { IngestBuffer, WriteRows } from '../src/modules/analytics/ingest-buffer';
import { createTestApp, dialects, type TestApp } from './helper';
import { varsityId } from './analytics-helpers';
import { waitFor } from './built-processes';

const testRedisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

const eventRow = (channelId: number, event = 'page_view'): AnalyticsRow => ({
  table: 'analytics_events',
  values: { row_id: randomUUID(), channel_id: channelId, received_at: new Date().toISOString(), day: new Date().toISOString().slice(0, 10), session: 'buffer-test', ip: null, event },
});

describe('the in-process buffer (group commit)', () => {
  it('answers a request only once the transaction holding its rows has committed', async () => {
    let commit = () => {};
    const write = vi.fn<WriteRows>(() => new Promise<void>((resolve) => (commit = resolve)));
    const buffer = createMemoryBuffer(write);
    let done = false;
    const appended = buffer.append([eventRow(1)]).then(() => (done = true));
    // The transaction is open (its write has begun) and not committed: the request is not answered.
    await vi.waitFor(() => expect(write).toHaveBeenCalledOnce());
    expect(done).toBe(false);
    commit();
    await appended;
    expect(done).toBe(true);
  });

  it('writes the requests that arrive during a commit together in the next one, up to the row cap', async () => {
    const commits: Array<() => void> = [];
    const write = vi.fn<WriteRows>(() => new Promise<void>((resolve) => commits.push(resolve)));
    const buffer = createMemoryBuffer(write, 40);
    const all = [buffer.append([eventRow(1)]), ...Array.from({ length: 3 }, () => buffer.append(Array.from({ length: 20 }, () => eventRow(1))))];
    for (let i = 0; i < 3; i += 1) {
      await vi.waitFor(() => expect(commits).toHaveLength(i + 1));
      commits[i]!();
    }
    await Promise.all(all);
    expect(write.mock.calls.map(([rows]) => rows.length)).toEqual([1, 40, 20]);
  });

  it('fails the requests of a failed commit, and refuses rows once drained', async () => {
    const buffer = createMemoryBuffer(() => Promise.reject(new Error('disk full')));
    await expect(buffer.append([eventRow(1)])).rejects.toThrow('disk full');
    await buffer.drain();
    await expect(buffer.append([eventRow(1)])).rejects.toThrow('closed');
  });
});

describe('the Redis Stream buffer with Redis away', () => {
  it('starts and drains without throwing, and says the rows stay in the stream', async () => {
    const unreachable = () => new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true }).on('error', () => {});
    const warn = vi.fn();
    const buffer = createRedisStreamBuffer({ redis: unreachable(), reader: unreachable(), write: vi.fn(), log: { warn }, stream: 'ott:analytics:away' });
    await buffer.start();
    await expect(buffer.append([eventRow(1)])).rejects.toThrow();
    await buffer.drain();
    expect(warn).toHaveBeenCalledWith(expect.anything(), 'analytics rows left in the stream at shutdown');
  });
});

describe.each(dialects)('raw rows and the buffers on %s', (dialect) => {
  let t: TestApp;
  let channelId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    channelId = await varsityId(t);
  });
  afterAll(async () => t.close());

  it('stores a row written twice once (a redelivered stream entry)', async () => {
    const repository = createAnalyticsRepository(t.db);
    const before = await repository.count('analytics_events', channelId);
    const rows = Array.from({ length: 150 }, () => eventRow(channelId));
    await repository.insert(rows);
    await repository.insert(rows.slice(100));
    expect(await repository.count('analytics_events', channelId)).toBe(before + 150);
  });

  describe.skipIf(!testRedisUrl)('the Redis Stream buffer', () => {
    const stream = `ott:analytics:test:${randomUUID()}`;
    let redis: Redis;
    const open = (): IngestBuffer => {
      const repository = createAnalyticsRepository(t.db);
      return createRedisStreamBuffer({ redis, reader: new Redis(testRedisUrl!), write: (rows) => repository.insert(rows), log: { warn: vi.fn() }, stream });
    };
    beforeAll(() => {
      redis = new Redis(testRedisUrl!);
    });
    afterAll(async () => {
      await redis.del(stream);
      await redis.quit();
    });

    it('acknowledges once the entry is in the stream; a consumer writes it and removes it', async () => {
      const repository = createAnalyticsRepository(t.db);
      const buffer = open();
      await buffer.start();
      const before = await repository.count('analytics_events', channelId);
      await buffer.append([eventRow(channelId), eventRow(channelId)]);
      await waitFor(async () => ((await repository.count('analytics_events', channelId)) === before + 2 ? true : null), 'the rows to be written', 5_000);
      await waitFor(async () => ((await redis.xlen(stream)) === 0 ? true : null), 'the entry to be removed', 5_000);
      await buffer.drain();
    });

    it('keeps rows appended while no instance reads, and the next instance to start writes them', async () => {
      const repository = createAnalyticsRepository(t.db);
      const before = await repository.count('analytics_events', channelId);
      const writer = open();
      await writer.start();
      await writer.drain();
      // Another instance appends while this one is gone (a stopped consumer reads nothing).
      await redis.xadd(stream, '*', 'rows', JSON.stringify([eventRow(channelId, 'while_down')]));
      expect(await repository.count('analytics_events', channelId)).toBe(before);
      const next = open();
      await next.start();
      await waitFor(async () => ((await repository.count('analytics_events', channelId)) === before + 1 ? true : null), 'the left rows to be written', 5_000);
      await next.drain();
    });

    it('writes on drain what it appended and no one read yet', async () => {
      const repository = createAnalyticsRepository(t.db);
      const before = await repository.count('analytics_events', channelId);
      await redis.xgroup('CREATE', stream, ANALYTICS_GROUP, '0', 'MKSTREAM').catch(() => undefined);
      const buffer = open();
      // Not started: nothing reads until the drain.
      await buffer.append(Array.from({ length: 30 }, () => eventRow(channelId)));
      await buffer.drain();
      expect(await repository.count('analytics_events', channelId)).toBe(before + 30);
    });
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCacheBus } from '../src/lib/cache-bus';
import { createRedisCacheBus } from '../src/lib/cache-bus/redis-cache-bus';
import { type CacheBus, type CacheInvalidation, MAX_DROP_KEYS } from '../src/lib/cache-bus/types';
import { createRedis, createRedisSubscriber } from '../src/lib/redis';
import { type CacheBusHarness, cacheBusBackends, quietLogger, testRedisUrl } from './cache-bus-backends';

if (!testRedisUrl) {
  console.warn(
    [
      '',
      '################################################################################',
      '#  TEST_REDIS_URL is not set: the Redis cache bus is SKIPPED; only the          #',
      '#  in-memory bus was tested. Set it, e.g.                                       #',
      '#  TEST_REDIS_URL=redis://127.0.0.1:6379/15                                     #',
      '################################################################################',
      '',
    ].join('\n'),
  );
}


function recorder(bus: CacheBus): CacheInvalidation[] {
  const seen: CacheInvalidation[] = [];
  bus.subscribe((message) => void seen.push(message));
  return seen;
}

/** Messages that are not the resync a (re)starting subscription announces. */
const published = (seen: CacheInvalidation[]) => seen.filter((message) => !message.resync);

describe.each(cacheBusBackends)('$label', (backend) => {
  let harness: CacheBusHarness;
  beforeAll(async () => {
    harness = await backend.open();
  });
  afterAll(async () => harness?.close());
  afterEach(async () => harness.reset());

  async function instances(count: number): Promise<Array<{ bus: CacheBus; seen: CacheInvalidation[] }>> {
    const made = Array.from({ length: count }, () => harness.make());
    const seen = made.map(recorder);
    await Promise.all(made.map((bus) => bus.ready()));
    return made.map((bus, index) => ({ bus, seen: seen[index] ?? [] }));
  }

  it('delivers a message once to every instance, the publisher included', async () => {
    const [a, b, c] = await instances(3);
    await a!.bus.publish({ channelId: 7 });
    // A second message, which arrives after the first: a repeat of the first would be seen before it.
    await a!.bus.publish({ channelId: 8 });
    for (const { seen } of [a!, b!, c!]) await vi.waitFor(() => expect(published(seen)).toEqual([{ channelId: 7 }, { channelId: 8 }]));
  });

  it('says "every channel" as channelId null, in the order sent', async () => {
    const [a, b] = await instances(2);
    await a!.bus.publish({ channelId: null });
    await a!.bus.publish({ channelId: 3 });
    await vi.waitFor(() => expect(published(b!.seen)).toEqual([{ channelId: null }, { channelId: 3 }]));
  });

  it('stops delivering to a handler once it unsubscribes, and to a closed bus', async () => {
    const [a, b, c] = await instances(3);
    const later: CacheInvalidation[] = [];
    const unsubscribe = b!.bus.subscribe((message) => void later.push(message));
    unsubscribe();
    await c!.bus.close();
    await a!.bus.publish({ channelId: 1 });
    // A second message, which arrives after the first: by then the first would have reached the others too.
    await a!.bus.publish({ channelId: 2 });
    await vi.waitFor(() => expect(published(b!.seen)).toEqual([{ channelId: 1 }, { channelId: 2 }]));
    await vi.waitFor(() => expect(published(a!.seen)).toEqual([{ channelId: 1 }, { channelId: 2 }]));
    expect(later).toEqual([]);
    expect(published(c!.seen)).toEqual([]);
  });

  it('keeps delivering to the other handlers when one throws', async () => {
    const [a, b] = await instances(2);
    b!.bus.subscribe(() => {
      throw new Error('handler broke');
    });
    const after = recorder(b!.bus);
    // The in-memory bus runs handlers inside publish; a throwing one must not fail the publisher either.
    await a!.bus.publish({ channelId: 5 });
    await vi.waitFor(() => expect(published(after)).toEqual([{ channelId: 5 }]));
  });

  it('after a lost connection, reconnects and tells its subscribers to drop everything, then hears messages again', async (context) => {
    if (!harness.cut) return context.skip();
    const logger = quietLogger();
    const a = harness.make();
    const b = harness.make(logger);
    const seen = recorder(b);
    await Promise.all([a.ready(), b.ready()]);
    // Every named cache is dropped whole too: messages for it may have been missed as well.
    const drops: Array<string[] | null> = [];
    b.subscribeDrops('api-key-lookups', (dropped) => void drops.push(dropped));
    const resyncsBefore = seen.filter((message) => message.resync).length;
    await harness.cut(b);
    await vi.waitFor(() => expect(seen.filter((message) => message.resync).length).toBe(resyncsBefore + 1), { timeout: 10_000 });
    expect(seen.at(-1)).toEqual({ channelId: null, resync: true });
    await vi.waitFor(() => expect(drops).toEqual([null]));
    expect(logger.warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('lost the Redis connection'));
    expect(logger.info).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('reconnected to Redis'));
    await a.publish({ channelId: 9 });
    await vi.waitFor(() => expect(published(seen)).toEqual([{ channelId: 9 }]));
  });

  it('delivers drops of a named cache to that cache\'s handlers on every instance, and nothing else', async () => {
    const [a, b] = await instances(2);
    const keys: Array<string[] | null> = [];
    const other: Array<string[] | null> = [];
    b!.bus.subscribeDrops('api-key-lookups', (dropped) => void keys.push(dropped));
    b!.bus.subscribeDrops('clip-listings', (dropped) => void other.push(dropped));
    const own: Array<string[] | null> = [];
    a!.bus.subscribeDrops('api-key-lookups', (dropped) => void own.push(dropped));
    await a!.bus.publishDrop('api-key-lookups', ['h1', 'h2']);
    await a!.bus.publishDrop('api-key-lookups', null);
    await vi.waitFor(() => expect(keys).toEqual([['h1', 'h2'], null]));
    await vi.waitFor(() => expect(own).toEqual([['h1', 'h2'], null]));
    expect(other).toEqual([]);
    // Drops are not channel invalidations.
    expect(published(b!.seen)).toEqual([]);
  });

  it("delivers a topic's notices once to its handlers on every instance, the sender included, and to no other topic", async () => {
    const [a, b] = await instances(2);
    const heard = { a: [] as unknown[], b: [] as unknown[], other: [] as unknown[] };
    a!.bus.subscribeNotices('live-state', (data) => void heard.a.push(data));
    b!.bus.subscribeNotices('live-state', (data) => void heard.b.push(data));
    b!.bus.subscribeNotices('score', (data) => void heard.other.push(data));
    await a!.bus.publishNotice('live-state', { channel_id: 1, message: { state: 'live' } });
    // A second notice, which arrives after the first: a repeat of the first would be seen before it.
    await a!.bus.publishNotice('live-state', 2);
    for (const seen of [heard.a, heard.b]) await vi.waitFor(() => expect(seen).toEqual([{ channel_id: 1, message: { state: 'live' } }, 2]));
    expect(heard.other).toEqual([]);
    // Notices are neither channel invalidations nor drops.
    expect(published(b!.seen)).toEqual([]);
    await expect(a!.bus.publishNotice('Live State!', 1)).rejects.toThrow('not a notice topic: Live State!');
  });

  it('sends more keys than a message carries as "drop it all"', async () => {
    const [a, b] = await instances(2);
    const keys: Array<string[] | null> = [];
    b!.bus.subscribeDrops('live-feed-rows', (dropped) => void keys.push(dropped));
    await a!.bus.publishDrop('live-feed-rows', Array.from({ length: MAX_DROP_KEYS + 1 }, (_, index) => String(index)));
    await a!.bus.publishDrop('live-feed-rows', ['7']);
    await vi.waitFor(() => expect(keys).toEqual([null, ['7']]));
  });

  it('ignores a malformed message and still hears the next one', async (context) => {
    if (!harness.sendRaw) return context.skip();
    const [a, b] = await instances(2);
    await harness.sendRaw('not json');
    await harness.sendRaw('{"channelId":"7; drop"}');
    const drops: Array<string[] | null> = [];
    b!.bus.subscribeDrops('clip-listings', (dropped) => void drops.push(dropped));
    await harness.sendRaw('{"cache":"clip-listings","keys":[7]}');
    await harness.sendRaw('{"cache":"Clip Listings!","keys":null}');
    await harness.sendRaw('{"cache":"clip-listings"}');
    const notices: unknown[] = [];
    b!.bus.subscribeNotices('live-state', (data) => void notices.push(data));
    await harness.sendRaw('{"topic":"Live State!","data":1}');
    await harness.sendRaw('{"topic":7,"data":1}');
    await a!.bus.publish({ channelId: 2 });
    await a!.bus.publishDrop('clip-listings', ['3']);
    await a!.bus.publishNotice('live-state', 4);
    await vi.waitFor(() => expect(published(b!.seen)).toEqual([{ channelId: 2 }]));
    await vi.waitFor(() => expect(drops).toEqual([['3']]));
    await vi.waitFor(() => expect(notices).toEqual([4]));
  });
});

describe.runIf(testRedisUrl)('Redis cache buses of one Redis server', () => {
  it('hear each other on the same database only: pub/sub ignores the index, the channel names it', async () => {
    // Only pub/sub is used on the neighbouring database: no key of whoever else uses it is touched.
    const url = new URL(testRedisUrl!);
    const index = Number(url.pathname.slice(1) || '0');
    const neighbour = new URL(url);
    neighbour.pathname = `/${index === 15 ? 14 : index + 1}`;
    const opened = [testRedisUrl!, testRedisUrl!, neighbour.toString()].map((redisUrl) => {
      const redis = createRedis(redisUrl);
      return { redis, bus: createCacheBus({ redis, redisUrl, logger: quietLogger() }) };
    });
    try {
      const [a, b, other] = opened.map(({ bus }) => bus);
      await Promise.all(opened.map(({ bus }) => bus.ready()));
      const heard = { b: [] as unknown[], other: [] as unknown[] };
      b!.subscribeNotices('live-state', (data) => void heard.b.push(data));
      other!.subscribeNotices('live-state', (data) => void heard.other.push(data));
      await a!.publishNotice('live-state', 1);
      await other!.publishNotice('live-state', 2);
      await vi.waitFor(() => expect(heard).toEqual({ b: [1], other: [2] }));
    } finally {
      for (const { redis, bus } of opened) {
        await bus.close();
        redis.disconnect();
      }
    }
  });
});

describe.runIf(testRedisUrl)('Redis cache bus without a reachable Redis', () => {
  it('starts (ready gives up waiting), and publishing rejects instead of hanging or crashing', async () => {
    const logger = quietLogger();
    // Port 1: nothing listens, every connection is refused.
    const publisher = createRedis('redis://127.0.0.1:1');
    publisher.on('error', () => {});
    const bus = createRedisCacheBus({ publisher, subscriber: createRedisSubscriber('redis://127.0.0.1:1'), logger, readyTimeoutMs: 200 });
    try {
      await bus.ready();
      expect(logger.warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('not answering'));
      await expect(bus.publish({ channelId: 1 })).rejects.toThrow();
      expect(logger.warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('connection error'));
    } finally {
      await bus.close();
      publisher.disconnect();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { vi } from 'vitest';
import { createMemoryCacheBus, createMemoryCacheHub } from '../src/lib/cache-bus/memory-cache-bus';
import { createRedisCacheBus } from '../src/lib/cache-bus/redis-cache-bus';
import type { CacheBus, CacheBusLogger } from '../src/lib/cache-bus/types';
import { createRedisSubscriber } from '../src/lib/redis';

export const testRedisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

export const quietLogger = (): CacheBusLogger => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) as never;

/** One medium (a process, or a Redis channel) on which a test opens buses as if each were an instance. */
export interface CacheBusHarness {
  make(logger?: CacheBusLogger): CacheBus;
  /** Cuts a bus's link to the others as a network failure would; undefined where there is no link to lose. */
  cut?: (bus: CacheBus) => Promise<void>;
  /** Puts a raw text on the medium; undefined where nothing but the bus can write to it. */
  sendRaw?: (text: string) => Promise<void>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface CacheBusBackend {
  label: string;
  open(): Promise<CacheBusHarness>;
}

const memoryBackend: CacheBusBackend = {
  label: 'in-memory cache bus',
  async open() {
    let hub = createMemoryCacheHub();
    const buses: CacheBus[] = [];
    const reset = async () => {
      await Promise.all(buses.splice(0).map((bus) => bus.close()));
      hub = createMemoryCacheHub();
    };
    return {
      make() {
        const bus = createMemoryCacheBus(hub);
        buses.push(bus);
        return bus;
      },
      reset,
      close: reset,
    };
  },
};

function redisBackend(redisUrl: string): CacheBusBackend {
  return {
    label: 'Redis pub/sub cache bus',
    async open() {
      // A channel per test file: other suites on the same Redis never reach these buses.
      const channel = `test-cache-bus-${randomUUID()}`;
      const control = new Redis(redisUrl);
      const opened: Array<{ bus: CacheBus; publisher: Redis; name: string }> = [];
      const reset = async () => {
        const closing = opened.splice(0);
        await Promise.all(closing.map(({ bus }) => bus.close()));
        await Promise.all(closing.map(({ publisher }) => publisher.quit()));
      };
      return {
        make(logger = quietLogger()) {
          const name = `test-cache-bus-${randomUUID()}`;
          const publisher = new Redis(redisUrl);
          const bus = createRedisCacheBus({ publisher, subscriber: createRedisSubscriber(redisUrl, name), logger, channel });
          opened.push({ bus, publisher, name });
          return bus;
        },
        async cut(bus) {
          const entry = opened.find((candidate) => candidate.bus === bus);
          if (!entry) throw new Error('not a bus of this harness');
          const list = (await control.client('LIST')) as string;
          const line = list.split('\n').find((row) => row.includes(` name=${entry.name} `));
          const id = line?.match(/^id=(\d+) /)?.[1];
          if (!id) throw new Error(`no Redis connection named ${entry.name}`);
          await control.client('KILL', 'ID', id);
        },
        async sendRaw(text) {
          await control.publish(channel, text);
        },
        reset,
        async close() {
          await reset();
          await control.quit();
        },
      };
    },
  };
}

export const cacheBusBackends: CacheBusBackend[] = [memoryBackend, ...(testRedisUrl ? [redisBackend(testRedisUrl)] : [])];

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import { createRedisSubscriber } from '../redis';
import { createMemoryCacheBus } from './memory-cache-bus';
import { createRedisCacheBus } from './redis-cache-bus';
import type { CacheBus, CacheBusLogger } from './types';

export type { CacheBus, CacheInvalidation, CacheInvalidationHandler } from './types';

/** Redis pub/sub shared by every instance when the app has a Redis client; this process alone otherwise. */
export function createCacheBus({ redis, redisUrl, logger }: { redis: Redis | null; redisUrl: string | null; logger: CacheBusLogger }): CacheBus {
  if (!redis || !redisUrl) return createMemoryCacheBus(undefined, logger);
  return createRedisCacheBus({ publisher: redis, subscriber: createRedisSubscriber(redisUrl, `ott-cache-bus:${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`), logger });
}

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import { createRedis, createRedisSubscriber } from '../redis';
import { createMemoryCacheBus } from './memory-cache-bus';
import { busChannelOf, createRedisCacheBus } from './redis-cache-bus';
import { type CacheBus, type CacheBusLogger, type CacheInvalidation, encodeInvalidation } from './types';

export type { CacheBus, CacheDropHandler, CacheInvalidation, CacheInvalidationHandler, NoticeHandler } from './types';
export { type CacheDrops, cacheDrops, localCacheDrops } from './cache-drops';

/** Redis pub/sub shared by every instance when the app has a Redis client; this process alone otherwise. */
export function createCacheBus({ redis, redisUrl, logger }: { redis: Redis | null; redisUrl: string | null; logger: CacheBusLogger }): CacheBus {
  if (!redis || !redisUrl) return createMemoryCacheBus(undefined, logger);
  return createRedisCacheBus({ publisher: redis, subscriber: createRedisSubscriber(redisUrl, `ott-cache-bus:${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`), logger, channel: busChannelOf(redis) });
}

/**
 * For a process that changes data without being an instance (a command): tells every running instance
 * on this Redis to drop its caches, on a short-lived connection. Rejects when Redis could not be told.
 */
export async function announceToInstances(redisUrl: string, message: CacheInvalidation): Promise<void> {
  const redis = createRedis(redisUrl);
  // The rejected publish says what went wrong; ioredis would also print each failed attempt.
  redis.on('error', () => {});
  try {
    await redis.publish(busChannelOf(redis), encodeInvalidation(message));
  } finally {
    redis.disconnect();
  }
}

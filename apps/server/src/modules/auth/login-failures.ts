import type { Redis } from 'ioredis';
import { createTtlCache } from '../../lib/ttl-cache';

/**
 * Which client addresses failed a login for which identifier lately. Keys are digests of the
 * identifier, so neither store holds an email address.
 */
export interface LoginFailures {
  record(identifierDigest: string, ip: string): Promise<void>;
  hasFailed(identifierDigest: string, ip: string): Promise<boolean>;
}

const key = (identifierDigest: string, ip: string) => `${identifierDigest}:${ip}`;
/** A bound on memory under a flood of made-up identifiers; the oldest marks go first. */
const MAX_MEMORY_ENTRIES = 100_000;

export function memoryLoginFailures(windowMs: number, now: () => number = Date.now): LoginFailures {
  const marks = createTtlCache<string, true>(windowMs, now, MAX_MEMORY_ENTRIES);
  return {
    record: async (identifierDigest, ip) => marks.set(key(identifierDigest, ip), true),
    hasFailed: async (identifierDigest, ip) => marks.get(key(identifierDigest, ip)) === true,
  };
}

/**
 * Shared by every instance. When Redis fails, nothing counts as failed, like the rate limits
 * themselves (skipOnError): an unavailable store must not lock everyone out.
 */
export function redisLoginFailures(redis: Redis, windowMs: number): LoginFailures {
  const redisKey = (identifierDigest: string, ip: string) => `ott:login-failure:${key(identifierDigest, ip)}`;
  return {
    async record(identifierDigest, ip) {
      await redis.set(redisKey(identifierDigest, ip), '1', 'PX', windowMs).catch(() => undefined);
    },
    async hasFailed(identifierDigest, ip) {
      return (await redis.exists(redisKey(identifierDigest, ip)).catch(() => 0)) === 1;
    },
  };
}

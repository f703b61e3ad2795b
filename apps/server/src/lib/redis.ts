import { Redis } from 'ioredis';

/** One shared client; a command fails after one reconnection attempt instead of waiting for Redis. */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
}

import { Redis } from 'ioredis';

/** One shared client; a command fails after one reconnection attempt instead of waiting for Redis. */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
}

/**
 * A connection for pub/sub only (a subscribed connection takes no other command). It reconnects for
 * ever; the caller subscribes again on each 'ready', knowing then that messages may have been missed.
 */
export function createRedisSubscriber(url: string, connectionName = 'ott-subscriber'): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, connectTimeout: 2_000, autoResubscribe: false, connectionName });
}

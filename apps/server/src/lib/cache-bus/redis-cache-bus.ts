import type { Redis } from 'ioredis';
import { busMessaging, createSubscribers } from './subscribers';
import { type CacheBus, type CacheBusLogger, type CacheBusMessage, encodeMessage, parseMessage } from './types';

export const CACHE_BUS_CHANNEL = 'ott:cache-invalidation';

/**
 * The deployment's channel. Redis pub/sub ignores the database index, so deployments (or test runs) sharing one
 * Redis server on different databases would otherwise hear each other's live states and encoder cuts.
 */
export const busChannelOf = (redis: Redis): string => `${CACHE_BUS_CHANNEL}:${redis.options.db ?? 0}`;

export interface RedisCacheBusOptions {
  /** Sends messages; shared with the rest of the app, so the bus never closes it. */
  publisher: Redis;
  /** A connection of the bus's own (a subscribed connection can do nothing else); closed with the bus. */
  subscriber: Redis;
  logger: CacheBusLogger;
  /** The pub/sub channel; every instance of one deployment uses the same. */
  channel?: string;
  /** How long `ready` waits for the first subscription before the app starts without it. */
  readyTimeoutMs?: number;
}

/**
 * The bus over Redis pub/sub. Redis keeps no message for a subscriber that is away, so whenever the
 * subscription starts again after a lost connection, subscribers get a `resync` (drop everything):
 * what was published meanwhile is unknown. A lost connection is logged once and retried for ever;
 * it never throws out of an event handler, so it cannot take the process down.
 */
export function createRedisCacheBus({ publisher, subscriber, logger, channel = CACHE_BUS_CHANNEL, readyTimeoutMs = 2_000 }: RedisCacheBusOptions): CacheBus {
  const subscribers = createSubscribers(logger);
  let subscriptions = 0;
  let connected = false;
  let closed = false;
  let errorLogged = false;
  let markSubscribed = () => {};
  const subscribed = new Promise<void>((resolve) => {
    markSubscribed = resolve;
  });

  async function startSubscription(): Promise<void> {
    try {
      await subscriber.subscribe(channel);
    } catch (error) {
      // The connection went again; its next 'ready' tries once more.
      if (!closed) logger.warn({ err: error }, 'cache bus: subscribing to Redis failed; will retry on reconnection');
      return;
    }
    subscriptions += 1;
    // The connection's name finds it in CLIENT LIST.
    const connection = subscriber.options.connectionName;
    if (subscriptions === 1) logger.info({ channel, connection }, 'cache bus: listening');
    else logger.info({ channel, connection }, 'cache bus: reconnected to Redis; dropping every cache, as messages may have been missed');
    markSubscribed();
    subscribers.resync();
  }

  subscriber.on('ready', () => {
    connected = true;
    errorLogged = false;
    void startSubscription();
  });
  subscriber.on('close', () => {
    if (!connected || closed) return;
    connected = false;
    logger.warn({ channel }, 'cache bus: lost the Redis connection; other instances\u2019 changes are not heard until it is back');
  });
  subscriber.on('error', (error: Error) => {
    // ioredis reports every failed reconnection attempt; one line per outage is enough.
    if (errorLogged || closed) return;
    errorLogged = true;
    logger.warn({ err: error }, 'cache bus: Redis connection error; reconnecting');
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = parseMessage(text);
    if (message) subscribers.deliver(message);
    else logger.warn({ channel }, 'cache bus: ignored a malformed message');
  });

  const send = async (message: CacheBusMessage) => void (await publisher.publish(channel, encodeMessage(message)));
  return {
    ...busMessaging(send, subscribers),
    async ready() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), readyTimeoutMs);
      });
      const outcome = await Promise.race([subscribed, timeout]);
      clearTimeout(timer);
      if (outcome === 'timeout') logger.warn({ channel }, 'cache bus: Redis is not answering; starting without hearing other instances (caches expire on their own)');
    },
    async close() {
      closed = true;
      subscribers.clear();
      subscriber.disconnect();
    },
  };
}

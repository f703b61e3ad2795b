import type { FastifyBaseLogger } from 'fastify';

/**
 * One invalidation: drop what is cached about one channel, or (`channelId: null`) about every channel.
 * `resync` says no instance asked for it: this one may have missed messages (its link to the others was
 * lost and is back), so it drops everything.
 */
export interface CacheInvalidation {
  channelId: number | null;
  resync?: boolean;
}

export type CacheInvalidationHandler = (message: CacheInvalidation) => void;

/**
 * Tells every instance of the app (this one included) to drop cached data after a change. In one
 * process the bus is a function call; with REDIS_URL it is a Redis pub/sub channel shared by all
 * instances. Delivery is at most once: a subscriber that was cut off gets a `resync` when it is back.
 */
export interface CacheBus {
  /** Sends to every subscriber on every instance; rejects when the message could not be sent. */
  publish(message: CacheInvalidation): Promise<void>;
  /** Runs `handler` on every message received; returns the unsubscribe function. */
  subscribe(handler: CacheInvalidationHandler): () => void;
  /** Resolves once messages from other instances are being received (at once in one process). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export type CacheBusLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** A message as sent on the wire (the resync flag never is: each subscriber decides that for itself). */
export const encodeInvalidation = (message: CacheInvalidation): string => JSON.stringify({ channelId: message.channelId });

/** Reads a message off the wire; anything else is ignored rather than trusted. */
export function parseInvalidation(text: string): CacheInvalidation | null {
  try {
    const value = JSON.parse(text) as { channelId?: unknown };
    if (value.channelId === null) return { channelId: null };
    if (typeof value.channelId === 'number' && Number.isSafeInteger(value.channelId)) return { channelId: value.channelId };
  } catch {
    // not JSON
  }
  return null;
}

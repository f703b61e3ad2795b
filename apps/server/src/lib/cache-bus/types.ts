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
 * Drop some entries of one named cache that is not about a channel (API-key lookups, live feed rows, clip
 * listings): `keys` names them, null drops the whole cache (also sent to every such handler on a resync).
 */
export type CacheDropHandler = (keys: string[] | null) => void;

/** A notice's content, as sent: the topic's subscribers check its shape (it crossed the network). */
export type NoticeHandler = (data: unknown) => void;

/** A message of any kind as it travels between instances. */
export type CacheBusMessage = { kind: 'channel'; message: CacheInvalidation } | { kind: 'drop'; cache: string; keys: string[] | null } | { kind: 'notice'; topic: string; data: unknown };

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
  /** Tells every instance (this one included) to drop `keys` of the named cache, or all of it (null). */
  publishDrop(cache: string, keys: readonly string[] | null): Promise<void>;
  /** Runs `handler` on every drop of the named cache; returns the unsubscribe function. */
  subscribeDrops(cache: string, handler: CacheDropHandler): () => void;
  /**
   * Sends a notice on a topic (live state changes) to every instance, this one included: each delivers it to
   * its own clients once, on receipt. Not a cache: nothing is sent again or resynced after a lost link.
   */
  publishNotice(topic: string, data: unknown): Promise<void>;
  /** Runs `handler` on every notice of the topic from any instance; returns the unsubscribe function. */
  subscribeNotices(topic: string, handler: NoticeHandler): () => void;
  /** Resolves once messages from other instances are being received (at once in one process). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export type CacheBusLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Names a cache or a notice topic can go by on the wire; the keys a drop may carry (more is sent as "drop it all"). */
const CACHE_NAME = /^[a-z][a-z0-9-]{0,39}$/;
export const MAX_DROP_KEYS = 1_000;
const MAX_KEY_LENGTH = 200;

/** A drop as every bus sends it: more keys than a message carries become "drop it all". */
export function dropMessage(cache: string, keys: readonly string[] | null): CacheBusMessage {
  if (!CACHE_NAME.test(cache)) throw new Error(`not a cache name: ${cache}`);
  return { kind: 'drop', cache, keys: keys !== null && keys.length <= MAX_DROP_KEYS ? [...keys] : null };
}

/** A notice as every bus sends it. */
export function noticeMessage(topic: string, data: unknown): CacheBusMessage {
  if (!CACHE_NAME.test(topic)) throw new Error(`not a notice topic: ${topic}`);
  return { kind: 'notice', topic, data };
}

/** A message as sent on the wire (the resync flag never is: each subscriber decides that for itself). */
export function encodeMessage(message: CacheBusMessage): string {
  if (message.kind === 'notice') return JSON.stringify({ topic: message.topic, data: message.data });
  return message.kind === 'channel' ? encodeInvalidation(message.message) : JSON.stringify({ cache: message.cache, keys: message.keys });
}

/** Reads a message of either kind off the wire; anything else is ignored rather than trusted. */
export function parseMessage(text: string): CacheBusMessage | null {
  let value: { cache?: unknown; keys?: unknown; topic?: unknown; data?: unknown };
  try {
    value = JSON.parse(text) as typeof value;
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  if ('topic' in value) return typeof value.topic === 'string' && CACHE_NAME.test(value.topic) ? { kind: 'notice', topic: value.topic, data: value.data } : null;
  if (!('cache' in value)) {
    const message = parseInvalidation(text);
    return message && { kind: 'channel', message };
  }
  if (typeof value.cache !== 'string' || !CACHE_NAME.test(value.cache)) return null;
  if (value.keys === null) return { kind: 'drop', cache: value.cache, keys: null };
  if (!Array.isArray(value.keys) || value.keys.length > MAX_DROP_KEYS || !value.keys.every((key) => typeof key === 'string' && key.length <= MAX_KEY_LENGTH)) return null;
  return { kind: 'drop', cache: value.cache, keys: value.keys as string[] };
}

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

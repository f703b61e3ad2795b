import { createTtlCache } from '../../lib/ttl-cache';
import type { Entitlements } from './entitlements';

/** The name of the cache on the cache bus; its keys name a user (`user:<id>`) or a channel (`channel:<id>`). */
export const ENTITLEMENTS_CACHE = 'entitlements';
/** How long a user's entitlements are reused at most: the safety net should a drop from another instance be lost. */
export const ENTITLEMENTS_CACHE_MS = 30_000;
/** Past this many users, the longest kept are dropped first (an entry is a few small sets; most users share one empty value). */
export const ENTITLEMENTS_CACHE_ENTRIES = 20_000;

/** What changed: one user's orders, or a channel's passes or categories (every user of the channel with orders). */
export type EntitlementsChange = { userId: number } | { channelId: number };

export const changeKey = (change: EntitlementsChange): string => ('userId' in change ? `user:${change.userId}` : `channel:${change.channelId}`);

/** A user's entitlements as computed, with what they depend on beyond the user's own orders. */
export interface KeptEntitlements {
  entitlements: Entitlements;
  /** The channel of the orders (null without any: a pass or category change cannot open anything to them). */
  channelId: number | null;
  /** When an order starts or stops counting by itself (ms; Infinity: never). */
  until: number;
}

export interface EntitlementsCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Each user's entitlements in this process's memory (docs/decisions/0085): bounded in size, each entry kept at most
 * `ttlMs` and never past the moment one of its orders starts or stops counting. `forget` takes the keys a drop carries.
 */
export function createEntitlementsCache({ ttlMs = ENTITLEMENTS_CACHE_MS, maxEntries = ENTITLEMENTS_CACHE_ENTRIES, now = Date.now }: EntitlementsCacheOptions = {}) {
  const entries = createTtlCache<number, KeptEntitlements>(ttlMs, now, maxEntries);
  /** Counts drops: entitlements read before a drop (a refund racing the read) must not be kept after it. */
  let dropsSeen = 0;

  return {
    get(userId: number): Entitlements | undefined {
      const entry = entries.get(userId);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.entitlements;
      entries.delete(userId);
      return undefined;
    },
    /** Marks the start of a read from the database, for `keep`. */
    readStarted: (): number => dropsSeen,
    /** Keeps what a read found, unless a drop arrived since it started. */
    keep(userId: number, entry: KeptEntitlements, readAt: number): void {
      if (ttlMs > 0 && readAt === dropsSeen && entry.until > now()) entries.set(userId, entry);
    },
    /** Forgets the users and channels named by these keys, or everyone (null). */
    forget(keys: readonly string[] | null): void {
      dropsSeen += 1;
      if (keys === null) return entries.clear();
      for (const key of keys) {
        const [kind, id] = [key.slice(0, key.indexOf(':')), Number(key.slice(key.indexOf(':') + 1))];
        if (kind === 'user') entries.delete(id);
        else if (kind === 'channel') entries.deleteWhere((entry) => entry.channelId === id);
      }
    },
    get size(): number {
      return entries.size;
    },
  };
}
export type EntitlementsCache = ReturnType<typeof createEntitlementsCache>;

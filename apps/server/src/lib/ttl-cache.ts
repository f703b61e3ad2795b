/**
 * A small in-memory cache whose entries expire after `ttlMs`; `clear` is the invalidation hook.
 * Past `maxEntries` the oldest entry is dropped.
 *
 * Expired entries are evicted on every write, not only when read again: a cache keyed by something that is
 * seen once (a visitor's fresh API key) would otherwise keep every entry until `maxEntries`. Entries are kept
 * in the order they were written, and every one lives `ttlMs`, so the expired ones are at the front and a
 * write stops at the first live one.
 */
export function createTtlCache<K, V>(ttlMs: number, now: () => number = Date.now, maxEntries = Number.POSITIVE_INFINITY) {
  const entries = new Map<K, { value: V; expiresAt: number }>();
  const evictExpired = (at: number) => {
    for (const [key, entry] of entries) {
      if (entry.expiresAt > at) return;
      entries.delete(key);
    }
  };
  return {
    get(key: K): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: K, value: V): void {
      const at = now();
      entries.delete(key);
      evictExpired(at);
      entries.set(key, { value, expiresAt: at + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
    },
    delete(key: K): void {
      entries.delete(key);
    },
    /** Drops every entry whose value matches (a walk over all of them: for rare, wide invalidations). */
    deleteWhere(matches: (value: V) => boolean): void {
      for (const [key, entry] of entries) if (matches(entry.value)) entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
export type TtlCache<K, V> = ReturnType<typeof createTtlCache<K, V>>;

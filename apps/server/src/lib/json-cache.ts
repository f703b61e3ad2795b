/**
 * A short-lived cache of serialised JSON bodies. Public lists are asked for far more often than
 * they change, so a body is reused for `ttlMs` (a "micro-cache") and the oldest entries are
 * dropped past `maxEntries`. A failed or abandoned computation is never stored.
 */
export function createJsonCache(ttlMs: number, maxEntries = 1000, now: () => number = Date.now) {
  const entries = new Map<string, { body: string; expiresAt: number }>();

  return {
    async get(key: string, compute: () => Promise<unknown>): Promise<string> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.body;
      const body = JSON.stringify(await compute());
      entries.delete(key);
      entries.set(key, { body, expiresAt: now() + ttlMs });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return body;
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
export type JsonCache = ReturnType<typeof createJsonCache>;

/** A stable key for a query object: keys sorted, the credentials left out. */
export function queryKey(query: Record<string, unknown>): string {
  return Object.keys(query)
    .filter((name) => name !== 'api_key' && name !== 'channel_key' && query[name] !== undefined)
    .sort()
    .map((name) => `${name}=${String(query[name])}`)
    .join('&');
}

import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * A serialised body, with its gzip form made on first demand and then reused. The ETag names the
 * content, not the encoding (hence weak), so a revalidation matches whichever form was sent.
 */
export interface CachedBody {
  json: Buffer;
  etag: string;
  gzip(): Buffer;
}

function cachedBody(value: unknown): CachedBody {
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  let gzipped: Buffer | null = null;
  const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { json, etag, gzip: () => (gzipped ??= gzipSync(json, { level: 6 })) };
}

/**
 * A short-lived cache of serialised JSON bodies, kept as UTF-8 buffers so a hit is written as is.
 * Public lists are asked for far more often than they change, so a body is reused for `ttlMs`
 * (a "micro-cache") and the oldest entries are dropped past `maxEntries`. A failed or abandoned
 * computation is never stored. Compressing once per entry, not per response, keeps gzip's CPU
 * cost off the hot path (docs/decisions/0007).
 */
export function createJsonCache(ttlMs: number, maxEntries = 1000, now: () => number = () => Date.now()) {
  const entries = new Map<string, { body: CachedBody; expiresAt: number }>();

  /** The fresh body under `key`, without computing anything. */
  function peek(key: string): CachedBody | undefined {
    const entry = entries.get(key);
    return entry && entry.expiresAt > now() ? entry.body : undefined;
  }

  return {
    peek,
    /** `compute` may shorten the entry's life with `expireAt(ms)` (e.g. a price that changes at a set time). */
    async get(key: string, compute: (expireAt: (atMs: number) => void) => Promise<unknown>): Promise<CachedBody> {
      const fresh = peek(key);
      if (fresh) return fresh;
      let expiresAt = Number.POSITIVE_INFINITY;
      const body = cachedBody(await compute((atMs) => (expiresAt = Math.min(expiresAt, atMs))));
      entries.delete(key);
      entries.set(key, { body, expiresAt: Math.min(expiresAt, now() + ttlMs) });
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

/**
 * A stable key for a query object: keys sorted, the credentials left out. A repeated parameter (an
 * array) is spelled differently from one value holding commas, so two keys never name different queries.
 */
export function queryKey(query: Record<string, unknown>): string {
  return Object.keys(query)
    .filter((name) => name !== 'api_key' && name !== 'channel_key' && query[name] !== undefined)
    .sort()
    .map((name) => {
      const value = query[name];
      return `${encodeURIComponent(name)}=${typeof value === 'object' ? JSON.stringify(value) : encodeURIComponent(String(value))}`;
    })
    .join('&');
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return false;
  if (text.trim() === '*') return true;
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  const wanted = opaque(etag);
  return text.split(',').some((tag) => opaque(tag.trim()) === wanted);
}

/** Whether an Accept-Encoding header allows `coding`: named, else by `*`, and not weighted q=0. */
export function accepts(header: string | string[] | undefined, coding: 'gzip' | 'br'): boolean {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return false;
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [named = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const weight = params.find((param) => param.startsWith('q='));
    if (!weights.has(named)) weights.set(named, weight === undefined ? 1 : Number(weight.slice(2)));
  }
  const weight = weights.get(coding) ?? weights.get('*');
  return weight !== undefined && weight > 0;
}

/** Whether an Accept-Encoding header allows gzip (present and not weighted q=0). */
export const acceptsGzip = (header: string | string[] | undefined): boolean => accepts(header, 'gzip');

import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedBody, acceptsGzip, matchesEtag, queryKey } from '../../lib/json-cache';
import { type Entitlements, NO_ENTITLEMENTS } from '../entitlements/entitlements';
import type { Audience } from './events.mappers';

/** Smaller bodies fit in a packet or two anyway. */
const MIN_GZIP_BYTES = 1024;
/** The URL carries the viewer's key, so no shared cache may keep a list; browsers revalidate with the ETag. */
const CACHE_CONTROL = 'private, no-cache';

const sortedIds = (ids: ReadonlySet<number>) => [...ids].sort((a, b) => a - b).join(',');

/** Entitlements are kept per user (docs/decisions/0085), so the same object comes back request after request. */
const keysOf = new WeakMap<Entitlements, string>();

function entitlementsKey(granted: Entitlements): string {
  let key = keysOf.get(granted);
  if (key === undefined) {
    key = spelledOut(granted);
    keysOf.set(granted, key);
  }
  return key;
}

function spelledOut(granted: Entitlements): string {
  return `${granted.allEvents ? 'all' : ''}/e${sortedIds(granted.eventIds)}/c${sortedIds(granted.categoryIds)}/p${sortedIds(granted.participantIds)}/o${sortedIds(granted.ownedPassIds)}/${[...granted.capabilities].sort().join(',')}`;
}

/**
 * Who a list body is for, as far as its per-viewer fields go: a visitor, a signed-in user without
 * passes, or a signed-in user with exactly these entitlements. has_access depends on nothing else,
 * so every user with the same passes shares one body, and a purchase changes the key at once.
 */
export function accessClass(audience: Pick<Audience, 'userId' | 'entitlements'>): string {
  if (audience.userId === null) return 'visitor';
  const granted = audience.entitlements ?? NO_ENTITLEMENTS;
  return granted === NO_ENTITLEMENTS ? 'user' : `user:${entitlementsKey(granted)}`;
}

/**
 * Everything a list body depends on: the channel, the list, the viewer's country and channel block
 * (is_geo_blocked), the access class (has_access) and the filters as sent. Signed URLs depend on the
 * event and time only, never on the viewer, so a body may be shared by everyone with the same key.
 */
export function listCacheKey(channelId: number, list: string, audience: Audience, query: Record<string, unknown>): string {
  return `${channelId}|${list}|${audience.countryCode ?? '-'}|${audience.channelBlocked ? 1 : 0}|${accessClass(audience)}|${queryKey(query)}`;
}

/** Sends a cached body as is: 304 when the client holds it, gzip when accepted and worth it. */
export function sendCachedBody(request: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  reply.header('vary', 'accept-encoding').header('cache-control', CACHE_CONTROL).header('etag', body.etag);
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (body.json.length >= MIN_GZIP_BYTES && acceptsGzip(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send(body.gzip());
  }
  return reply.send(body.json);
}

import { Event, EventCategory, EventIdParams, EventsQuery, HomepageEvents, HomepageQuery, envelope, pagedEnvelope } from '@ott/contracts';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { clientAbortSignal } from '../../lib/client-abort';
import type { JsonCache } from '../../lib/json-cache';
import { errorResponses } from '../../lib/route-schemas';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { ViewerResolver } from '../geo/viewer';
import { channelOf, type KeyGuards } from '../keys/keys.guards';
import type { Audience } from './events.mappers';
import { listCacheKey, sendCachedBody } from './events.list-cache';
import { type ExpireAt, RequestAborted, type EventsService } from './events.service';

export interface EventsRoutesOptions {
  events: EventsService;
  viewerOf: ViewerResolver;
  entitlements: Pick<EntitlementsService, 'forUser'>;
  guards: KeyGuards;
  /** Serialised lists, reused briefly per channel, filters and viewer. */
  cache: JsonCache;
}

const EventPage = pagedEnvelope(Event);
const HomepageBody = envelope(HomepageEvents);

/** The viewer's geography and, for a logged-in user, their entitlements (loaded once for the whole list). */
export async function audienceOf(request: FastifyRequest, viewerOf: ViewerResolver, entitlements: EventsRoutesOptions['entitlements']): Promise<Audience> {
  const userId = request.apiKey?.userId ?? null;
  const [viewer, granted] = await Promise.all([viewerOf(request), entitlements.forUser(userId)]);
  return { ...viewer, userId, entitlements: granted };
}

/**
 * A cached list route (docs/decisions/0007). Its onRequest hook checks the key, works out the viewer
 * and the cache key from the query as sent, and answers a hit with the stored bytes before any
 * validation, so the common case costs a key lookup and a map read. A miss, or a key that fails,
 * takes the ordinary way (validation, then the key guard and its errors), and the handler computes
 * the body from the validated query, stored under the key worked out earlier.
 */
function cachedList(list: 'events' | 'homepage', { viewerOf, entitlements, guards, cache }: EventsRoutesOptions) {
  const prepared = new WeakMap<FastifyRequest, { audience: Audience; key: string }>();

  async function prepare(request: FastifyRequest) {
    const audience = await audienceOf(request, viewerOf, entitlements);
    const entry = { audience, key: listCacheKey(channelOf(request).id, list, audience, request.query as Record<string, unknown>) };
    prepared.set(request, entry);
    return entry;
  }

  const onRequest: onRequestAsyncHookHandler = async function (request, reply) {
    try {
      await guards.requireApiKey.call(this, request, reply);
    } catch {
      return;
    }
    const body = cache.peek((await prepare(request)).key);
    if (body) return sendCachedBody(request, reply, body);
  };

  const preHandler: preHandlerAsyncHookHandler = async function (request, reply) {
    if (!prepared.has(request)) await guards.requireApiKey.call(this, request, reply);
  };

  /** Computes (or, after a concurrent miss, reuses) the body; stops quietly when the client has gone. */
  async function send(request: FastifyRequest, reply: FastifyReply, compute: (audience: Audience, signal: AbortSignal, expireAt: ExpireAt) => Promise<unknown>) {
    // Not prepared when the hook's key check failed and the guard's then passed: keyed by the validated query.
    const { audience, key } = prepared.get(request) ?? (await prepare(request));
    try {
      return sendCachedBody(request, reply, await cache.get(key, (expireAt) => compute(audience, clientAbortSignal(request, reply), expireAt)));
    } catch (error) {
      if (!(error instanceof RequestAborted)) throw error;
      request.log.info('client closed the request; list work stopped');
      return reply.hijack();
    }
  }

  return { onRequest, preHandler, send };
}

export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, options) => {
  const { events, viewerOf, entitlements, guards } = options;
  const common = { preHandler: guards.requireApiKey };
  const tags = ['events'];
  const eventList = cachedList('events', options);
  const homepage = cachedList('homepage', options);

  app.get(
    '/api/events',
    {
      onRequest: eventList.onRequest,
      preHandler: eventList.preHandler,
      // Sent as cached, already compressed bytes.
      compress: false,
      schema: { summary: 'Events of the channel, filtered and paged', tags, querystring: EventsQuery.extend(ApiKeyCarrier.shape), response: { 200: EventPage, ...errorResponses } },
    },
    async (request, reply) =>
      eventList.send(request, reply, async (audience, signal, expireAt) => EventPage.parse(await events.list(channelOf(request), request.query, audience, signal, expireAt))),
  );

  app.get(
    '/api/events/:id',
    {
      ...common,
      schema: { summary: 'One event', tags, params: EventIdParams, querystring: ApiKeyCarrier, response: { 200: envelope(Event), ...errorResponses } },
    },
    async (request) => ({ data: await events.get(channelOf(request), request.params.id, await audienceOf(request, viewerOf, entitlements)) }),
  );

  app.get(
    '/api/events-for-homepage',
    {
      onRequest: homepage.onRequest,
      preHandler: homepage.preHandler,
      // Sent as cached, already compressed bytes.
      compress: false,
      schema: {
        summary: 'Live now, next upcoming and recent replays',
        tags,
        querystring: HomepageQuery.extend(ApiKeyCarrier.shape),
        response: { 200: HomepageBody, ...errorResponses },
      },
    },
    async (request, reply) =>
      homepage.send(request, reply, async (audience, signal, expireAt) =>
        HomepageBody.parse({ data: await events.homepage(channelOf(request), request.query, audience, signal, expireAt) }),
      ),
  );

  app.get(
    '/api/events-categories',
    {
      ...common,
      schema: { summary: 'Event categories, nested', tags, querystring: ApiKeyCarrier, response: { 200: envelope(EventCategory.array()), ...errorResponses } },
    },
    async (request) => ({ data: await events.categories(channelOf(request)) }),
  );
};

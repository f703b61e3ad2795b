import { Event, EventCategory, EventIdParams, EventsQuery, HomepageEvents, HomepageQuery, envelope, pagedEnvelope } from '@ott/contracts';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAbortSignal } from '../../lib/client-abort';
import { type JsonCache, acceptsGzip, queryKey } from '../../lib/json-cache';
import { errorResponses } from '../../lib/route-schemas';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { ViewerResolver } from '../geo/viewer';
import { channelOf, type KeyGuards } from '../keys/keys.guards';
import type { Audience } from './events.mappers';
import { RequestAborted, type EventsService } from './events.service';

export interface EventsRoutesOptions {
  events: EventsService;
  viewerOf: ViewerResolver;
  entitlements: Pick<EntitlementsService, 'forUser'>;
  guards: KeyGuards;
  /** Serialised lists, reused briefly per channel, filters and viewer. */
  cache: JsonCache;
}

const EventPage = pagedEnvelope(Event);
/** Smaller bodies fit in a packet or two anyway. */
const MIN_GZIP_BYTES = 1024;
const HomepageBody = envelope(HomepageEvents);

/**
 * Everything a list body depends on besides the filters: the channel and what sets has_access,
 * is_geo_blocked and the media URLs. Signed URLs depend on the event and time only, never on the
 * viewer, so a body may be shared by everyone with the same key.
 */
function cacheKey(request: FastifyRequest, audience: Audience, path: string): string {
  return `${channelOf(request).id}|${path}|${audience.countryCode ?? '-'}|${audience.channelBlocked ? 1 : 0}|${audience.userId ?? '-'}|${queryKey(request.query as Record<string, unknown>)}`;
}

/** The viewer's geography and, for a logged-in user, their entitlements (loaded once for the whole list). */
export async function audienceOf(request: FastifyRequest, viewerOf: ViewerResolver, entitlements: EventsRoutesOptions['entitlements']): Promise<Audience> {
  const userId = request.apiKey?.userId ?? null;
  const [viewer, granted] = await Promise.all([viewerOf(request), entitlements.forUser(userId)]);
  return { ...viewer, userId, entitlements: granted };
}

/**
 * Sends a cached or freshly computed JSON body; stops quietly when the client has gone. The
 * abort signal is only set up when the body has to be computed.
 */
async function sendList(request: FastifyRequest, reply: FastifyReply, cache: JsonCache, key: string, compute: (signal: AbortSignal) => Promise<unknown>) {
  try {
    const body = await cache.get(key, () => compute(clientAbortSignal(request, reply)));
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (body.json.length >= MIN_GZIP_BYTES && acceptsGzip(request.headers['accept-encoding'])) {
      return reply.header('content-encoding', 'gzip').send(body.gzip());
    }
    return reply.send(body.json);
  } catch (error) {
    if (!(error instanceof RequestAborted)) throw error;
    request.log.info('client closed the request; list work stopped');
    return reply.hijack();
  }
}

export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, { events, viewerOf, entitlements, guards, cache }) => {
  const common = { preHandler: guards.requireApiKey };
  const tags = ['events'];

  app.get(
    '/api/events',
    {
      ...common,
      schema: { summary: 'Events of the channel, filtered and paged', tags, querystring: EventsQuery.extend(ApiKeyCarrier.shape), response: { 200: EventPage, ...errorResponses } },
    },
    async (request, reply) => {
      const audience = await audienceOf(request, viewerOf, entitlements);
      return sendList(request, reply, cache, cacheKey(request, audience, 'events'), async (signal) =>
        EventPage.parse(await events.list(channelOf(request), request.query, audience, signal)),
      );
    },
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
      ...common,
      schema: {
        summary: 'Live now, next upcoming and recent replays',
        tags,
        querystring: HomepageQuery.extend(ApiKeyCarrier.shape),
        response: { 200: HomepageBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const audience = await audienceOf(request, viewerOf, entitlements);
      return sendList(request, reply, cache, cacheKey(request, audience, 'homepage'), async (signal) =>
        HomepageBody.parse({ data: await events.homepage(channelOf(request), request.query, audience, signal) }),
      );
    },
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

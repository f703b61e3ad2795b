import { EventIdParams, envelope } from '@ott/contracts';
import { PrerollChoice, PrerollPlayed, PrerollPlayedBody } from '@ott/contracts/prerolls';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { channelOf, type KeyGuards } from '../keys/keys.guards';
import type { PrerollAudience, PrerollsService } from './prerolls.service';

function audienceOf(request: FastifyRequest): PrerollAudience {
  if (!request.apiKey) throw new Error('Route is missing its key guard');
  return { userId: request.apiKey.userId, apiKeyId: request.apiKey.id };
}

/** Prerolls for visitors and users alike: which one to play before an event, and that one was played. */
export const prerollsRoutes: FastifyPluginAsyncZod<{ prerolls: PrerollsService; guards: KeyGuards }> = async (app, { prerolls, guards }) => {
  const common = { preHandler: guards.requireApiKey };
  const tags = ['prerolls'];

  app.get(
    '/api/events/:id/preroll',
    {
      ...common,
      schema: {
        summary: "The preroll to play before an event's content, or null",
        description: 'null when no channel preroll suits the event, when this viewer watched one for it within the suppression window, or when their passes include no_ads.',
        tags,
        params: EventIdParams,
        querystring: ApiKeyCarrier,
        response: { 200: envelope(PrerollChoice.nullable()), ...errorResponses },
      },
    },
    async (request) => ({ data: await prerolls.choose(channelOf(request), request.params.id, audienceOf(request)) }),
  );

  app.post(
    '/api/events/:id/preroll/played',
    {
      ...common,
      schema: {
        summary: 'Records that this viewer watched a preroll before the event',
        description: "No preroll is offered to the viewer (the user, or the anonymous visitor's key) for this event until suppressed_until.",
        tags,
        params: EventIdParams,
        body: PrerollPlayedBody,
        response: { 200: envelope(PrerollPlayed), ...errorResponses },
      },
    },
    async (request) => ({ data: await prerolls.played(channelOf(request), request.params.id, audienceOf(request), request.body.preroll_id) }),
  );
};

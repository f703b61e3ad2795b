import { Geo, envelope } from '@ott/contracts';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { channelOf, type KeyGuards } from '../keys/keys.guards';
import type { GeoService } from './geo.service';
import type { ViewerResolver } from './viewer';

export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService; viewerOf: ViewerResolver; guards: KeyGuards }> = async (app, { geo, viewerOf, guards }) => {
  app.get(
    '/api/geo',
    {
      preHandler: guards.requireApiKey,
      schema: {
        summary: "The viewer's country and whether the channel blocks it",
        tags: ['geo'],
        querystring: ApiKeyCarrier,
        response: { 200: envelope(Geo), ...errorResponses },
      },
    },
    async (request) => ({ data: geo.describe(channelOf(request), await viewerOf(request)) }),
  );
};

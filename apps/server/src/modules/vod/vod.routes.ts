import { VodItemParams, VodItemsQuery, VodMediaCategory, VodMediaItem, VodMediaItemDetail, VodMediaRail, VodSearchQuery, envelope, pagedEnvelope } from '@ott/contracts';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import type { ViewerResolver } from '../geo/viewer';
import { channelOf, type KeyGuards } from '../keys/keys.guards';
import type { VodService } from './vod.service';

export const vodRoutes: FastifyPluginAsyncZod<{ vod: VodService; guards: KeyGuards; viewerOf: ViewerResolver }> = async (app, { vod, guards, viewerOf }) => {
  const common = { preHandler: guards.requireApiKey };
  const tags = ['vod'];

  app.get(
    '/api/vod-media-items',
    {
      ...common,
      schema: { summary: 'VOD library items, paged', tags, querystring: VodItemsQuery.extend(ApiKeyCarrier.shape), response: { 200: pagedEnvelope(VodMediaItem), ...errorResponses } },
    },
    async (request) => vod.items(channelOf(request), request.query),
  );

  app.get(
    '/api/vod-media-items/:id',
    {
      ...common,
      schema: {
        summary: 'One VOD item, with its playback URL when the viewer may play it',
        tags,
        params: VodItemParams,
        querystring: ApiKeyCarrier,
        response: { 200: envelope(VodMediaItemDetail), ...errorResponses },
      },
    },
    async (request) => ({ data: await vod.item(channelOf(request), request.params.id, await viewerOf(request)) }),
  );

  app.get(
    '/api/vod-media-categories',
    { ...common, schema: { summary: 'VOD categories', tags, querystring: ApiKeyCarrier, response: { 200: envelope(VodMediaCategory.array()), ...errorResponses } } },
    async (request) => ({ data: await vod.categories(channelOf(request)) }),
  );

  app.get(
    '/api/vod-media/search',
    {
      ...common,
      schema: {
        summary: 'Search VOD items by title (limit 10, offset 0, sort_field date by default)',
        tags,
        querystring: VodSearchQuery.extend(ApiKeyCarrier.shape),
        response: { 200: pagedEnvelope(VodMediaItem), ...errorResponses },
      },
    },
    async (request) => vod.search(channelOf(request), request.query),
  );

  app.get(
    '/api/vod-media-rails',
    { ...common, schema: { summary: 'VOD rails with their items', tags, querystring: ApiKeyCarrier, response: { 200: envelope(VodMediaRail.array()), ...errorResponses } } },
    async (request) => ({ data: await vod.rails(channelOf(request)) }),
  );
};

import { Favorite, FavoriteEventsQuery, FavoriteIdParams, FavoriteRequest, Event, envelope, pagedEnvelope } from '@ott/contracts';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, userIdOf } from '../auth/auth.guards';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import { audienceOf } from '../events/events.routes';
import type { ViewerResolver } from '../geo/viewer';
import { channelOf } from '../keys/keys.guards';
import type { FavoritesService } from './favorites.service';

export interface FavoritesRoutesOptions {
  favorites: FavoritesService;
  authGuards: AuthGuards;
  viewerOf: ViewerResolver;
  entitlements: Pick<EntitlementsService, 'forUser'>;
}

/** Spec §7 favourites: all of them need a logged-in user ('user must be logged in'). */
export const favoritesRoutes: FastifyPluginAsyncZod<FavoritesRoutesOptions> = async (app, { favorites, authGuards, viewerOf, entitlements }) => {
  const common = { preHandler: authGuards.requireUser };
  const tags = ['favorites'];

  app.get(
    '/api/favorites',
    { ...common, schema: { summary: "The user's favourite teams, schools and sports", tags, querystring: ApiKeyCarrier, response: { 200: envelope(Favorite.array()), ...errorResponses } } },
    async (request) => ({ data: await favorites.list(channelOf(request), userIdOf(request)) }),
  );

  app.post(
    '/api/favorite',
    {
      ...common,
      schema: { summary: 'Favourites a team (participant), school (group) or sport (category); twice answers the first', tags, body: FavoriteRequest.extend(ApiKeyCarrier.shape), response: { 200: envelope(Favorite), ...errorResponses } },
    },
    async (request) => ({ data: await favorites.add(channelOf(request), userIdOf(request), request.body) }),
  );

  app.delete(
    '/api/favorite/:id',
    { ...common, schema: { summary: 'Removes one of the user’s favourites', tags, params: FavoriteIdParams, querystring: ApiKeyCarrier, response: { 200: envelope(z.object({ id: z.number().int() })), ...errorResponses } } },
    async (request) => {
      await favorites.remove(channelOf(request), userIdOf(request), request.params.id);
      return { data: { id: request.params.id } };
    },
  );

  app.get(
    '/api/events/favorite',
    { ...common, schema: { summary: 'Events of the user’s favourite teams, schools and sports; empty filters are ignored', tags, querystring: FavoriteEventsQuery, response: { 200: pagedEnvelope(Event), ...errorResponses } } },
    async (request) => {
      const { api_key: _key, ...filters } = request.query;
      return favorites.events(channelOf(request), userIdOf(request), filters, await audienceOf(request, viewerOf, entitlements));
    },
  );
};

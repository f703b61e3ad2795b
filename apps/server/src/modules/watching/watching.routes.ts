import { ContinueWatchingItem, SavedPosition, WatchPositionsRequest, WatchedEventParams, envelope } from '@ott/contracts';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, userIdOf } from '../auth/auth.guards';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import { audienceOf } from '../events/events.routes';
import type { ViewerResolver } from '../geo/viewer';
import { channelOf } from '../keys/keys.guards';
import type { WatchingService } from './watching.service';

export interface WatchingRoutesOptions {
  watching: WatchingService;
  authGuards: AuthGuards;
  viewerOf: ViewerResolver;
  entitlements: Pick<EntitlementsService, 'forUser'>;
}

/** Beyond the spec: resume a replay where it stopped, on any device of the account. */
export const watchingRoutes: FastifyPluginAsyncZod<WatchingRoutesOptions> = async (app, { watching, authGuards, viewerOf, entitlements }) => {
  const user = { preHandler: authGuards.requireUser };
  const tags = ['watching'];

  app.post(
    '/api/watch-positions',
    { ...user, schema: { summary: 'Saves where the viewer is in replays (a batch; the latest per event wins)', tags, body: WatchPositionsRequest.extend(ApiKeyCarrier.shape), response: { 200: envelope(z.object({ saved: z.number().int() })), ...errorResponses } } },
    async (request) => {
      await watching.save(channelOf(request), userIdOf(request), request.body.positions);
      return { data: { saved: request.body.positions.length } };
    },
  );

  app.get(
    '/api/watch-positions/:event_id',
    { ...user, schema: { summary: 'Where the viewer stopped in a replay; null when never started', tags, params: WatchedEventParams, querystring: ApiKeyCarrier, response: { 200: envelope(SavedPosition.nullable()), ...errorResponses } } },
    async (request) => ({ data: await watching.position(channelOf(request), userIdOf(request), request.params.event_id) }),
  );

  app.get(
    '/api/continue-watching',
    { ...user, schema: { summary: 'Replays started and not finished, newest first', tags, querystring: ApiKeyCarrier, response: { 200: envelope(ContinueWatchingItem.array()), ...errorResponses } } },
    async (request) => ({ data: await watching.rail(channelOf(request), userIdOf(request), await audienceOf(request, viewerOf, entitlements)) }),
  );

  app.delete(
    '/api/continue-watching/:event_id',
    { ...user, schema: { summary: 'Takes a replay off the Continue watching rail', tags, params: WatchedEventParams, querystring: ApiKeyCarrier, response: { 200: envelope(z.object({ event_id: z.number().int() })), ...errorResponses } } },
    async (request) => {
      await watching.forget(userIdOf(request), request.params.event_id);
      return { data: { event_id: request.params.event_id } };
    },
  );
};

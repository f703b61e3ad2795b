import { envelope } from '@ott/contracts';
import { LiveFeed, LiveFeedParams } from '@ott/contracts/media';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { channelOf, type KeyGuards } from '../keys/keys.guards';
import type { LiveFeeds } from './live/live-feeds.service';

export interface SimulateRoutesOptions {
  feeds: LiveFeeds;
  guards: KeyGuards;
  /** Called after a start or stop so cached lists show the new status at once. */
  changed(channelId: number): void;
}

/**
 * The operator API behind /simulate: list the channel's simulated live feeds, start and stop
 * them. Served only when LIVE_SIMULATION is on (off by default in production: there is no
 * operator role yet, and any key of the channel may use it).
 */
export const simulateRoutes: FastifyPluginAsyncZod<SimulateRoutesOptions> = async (app, { feeds, guards, changed }) => {
  const common = { preHandler: guards.requireApiKey };
  const tags = ['simulate'];

  app.get(
    '/api/simulate',
    { ...common, schema: { summary: 'Simulated live feeds of the channel', tags, querystring: ApiKeyCarrier, response: { 200: envelope(LiveFeed.array()), ...errorResponses } } },
    async (request) => ({ data: await feeds.list(channelOf(request).id) }),
  );

  app.post(
    '/api/simulate/:event_id/start',
    {
      ...common,
      schema: { summary: "Starts an event's simulated live feed now; the event becomes live", tags, params: LiveFeedParams, body: ApiKeyCarrier, response: { 200: envelope(LiveFeed), ...errorResponses } },
    },
    async (request) => {
      const channel = channelOf(request);
      const feed = await feeds.start(channel.id, request.params.event_id);
      changed(channel.id);
      return { data: feed };
    },
  );

  app.post(
    '/api/simulate/:event_id/stop',
    {
      ...common,
      schema: { summary: "Stops an event's simulated live feed now; the event counts as finished", tags, params: LiveFeedParams, body: ApiKeyCarrier, response: { 200: envelope(LiveFeed), ...errorResponses } },
    },
    async (request) => {
      const channel = channelOf(request);
      const feed = await feeds.stop(channel.id, request.params.event_id);
      changed(channel.id);
      return { data: feed };
    },
  );
};

import { envelope } from '@ott/contracts';
import { LiveFeed, LiveFeedParams } from '@ott/contracts/media';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFound } from '../../lib/errors';
import { isLoopback } from '../../lib/loopback';
import { errorResponses } from '../../lib/route-schemas';
import { channelOf, type KeyGuards } from '../keys/keys.guards';
import type { LiveFeeds } from './live/live-feeds.service';

export interface SimulateRoutesOptions {
  feeds: LiveFeeds;
  guards: KeyGuards;
  /** Called after a start or stop so cached lists show the new status at once. */
  changed(channelId: number): void;
  /** Called after a start: the event just went live (notifications). */
  started?(eventId: number): void;
}

/**
 * Until operators sign in, only this machine may drive the feeds: any API key is anonymous, so a
 * key alone would let anyone on the internet stop a live event. Others are told there is nothing here.
 */
async function fromThisMachineOnly(request: FastifyRequest): Promise<void> {
  if (!isLoopback(request.ip)) throw new NotFound();
}

/**
 * The operator API behind /simulate: list the channel's simulated live feeds, start and stop
 * them. Served only when LIVE_SIMULATION is on (off by default in production), and only to
 * requests from loopback (the socket's address; X-Forwarded-For only from TRUST_PROXY proxies).
 */
export const simulateRoutes: FastifyPluginAsyncZod<SimulateRoutesOptions> = async (app, { feeds, guards, changed, started }) => {
  const common = { preHandler: [fromThisMachineOnly, guards.requireApiKey] };
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
      started?.(request.params.event_id);
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

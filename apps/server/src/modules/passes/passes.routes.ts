import { Pass, PassListQuery, PassParams, envelope } from '@ott/contracts';
import { ChannelSelector } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import { channelOf, type KeyGuards } from '../keys/keys.guards';
import type { PassKind, PassesService } from './passes.service';

export interface PassesRoutesOptions {
  passes: PassesService;
  entitlements: Pick<EntitlementsService, 'forUser'>;
  guards: KeyGuards;
}

/**
 * `GET packages`, `packages/{id}`, `subscriptions`, `subscriptions/{id}`: key-exempt (spec §7), the
 * channel from channel_key or api_key; `purchased` is computed when the api_key belongs to a user.
 */
export const passesRoutes: FastifyPluginAsyncZod<PassesRoutesOptions> = async (app, { passes, entitlements, guards }) => {
  const tags = ['commerce'];
  const routes: Array<{ path: string; kind: PassKind; noun: string }> = [
    { path: '/api/packages', kind: 'package', noun: 'Packages and passes' },
    { path: '/api/subscriptions', kind: 'subscription', noun: 'Subscriptions' },
  ];
  for (const { path, kind, noun } of routes) {
    app.get(
      path,
      {
        preHandler: guards.identifyChannel,
        schema: {
          summary: `${noun} of the channel, by weight descending; every one unless limit is given`,
          tags,
          querystring: PassListQuery.extend(ChannelSelector.shape),
          response: { 200: envelope(Pass.array()), ...errorResponses },
        },
      },
      async (request) => ({
        data: await passes.list(channelOf(request), kind, request.query, await entitlements.forUser(request.apiKey?.userId ?? null)),
      }),
    );

    app.get(
      `${path}/:id`,
      {
        preHandler: guards.identifyChannel,
        schema: { summary: `One of the ${noun.toLowerCase()}`, tags, params: PassParams, querystring: ChannelSelector, response: { 200: envelope(Pass), ...errorResponses } },
      },
      async (request) => ({
        data: await passes.get(channelOf(request), kind, request.params.id, await entitlements.forUser(request.apiKey?.userId ?? null)),
      }),
    );
  }
};

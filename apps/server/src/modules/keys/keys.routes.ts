import { ApiKeyGrant, GetApiKeyBody, envelope } from '@ott/contracts';
import { ApiKeyCarrier, SessionInfo } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { channelOf, type KeyGuards } from './keys.guards';
import type { KeysService } from './keys.service';

export interface KeysRoutesOptions {
  keys: KeysService;
  guards: KeyGuards;
  /** Keys one client IP may request per minute. */
  issueLimitPerMinute: number;
}

export const keysRoutes: FastifyPluginAsyncZod<KeysRoutesOptions> = async (app, { keys, guards, issueLimitPerMinute }) => {
  app.post(
    '/api/get_api_key',
    {
      config: { rateLimit: { max: issueLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        summary: 'Issue an API key for a channel',
        tags: ['keys'],
        body: GetApiKeyBody,
        response: { 200: envelope(ApiKeyGrant), ...errorResponses },
      },
    },
    async (request) => ({ data: await keys.issue(request.body.channel_key) }),
  );

  app.get(
    '/api/session',
    {
      preHandler: guards.requireApiKey,
      schema: {
        summary: "The presented API key's channel and expiry",
        tags: ['keys'],
        querystring: ApiKeyCarrier,
        response: { 200: envelope(SessionInfo), ...errorResponses },
      },
    },
    async (request) => ({
      data: { channel_key: channelOf(request).key, expires_at: request.apiKey?.expiresAt ?? '', user_id: request.apiKey?.userId ?? null },
    }),
  );
};

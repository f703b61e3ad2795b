import { AddSessionBody, DeviceCode, DeviceCodePoll, DeviceLinked, ExternalAddSessionBody, envelope } from '@ott/contracts';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import type { AuthRequestReader } from '../auth/auth-request';
import type { AuthRateLimit } from '../auth/auth-rate-limits';
import { type AuthGuards, userIdOf } from '../auth/auth.guards';
import { channelOf, type KeyGuards } from '../keys/keys.guards';
import type { DeviceLinkService } from './device-link.service';

export interface DeviceLinkRoutesOptions {
  devices: DeviceLinkService;
  guards: KeyGuards;
  authGuards: AuthGuards;
  /** Entering codes counts per client IP and per user, like the other auth endpoints. */
  limit: AuthRateLimit;
  readAuthRequest: AuthRequestReader;
}

/**
 * Requests per client IP per minute (docs/decisions/0019-device-linking.md); a device polls every
 * 3 s, 20 a minute. Entering a code goes through the auth limits (per IP and per user) instead.
 */
export const DEVICE_LINK_LIMITS = { codes: 10, polls: 60, externalHandoffs: 120 } as const;
const MINUTE = 60_000;

export const deviceLinkRoutes: FastifyPluginAsyncZod<DeviceLinkRoutesOptions> = async (app, options) => {
  const { devices, guards, authGuards, limit, readAuthRequest } = options;
  const tags = ['device-linking'];

  app.post(
    '/api/auth/device-code',
    {
      preHandler: guards.requireApiKey,
      config: { rateLimit: { max: DEVICE_LINK_LIMITS.codes, timeWindow: MINUTE } },
      schema: {
        summary: "A device's link code (replaces its previous one); 404 when the channel's remote_auth is 0",
        tags,
        body: ApiKeyCarrier,
        response: { 200: envelope(DeviceCode), ...errorResponses },
      },
    },
    async (request) => ({ data: await devices.requestCode(await readAuthRequest(request)) }),
  );

  app.post(
    '/api/auth/device-code/poll',
    {
      preHandler: guards.requireApiKey,
      config: { rateLimit: { max: DEVICE_LINK_LIMITS.polls, timeWindow: MINUTE } },
      schema: {
        summary: "Pending, or once linked the device's new key and user (answered once); 400 when the code expired",
        tags,
        body: ApiKeyCarrier,
        response: { 200: envelope(DeviceCodePoll), ...errorResponses },
      },
    },
    async (request) => ({ data: await devices.poll(await readAuthRequest(request)) }),
  );

  app.post(
    '/api/auth/add_session',
    {
      preHandler: [...authGuards.requireUser, limit('add_session', (request) => `user:${userIdOf(request)}`)],
      schema: {
        summary: 'Links the device showing this code to the logged-in user (remote_auth 1)',
        tags,
        body: AddSessionBody,
        response: { 200: envelope(DeviceLinked), ...errorResponses },
      },
    },
    async (request) => ({ data: await devices.link(channelOf(request), userIdOf(request), request.body.code) }),
  );

  app.post(
    '/api/auth/external/add_session',
    {
      preHandler: guards.identifyChannel,
      config: { rateLimit: { max: DEVICE_LINK_LIMITS.externalHandoffs, timeWindow: MINUTE } },
      schema: {
        summary: 'Server to server (remote_auth 2): the external authentication site links a code to an email, signed with the shared secret',
        tags,
        body: ExternalAddSessionBody,
        response: { 200: envelope(DeviceLinked), ...errorResponses },
      },
    },
    async (request) => ({ data: await devices.linkExternal(channelOf(request), request.body) }),
  );
};

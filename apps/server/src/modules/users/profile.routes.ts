import { Acknowledgement, DeleteAccountConfirmBody, DeleteAccountRequestBody, ProfileUpdateBody, UserAccess, UserProfile, envelope } from '@ott/contracts';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import type { AuthRequestReader } from '../auth/auth-request';
import type { AuthRateLimit } from '../auth/auth-rate-limits';
import { type AuthGuards, userIdOf } from '../auth/auth.guards';
import type { AuthService } from '../auth/auth.service';
import { channelOf, type KeyGuards } from '../keys/keys.guards';
import type { AccountDeletionService } from './account-deletion.service';
import type { ProfileService } from './profile.service';

export interface ProfileRoutesOptions {
  auth: Pick<AuthService, 'profileOf'>;
  profiles: ProfileService;
  deletion: AccountDeletionService;
  guards: KeyGuards;
  authGuards: AuthGuards;
  limit: AuthRateLimit;
  readAuthRequest: AuthRequestReader;
}

const ok = { data: { ok: true as const } };

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, options) => {
  const { auth, profiles, deletion, guards, authGuards, limit, readAuthRequest } = options;
  const tags = ['profile'];
  const acknowledged = { 200: envelope(Acknowledgement), ...errorResponses };

  app.get(
    '/api/profile',
    {
      preHandler: authGuards.requireUser,
      schema: { summary: "The logged-in user's profile", tags, querystring: ApiKeyCarrier, response: { 200: envelope(UserProfile), ...errorResponses } },
    },
    async (request) => {
      const { channel, isGeoBlocked } = await readAuthRequest(request);
      return { data: await auth.profileOf(userIdOf(request), channel, isGeoBlocked) };
    },
  );

  app.patch(
    '/api/profile',
    {
      preHandler: authGuards.requireUser,
      schema: {
        summary: 'Update the profile (also `POST` with `_method: "patch"`); a new password needs `current_password` unless the password is temporary',
        tags,
        body: ProfileUpdateBody,
        response: { 200: envelope(UserProfile), ...errorResponses },
      },
    },
    async (request) => {
      const { channel, key, origin, isGeoBlocked } = await readAuthRequest(request);
      return { data: await profiles.update({ channel, userId: userIdOf(request), keyId: key.id, origin, isGeoBlocked }, request.body) };
    },
  );

  app.get(
    '/api/user/access',
    {
      preHandler: authGuards.requireUser,
      schema: { summary: "The logged-in user's capabilities, trial and feature counters", tags, querystring: ApiKeyCarrier, response: { 200: envelope(UserAccess), ...errorResponses } },
    },
    async (request) => ({ data: await profiles.access(channelOf(request), userIdOf(request)) }),
  );

  app.post(
    '/api/delete-account-request',
    {
      preHandler: [...authGuards.requireUser, limit('delete-account-request', (request) => `user:${userIdOf(request)}`)],
      schema: { summary: 'Mail the logged-in user a link that confirms deleting the account', tags, body: DeleteAccountRequestBody, response: acknowledged },
    },
    async (request) => {
      const { channel, origin } = await readAuthRequest(request);
      await deletion.request(channel, userIdOf(request), origin);
      return ok;
    },
  );

  app.post(
    '/api/delete-account-confirm',
    {
      preHandler: [limit('delete-account-confirm', (request) => (request.body as { email?: string }).email ?? null), guards.identifyChannel],
      schema: { summary: 'Delete the account named by the mailed link (key-exempt: the link proves the request)', tags, body: DeleteAccountConfirmBody, response: acknowledged },
    },
    async (request) => {
      await deletion.confirm(channelOf(request), request.body.email, request.body.code);
      return ok;
    },
  );
};

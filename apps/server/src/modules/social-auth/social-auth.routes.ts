import { AuthGrant, SocialCallbackBody, SocialProviderParams, SocialStart, envelope } from '@ott/contracts';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import type { AuthRequestReader } from '../auth/auth-request';
import type { AuthRateLimit } from '../auth/auth-rate-limits';
import type { KeyGuards } from '../keys/keys.guards';
import type { SocialAuthService } from './social-auth.service';

export interface SocialAuthRoutesOptions {
  social: SocialAuthService;
  guards: KeyGuards;
  limit: AuthRateLimit;
  readAuthRequest: AuthRequestReader;
}

export const socialAuthRoutes: FastifyPluginAsyncZod<SocialAuthRoutesOptions> = async (app, { social, guards, limit, readAuthRequest }) => {
  const tags = ['auth'];

  app.post(
    '/api/v2/auth/social/:provider',
    {
      preHandler: [guards.requireApiKey, limit('social_start', () => null)],
      schema: {
        summary: "The provider's sign-in URL (google, facebook); it returns to /auth/login/{provider}/callback. 404 SOCIAL_LOGIN_UNAVAILABLE when not configured",
        tags,
        params: SocialProviderParams,
        body: ApiKeyCarrier,
        response: { 200: envelope(SocialStart), ...errorResponses },
      },
    },
    async (request) => ({ data: await social.start(await readAuthRequest(request), request.params.provider) }),
  );

  app.post(
    '/api/v2/auth/social/:provider/callback',
    {
      preHandler: [guards.requireApiKey, limit('social_callback', () => null)],
      schema: {
        summary: "Finishes a social login with the provider's code and state; answers the rotated key and the user",
        tags,
        params: SocialProviderParams,
        body: SocialCallbackBody,
        response: { 200: envelope(AuthGrant), ...errorResponses },
      },
    },
    async (request) => {
      const { code, state, iss } = request.body;
      return { data: await social.complete(await readAuthRequest(request), request.params.provider, { code, state, iss }) };
    },
  );
};

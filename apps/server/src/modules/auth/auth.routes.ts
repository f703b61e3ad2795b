import {
  Acknowledgement,
  AuthGrant,
  EmailVerifyBody,
  EmailVerifyResendBody,
  LoginBody,
  PasswordResetBody,
  PasswordResetRequestBody,
  RegisterBody,
  UserProfile,
  envelope,
} from '@ott/contracts';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { channelOf, credentialField, type KeyGuards } from '../keys/keys.guards';
import type { AuthRequestReader } from './auth-request';
import { type AuthRateLimit, loginIdentifier } from './auth-rate-limits';
import { type AuthGuards, userIdOf } from './auth.guards';
import { WrongAuthData } from './auth.errors';
import type { AuthService } from './auth.service';
import type { EmailVerificationService } from './email-verification.service';
import type { LoginLockout } from './login-lockout';
import type { PasswordResetService } from './password-reset.service';

export interface AuthRoutesOptions {
  auth: AuthService;
  verification: EmailVerificationService;
  passwordReset: PasswordResetService;
  guards: KeyGuards;
  authGuards: AuthGuards;
  limit: AuthRateLimit;
  lockout: LoginLockout;
  readAuthRequest: AuthRequestReader;
}

const bodyEmail = (request: { body: unknown }) => (request.body as { email?: string }).email ?? null;
const ok = { data: { ok: true as const } };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { auth, verification, passwordReset, guards, authGuards, limit, lockout, readAuthRequest } = options;
  const tags = ['auth'];
  const acknowledged = { 200: envelope(Acknowledgement), ...errorResponses };

  app.post(
    '/api/v2/auth/register',
    {
      preHandler: [limit('register', bodyEmail), guards.requireApiKey],
      schema: { summary: 'Register, send the verification mail and log in (the presented key is replaced)', tags, body: RegisterBody, response: { 200: envelope(AuthGrant), ...errorResponses } },
    },
    async (request) => ({ data: await auth.register(await readAuthRequest(request), request.body) }),
  );

  app.post(
    '/api/v2/auth/login',
    {
      // Per IP as the other endpoints; per account through the lockout, which spares addresses that have not failed.
      preHandler: [limit('login', () => null), lockout.admit((request) => loginIdentifier(bodyEmail(request) ?? '')), guards.requireApiKey],
      schema: { summary: 'Log in by email or `<account number>+<email>` (the presented key is replaced)', tags, body: LoginBody, response: { 200: envelope(AuthGrant), ...errorResponses } },
    },
    async (request, reply) => {
      try {
        return { data: await auth.login(await readAuthRequest(request), request.body) };
      } catch (error) {
        if (error instanceof WrongAuthData) await lockout.wrongPassword(request, reply);
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    { preHandler: guards.requireApiKey, schema: { summary: 'Delete the presented key', tags, body: ApiKeyCarrier, response: acknowledged } },
    async (request) => {
      await auth.logout(credentialField(request, 'api_key') ?? '');
      return ok;
    },
  );

  app.post(
    '/api/auth/email-verify',
    {
      preHandler: [limit('email-verify', bodyEmail), guards.requireApiKey],
      schema: {
        summary: "Verify an email address with the link of the verification mail; answers the profile when opened in that user's session",
        tags,
        body: EmailVerifyBody,
        response: { 200: envelope(z.union([UserProfile, Acknowledgement])), ...errorResponses },
      },
    },
    async (request) => {
      const userId = await verification.verify(channelOf(request), request.body.email, request.body.signature);
      if (request.apiKey?.userId !== userId) return ok;
      const { channel, isGeoBlocked } = await readAuthRequest(request);
      return { data: await auth.profileOf(userId, channel, isGeoBlocked) };
    },
  );

  app.post(
    '/api/auth/email-verify/resend',
    {
      preHandler: [...authGuards.requireUser, limit('email-verify-resend', (request) => `user:${userIdOf(request)}`)],
      schema: { summary: 'Mail the logged-in user a new verification link', tags, body: EmailVerifyResendBody, response: acknowledged },
    },
    async (request) => {
      const { channel, origin } = await readAuthRequest(request);
      await verification.resend(channel, userIdOf(request), origin);
      return ok;
    },
  );

  app.post(
    '/api/auth/password-reset-request',
    {
      preHandler: [limit('password-reset-request', bodyEmail), guards.requireApiKey],
      schema: { summary: 'Mail a password reset link', tags, body: PasswordResetRequestBody, response: acknowledged },
    },
    async (request) => {
      const { channel, origin } = await readAuthRequest(request);
      await passwordReset.request(channel, request.body.email, origin);
      return ok;
    },
  );

  app.post(
    '/api/auth/password-reset',
    {
      preHandler: [limit('password-reset', bodyEmail), guards.requireApiKey],
      schema: { summary: "Set a new password with the reset link's code; ends every session of the user", tags, body: PasswordResetBody, response: acknowledged },
    },
    async (request) => {
      await passwordReset.reset(channelOf(request), request.body);
      return ok;
    },
  );
};

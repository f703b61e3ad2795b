import { Acknowledgement, envelope } from '@ott/contracts';
import { AdminLoginRequest, AdminMe } from '@ott/contracts/admin-auth';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import type { AuthRateLimit } from '../auth/auth-rate-limits';
import type { LoginLockout } from '../auth/login-lockout';
import { BadCredentials } from './console-errors';
import { CONSOLE_COOKIE, type ConsoleSessions, SESSION_MAX_AGE_MS } from './console-session';
import type { OperatorsService } from './operators.service';

export interface AdminAuthRoutesOptions {
  operators: OperatorsService;
  sessions: ConsoleSessions;
  limit: AuthRateLimit;
  lockout: LoginLockout;
  /** Secure cookies when the console is served over https. */
  secureCookie: boolean;
}

const tags = ['admin'];
/** The console's sign-in counts apart from a viewer's with the same address. */
const loginIdentifier = (request: { body: unknown }) => `console:${((request.body as { email?: string }).email ?? '').trim().toLowerCase()}`;
const ok = { data: { ok: true as const } };

/** `/api/admin/auth/*` and `/api/admin/me`: the operator's own session. */
export const adminAuthRoutes: FastifyPluginAsyncZod<AdminAuthRoutesOptions> = async (app, { operators, sessions, limit, lockout, secureCookie }) => {
  const cookieOptions = { httpOnly: true, sameSite: 'strict' as const, path: '/', secure: secureCookie };
  const clearSessionCookie = (reply: FastifyReply) => reply.clearCookie(CONSOLE_COOKIE, cookieOptions);

  app.post(
    '/api/admin/auth/login',
    {
      config: { access: 'public' },
      preHandler: [limit('console-login', () => null), lockout.admit(loginIdentifier)],
      schema: {
        summary: 'Operator sign-in: sets the httpOnly session cookie and answers the operator with the CSRF token for writes',
        tags,
        body: AdminLoginRequest,
        response: { 200: envelope(AdminMe), ...errorResponses },
      },
    },
    async (request, reply) => {
      let operator;
      try {
        operator = await operators.authenticate(request.body.email, request.body.password, request.body.totp);
      } catch (error) {
        if (error instanceof BadCredentials) await lockout.wrongPassword(request, reply);
        throw error;
      }
      const session = await sessions.open(operator.id);
      reply.setCookie(CONSOLE_COOKIE, session.token, { ...cookieOptions, maxAge: Math.floor(SESSION_MAX_AGE_MS / 1000) });
      return { data: await operators.me(operator.id, session.csrfToken) };
    },
  );

  app.post(
    '/api/admin/auth/logout',
    {
      config: { access: 'session', beforePasswordChange: true },
      schema: { summary: 'Operator sign-out: ends this session', tags, response: { 200: envelope(Acknowledgement), ...errorResponses } },
    },
    async (request, reply) => {
      await sessions.close(request.consoleSession!.sessionId);
      clearSessionCookie(reply);
      return ok;
    },
  );

  app.get(
    '/api/admin/me',
    {
      config: { access: 'session', beforePasswordChange: true },
      schema: { summary: 'The signed-in operator, the channels they hold and the CSRF token', tags, response: { 200: envelope(AdminMe), ...errorResponses } },
    },
    async (request) => ({ data: await operators.me(request.operator.id, request.consoleSession!.csrfToken) }),
  );
};

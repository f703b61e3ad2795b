import { Acknowledgement, envelope } from '@ott/contracts';
import { AdminLoginRequest, AdminMe, AdminPasswordChange, AdminTotpDisable, AdminTotpEnable, AdminTotpEnabled, AdminTotpSetup } from '@ott/contracts/admin-auth';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import type { AuthRateLimit } from '../auth/auth-rate-limits';
import type { LoginLockout } from '../auth/login-lockout';
import { BadCredentials, TotpInvalid } from './console-errors';
import { CONSOLE_COOKIE, type ConsoleSessions, SESSION_MAX_AGE_MS } from './console-session';
import type { AuditLog } from './audit-log';
import type { OperatorsService } from './operators.service';

export interface AdminAuthRoutesOptions {
  operators: OperatorsService;
  sessions: ConsoleSessions;
  limit: AuthRateLimit;
  lockout: LoginLockout;
  /** Secure cookies when the console is served over https. */
  secureCookie: boolean;
  audit: AuditLog;
}

const tags = ['admin'];
/** The console's sign-in counts apart from a viewer's with the same address. */
const loginIdentifier = (request: { body: unknown }) => `console:${((request.body as { email?: string }).email ?? '').trim().toLowerCase()}`;
const ok = { data: { ok: true as const } };
/** Checks of the operator's own password (change, TOTP on and off) count per operator, like sign-ins per account. */
const byOperator = (request: { operator: { id: number } }) => `console-operator:${request.operator.id}`;

/** `/api/admin/auth/*` and `/api/admin/me`: the operator's own session. */
export const adminAuthRoutes: FastifyPluginAsyncZod<AdminAuthRoutesOptions> = async (app, { operators, sessions, limit, lockout, secureCookie, audit }) => {
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
        // A wrong second factor counts as a failure too, so a known password does not buy endless code guesses.
        if (error instanceof BadCredentials || error instanceof TotpInvalid) await lockout.wrongPassword(request, reply);
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

  app.post(
    '/api/admin/auth/logout-all',
    {
      config: { access: 'session', beforePasswordChange: true },
      schema: { summary: 'Sign out everywhere: ends every session of the operator, this one included', tags, response: { 200: envelope(Acknowledgement), ...errorResponses } },
    },
    async (request, reply) => {
      await sessions.closeOthers(request.operator.id, null);
      await audit.record(request, { action: 'operator.logout_all', entity_type: 'operator', entity_id: request.operator.id, before: null, after: null, channel_id: null });
      clearSessionCookie(reply);
      return ok;
    },
  );

  app.post(
    '/api/admin/auth/password',
    {
      config: { access: 'session', beforePasswordChange: true },
      preHandler: limit('console-password', byOperator),
      schema: {
        summary: "Change the operator's own password (a temporary one must be changed before anything else); other sessions end",
        tags,
        body: AdminPasswordChange,
        response: { 200: envelope(AdminMe), ...errorResponses },
      },
    },
    async (request) => {
      const session = request.consoleSession!;
      await operators.changePassword(request.operator.id, request.body.current_password, request.body.new_password);
      await sessions.closeOthers(request.operator.id, session.sessionId);
      await audit.record(request, { action: 'operator.password_change', entity_type: 'operator', entity_id: request.operator.id, before: null, after: null, channel_id: null });
      return { data: await operators.me(request.operator.id, session.csrfToken) };
    },
  );

  app.post(
    '/api/admin/auth/totp/setup',
    {
      config: { access: 'session' },
      schema: { summary: 'Start two-step sign-in: a new secret and its QR code (SVG) for an authenticator app', tags, response: { 200: envelope(AdminTotpSetup), ...errorResponses } },
    },
    async (request) => ({ data: await operators.setupTotp(request.operator.id) }),
  );

  app.post(
    '/api/admin/auth/totp/enable',
    {
      config: { access: 'session', matrixExample: { body: { password: 'not-the-password', code: '000000' } } },
      preHandler: limit('console-totp-enable', byOperator),
      schema: {
        summary: 'Turn two-step sign-in on with the password and a code from the app; answers ten one-time recovery codes, shown once',
        tags,
        body: AdminTotpEnable,
        response: { 200: envelope(AdminTotpEnabled), ...errorResponses },
      },
    },
    async (request) => {
      const codes = await operators.enableTotp(request.operator.id, request.body.password, request.body.code);
      await audit.record(request, { action: 'operator.totp_enable', entity_type: 'operator', entity_id: request.operator.id, before: { totp_enabled: false }, after: { totp_enabled: true }, channel_id: null });
      return { data: { recovery_codes: codes } };
    },
  );

  app.post(
    '/api/admin/auth/totp/disable',
    {
      config: { access: 'session', matrixExample: { body: { password: 'not-the-password', code: '000000' } } },
      preHandler: limit('console-totp-disable', byOperator),
      schema: { summary: 'Turn two-step sign-in off (asks for the password and a code from the app, or a recovery code)', tags, body: AdminTotpDisable, response: { 200: envelope(Acknowledgement), ...errorResponses } },
    },
    async (request) => {
      await operators.disableTotp(request.operator.id, request.body.password, request.body.code);
      await audit.record(request, { action: 'operator.totp_disable', entity_type: 'operator', entity_id: request.operator.id, before: { totp_enabled: true }, after: { totp_enabled: false }, channel_id: null });
      return ok;
    },
  );
};

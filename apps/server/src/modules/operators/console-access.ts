import { CONSOLE_ACCESS, CSRF_HEADER, type ConsoleAccess, type OperatorRole, roleMeets } from '@ott/contracts/admin-auth';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { constantTimeEqual } from '../../lib/constant-time';
import type { Channel } from '../channel/channel.types';
import { ChannelNotFound, ConsoleForbidden, ConsoleSessionExpired, ConsoleUnauthenticated, CsrfTokenInvalid, PasswordChangeRequired } from './console-errors';
import { CONSOLE_COOKIE, type ConsoleOperator, type ConsoleSessions, type ResolvedSession } from './console-session';

/** What a console route declares in `config.access`: a role check, any signed-in operator ('session'), or nobody signed in ('public'). */
export type RouteAccess = ConsoleAccess | 'session' | 'public';

/** An example request the role × route matrix test sends so the route gets past validation to its own answer. */
export interface MatrixExample {
  /** Values of the URL's params other than `channel_key` (e.g. `{ id: '1' }`). */
  params?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string>;
}

/** A console route as registered, for the role × route matrix test and any listing of the console API. */
export interface ConsoleRouteInfo {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  matrixExample: MatrixExample | undefined;
  /** The POST that the method override (DESIGN.md §2) adds to a PATCH/PUT/DELETE route; it only re-dispatches. */
  methodOverrideAlias: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under /api/admin/ with the access it declares (one entry per method). */
    consoleRoutes(): ReadonlyArray<ConsoleRouteInfo>;
  }
  interface FastifyContextConfig {
    /** Required on every route under /api/admin/ (deny by default; docs/decisions/0039-operator-console-access.md). */
    access?: RouteAccess;
    /** The route answers an operator whose temporary password is still to be changed (me, logout, password change). */
    beforePasswordChange?: boolean;
    /** An example request for the role × route matrix test (test/console-access.test.ts). */
    matrixExample?: MatrixExample;
  }
  interface FastifyRequest {
    /** The signed-in operator on every console route but 'public' ones. */
    operator: ConsoleOperator;
    /** The channel of a console route with a `:channel_key` param, archived ones included. */
    consoleChannel: Channel;
    /** The operator's role on `consoleChannel` ('owner' for owners). */
    consoleRole: OperatorRole;
    /** The console session of the request (id and CSRF token). */
    consoleSession: ResolvedSession | null;
  }
}

export const ADMIN_PREFIX = '/api/admin/';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KNOWN_ACCESS = new Set<string>([...CONSOLE_ACCESS, 'session', 'public']);

export interface ConsoleAccessDeps {
  sessions: ConsoleSessions;
  /** A channel by key, archived ones too. */
  channelByKey(key: string): Promise<Channel | null>;
  roleOn(operatorId: number, channelId: number): Promise<OperatorRole | null>;
  /** Every role the operator holds, for routes that name no channel. */
  rolesOf(operatorId: number): Promise<OperatorRole[]>;
}

export function cookieToken(app: FastifyInstance, request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  return app.parseCookie(header)[CONSOLE_COOKIE];
}

/**
 * Registers the check every /api/admin/ route runs first (onRequest, before body parsing and validation):
 * session cookie → CSRF on writes → forced password change → the route's declared access, with a channel
 * the operator does not hold answered 404. A route without `config.access` is refused. Call before any
 * console route is registered: it attaches itself through onRoute, so other routes pay nothing.
 */
export function registerConsoleAccess(app: FastifyInstance, deps: ConsoleAccessDeps): void {
  app.decorateRequest('operator', null as unknown as ConsoleOperator);
  app.decorateRequest('consoleChannel', null as unknown as Channel);
  app.decorateRequest('consoleRole', null as unknown as OperatorRole);
  app.decorateRequest('consoleSession', null);

  async function authenticate(request: FastifyRequest): Promise<ResolvedSession> {
    const found = await deps.sessions.lookup(cookieToken(app, request));
    if (found.status === 'none') throw new ConsoleUnauthenticated();
    if (found.status === 'expired') throw new ConsoleSessionExpired();
    return found.session;
  }

  const check: onRequestAsyncHookHandler = async (request: FastifyRequest, _reply: FastifyReply) => {
    const config = request.routeOptions.config;
    const access = config.access;
    if (access === undefined || !KNOWN_ACCESS.has(access)) {
      request.log.error({ url: request.routeOptions.url }, 'console route without config.access refused');
      throw new ConsoleForbidden('This console route declares no access');
    }
    if (access === 'public') return;

    const session = await authenticate(request);
    if (WRITES.has(request.method)) {
      const sent = request.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || !constantTimeEqual(sent, session.csrfToken)) throw new CsrfTokenInvalid();
    }
    request.consoleSession = session;
    request.operator = session.operator;
    if (session.mustChangePassword && !config.beforePasswordChange) throw new PasswordChangeRequired();
    if (access === 'session') return;

    const operator = session.operator;
    const channelKey = (request.params as Record<string, string | undefined> | undefined)?.channel_key;
    if (channelKey !== undefined) {
      const channel = await deps.channelByKey(channelKey);
      if (!channel) throw new ChannelNotFound();
      const role: OperatorRole | null = operator.isOwner ? 'owner' : await deps.roleOn(operator.id, channel.id);
      if (!role) throw new ChannelNotFound();
      if (!roleMeets(role, access)) throw new ConsoleForbidden();
      request.consoleChannel = channel;
      request.consoleRole = role;
      return;
    }
    if (operator.isOwner) return;
    const roles = await deps.rolesOf(operator.id);
    if (!roles.some((role) => roleMeets(role, access))) throw new ConsoleForbidden();
  };

  const routes: ConsoleRouteInfo[] = [];
  app.decorate('consoleRoutes', () => routes);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(ADMIN_PREFIX)) return;
    const config = (route.config ?? {}) as { access?: RouteAccess; matrixExample?: MatrixExample };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const overridden = methods.some((method) => method === 'PATCH' || method === 'PUT' || method === 'DELETE');
    for (const method of methods) {
      routes.push({ method, url: route.url, access: config.access, matrixExample: config.matrixExample, methodOverrideAlias: overridden && method === 'POST' });
    }
    const existing = route.onRequest;
    route.onRequest = [check, ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing])];
  });
}

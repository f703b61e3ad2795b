/**
 * The role × route matrix of the operator console (docs/decisions/0039-operator-console-access.md).
 *
 * Every route under /api/admin/ is read from the app itself (`app.consoleRoutes()`, filled by the access
 * check's onRoute hook), so a route added by any module is covered without editing this file. For each
 * route it sends one request per case — signed out, a write without the CSRF header, each role on
 * channel A, and an admin of channel B only — and checks the answer against the route's `config.access`.
 *
 * How a refusal by the access check is told apart from the route's own answer: the check answers exactly
 *   401 (no or expired session),
 *   403 with code FORBIDDEN and message 'Your role does not allow this' (role too low),
 *   403 with code CSRF_TOKEN_INVALID (write without the header),
 *   404 with code NOT_FOUND and message 'Channel not found' (channel not held, or unknown).
 * Anything else — a 2xx, a validation 400, a 409, the handler's own 404 ('Event not found', 'Not found',
 * …) — means the request got past the check. A 5xx fails the test whatever the case.
 *
 * Example requests: a route whose handler needs more than `:channel_key` and an empty body to be reached
 * may declare `config.matrixExample = { params, body, query }`; in them '{channel_key}' stands for channel
 * A's key and '{operator_id}' for a fresh operator (an editor on channel A) made for that one request.
 * Params not given default to '1'. Every request runs on a fresh session, so logout routes end only that.
 */
import { CSRF_HEADER, type ConsoleAccess, type OperatorRole, roleMeets } from '@ott/contracts/admin-auth';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleRouteInfo } from '../src/modules/operators/console-access';
import { dialects, type TestApp, createTestApp } from './helper';
import { createOperator, openOperatorSession } from './console-helpers';

const CHANNEL_A = 'varsity';
const CHANNEL_B = 'universitaire';
const ROLES: OperatorRole[] = ['owner', 'admin', 'editor', 'support', 'analyst', 'scorekeeper', 'moderator'];
const KNOWN_ACCESS = new Set(['owner', 'admin', 'editor', 'support', 'analyst', 'any', 'session', 'public', 'scorekeeper', 'moderator']);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Outcome = 'allowed' | 'unauthenticated' | 'forbidden' | 'csrf' | 'channel-not-found';

/** What the access check answered, or 'allowed' when the request reached the route. */
export function classify(response: LightMyRequestResponse): Outcome | 'server-error' {
  if (response.statusCode >= 500) return 'server-error';
  const body = response.headers['content-type']?.toString().includes('json') ? (response.json() as { code?: string; message?: string }) : {};
  if (response.statusCode === 401) return 'unauthenticated';
  if (response.statusCode === 403 && body.code === 'CSRF_TOKEN_INVALID') return 'csrf';
  if (response.statusCode === 403 && body.code === 'FORBIDDEN' && body.message === 'Your role does not allow this') return 'forbidden';
  if (response.statusCode === 404 && body.code === 'NOT_FOUND' && body.message === 'Channel not found') return 'channel-not-found';
  return 'allowed';
}

/** Routes the matrix sends requests to: HEAD copies of GET routes and the method-override POST aliases are left out. */
export function matrixRoutes(routes: ReadonlyArray<ConsoleRouteInfo>): ConsoleRouteInfo[] {
  return routes.filter((route) => route.method !== 'HEAD' && !route.methodOverrideAlias);
}

function expected(access: string, roleOnA: OperatorRole | null, holdsA: boolean, channelRoute: boolean): Outcome {
  if (access === 'public' || access === 'session') return 'allowed';
  const role = roleOnA ?? 'admin';
  if (channelRoute && !holdsA) return 'channel-not-found';
  return roleMeets(role, access as ConsoleAccess) ? 'allowed' : 'forbidden';
}

describe.each(dialects)('console role × route matrix (%s)', (dialect) => {
  let t: TestApp;
  const operators = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_IDENTIFIER: '100000' } });
    for (const role of ROLES) operators.set(role, (await createOperator(t.app, { role, channelKey: CHANNEL_A })).operatorId);
    operators.set('admin-of-b', (await createOperator(t.app, { role: 'admin', channelKey: CHANNEL_B })).operatorId);
  });
  afterAll(async () => t.close());

  it('every console route declares its access', () => {
    const routes = t.app.consoleRoutes();
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(expect.arrayContaining(['POST /api/admin/auth/login', 'GET /api/admin/me', 'PATCH /api/admin/channels/:channel_key']));
    expect(routes.filter((route) => !KNOWN_ACCESS.has(route.access ?? '')).map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('answers every route × role as its declared access says', async () => {
    const app: FastifyInstance = t.app;
    const failures: string[] = [];
    let checks = 0;

    async function send(route: ConsoleRouteInfo, operatorId: number | null, { csrf = true, channelKey = CHANNEL_A } = {}) {
      const example = route.matrixExample ?? {};
      const victim = JSON.stringify(example).includes('{operator_id}') ? (await createOperator(app, { role: 'editor', channelKey: CHANNEL_A })).operatorId : 0;
      const fill = (text: string) => text.replaceAll('{channel_key}', channelKey).replaceAll('{operator_id}', String(victim));
      const url = route.url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(name === 'channel_key' ? channelKey : fill(example.params?.[name] ?? '1')));
      const body = example.body === undefined ? (WRITES.has(route.method) ? {} : undefined) : JSON.parse(fill(JSON.stringify(example.body)));
      const query = example.query ? Object.fromEntries(Object.entries(example.query).map(([name, value]) => [name, fill(value)])) : undefined;
      const headers: Record<string, string> = {};
      if (operatorId !== null) {
        const session = await openOperatorSession(app, operatorId);
        headers.cookie = session.cookie;
        if (csrf) headers[CSRF_HEADER] = session.csrf;
      }
      return app.inject({ method: route.method as 'GET', url, headers, ...(query ? { query } : {}), ...(body === undefined ? {} : { payload: body }) });
    }

    function check(route: ConsoleRouteInfo, who: string, want: Outcome, response: LightMyRequestResponse) {
      checks += 1;
      const got = classify(response);
      if (got !== want) failures.push(`${route.method} ${route.url} as ${who}: expected ${want}, got ${got} (${response.statusCode} ${response.body.slice(0, 160)})`);
    }

    for (const route of matrixRoutes(app.consoleRoutes())) {
      const access = route.access ?? '';
      const channelRoute = route.url.includes(':channel_key');
      const isPublic = access === 'public';

      check(route, 'signed out', isPublic ? 'allowed' : 'unauthenticated', await send(route, null));
      if (WRITES.has(route.method) && !isPublic) check(route, 'owner without CSRF header', 'csrf', await send(route, operators.get('owner')!, { csrf: false }));
      if (isPublic) continue;
      for (const role of ROLES) check(route, `${role} of A`, expected(access, role, true, channelRoute), await send(route, operators.get(role)!));
      check(route, 'admin of B only', expected(access, null, false, channelRoute), await send(route, operators.get('admin-of-b')!));
      if (channelRoute) check(route, 'owner, unknown channel', 'channel-not-found', await send(route, operators.get('owner')!, { channelKey: 'no-such-channel' }));
    }

    expect(failures).toEqual([]);
    expect(checks).toBeGreaterThan(50);
    console.info(`console role × route matrix (${dialect}): ${matrixRoutes(app.consoleRoutes()).length} routes, ${checks} checks`);
    // Some 1,500 requests, each with its own operator session: minutes, not seconds, on a busy 2-core machine.
  }, 180_000);
});

describe('deny by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      setup: (app) => {
        app.get('/api/admin/forgotten', async () => ({ data: 'should never be served' }));
      },
    });
  });
  afterAll(async () => t.close());

  it('refuses a console route that declares no access, even to an owner, and the matrix names it', async () => {
    const ownerId = (await createOperator(t.app, { role: 'owner' })).operatorId;
    const session = await openOperatorSession(t.app, ownerId);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/forgotten', headers: { cookie: session.cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('should never be served');
    expect(t.app.consoleRoutes().filter((route) => route.access === undefined).map((route) => `${route.method} ${route.url}`)).toContain('GET /api/admin/forgotten');
  });
});

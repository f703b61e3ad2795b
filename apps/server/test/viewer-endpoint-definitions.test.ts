import type { Endpoint } from '@ott/contracts/endpoint';
import { listViewerEndpoints } from '@ott/contracts/endpoints/viewer/index';
import type * as FastifyModule from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerUser } from './auth-helpers';
import { type TestApp, createTestApp, dialects } from './helper';

/**
 * Every route the app registers, as Fastify hands it to onRoute hooks. Kept by reference: the method override
 * adds POST to a PATCH route's methods after this hook has seen it (src/lib/method-override.ts).
 */
const registered = vi.hoisted(() => [] as RouteOptions[]);

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const create = actual.default as unknown as (...args: unknown[]) => FastifyInstance;
  const recording = ((...args: unknown[]) => {
    const app = create(...args);
    app.addHook('onRoute', (route) => void registered.push(route));
    return app;
  }) as typeof actual.default;
  return { ...actual, default: recording };
});

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);
const hooksOf = (hook: unknown): unknown[] => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);

function routeOf(definition: Endpoint): RouteOptions | undefined {
  return registered.find((route) => route.url === `/api${definition.path}` && methodsOf(route).includes(definition.method));
}

/** The server's key-exempt routes are those its channel guard opens (keys.guards.ts `identifyChannel`), alone or among others. */
const isKeyExempt = (route: RouteOptions) => hooksOf(route.preHandler).some((hook) => typeof hook === 'function' && hook.name === 'identifyChannel');

/** Key-exempt routes the viewer calls with its api_key on purpose: the server then says which passes the viewer owns. */
const KEYED_ON_EXEMPT_ROUTES = ['commerce.packageById', 'commerce.subscriptionById'];

const definitions = listViewerEndpoints();
const parameterFreeGets = definitions.filter(([, definition]) => definition.method === 'GET' && !definition.path.includes(':'));

describe.each(dialects)('viewer endpoint definitions on %s', (dialect) => {
  let t: TestApp;
  let userKey: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ apiKey: userKey } = await registerUser(t.app));
  });
  afterAll(async () => t.close());

  it.each(definitions)('%s names a route the server registers', (_name, definition) => {
    expect(routeOf(definition), `${definition.method} /api${definition.path}`).toBeTruthy();
  });

  it('carry the credential the server asks: channel_key exactly where the route is key-exempt', () => {
    const disagreeing = definitions.filter(([, definition]) => {
      const route = routeOf(definition);
      return route !== undefined && isKeyExempt(route) !== (definition.auth === 'channel_key');
    });
    expect(disagreeing.map(([name]) => name)).toEqual(KEYED_ON_EXEMPT_ROUTES);
    expect(registered.some(isKeyExempt)).toBe(true);
  });

  it("parse the demo channel's answers to every parameter-free GET that answers 200", async () => {
    const answered: string[] = [];
    for (const [name, definition] of parameterFreeGets) {
      const credential: Record<string, string> = definition.auth === 'channel_key' ? { channel_key: 'varsity' } : { api_key: userKey };
      const response = await t.app.inject({ method: 'GET', url: `/api${definition.path}`, query: credential });
      if (response.statusCode !== 200) continue;
      const body = response.json() as { data: unknown };
      const schema = await definition.response();
      expect(() => schema.parse(definition.envelope ? body : body.data), name).not.toThrow();
      answered.push(name);
    }
    expect(answered).toEqual(
      expect.arrayContaining([
        'channel.channelBootstrap',
        'channel.participants',
        'channel.geo',
        'commerce.packages',
        'commerce.subscriptions',
        'commerce.orders',
        'events.events',
        'events.homepageEvents',
        'favorites.favorites',
        'favorites.favoriteEvents',
        'profile.profile',
        'account.userAccess',
        'vod.vodCategories',
        'vod.vodRails',
        'watching.continueWatching',
      ]),
    );
  });
});

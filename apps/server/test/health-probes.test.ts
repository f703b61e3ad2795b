import { Liveness, Readiness } from '@ott/contracts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/create-database';
import { registerHealth } from '../src/modules/health/health.routes';
import { type TestApp, createTestApp, dialects } from './helper';

const testRedisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

describe.each(dialects)('liveness and readiness on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { INSTANCE_NAME: 'api-a' } });
  });
  afterAll(async () => t.close());

  it('says the process is up and names the instance', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Liveness.parse(response.json().data)).toEqual({ status: 'ok', instance: 'api-a', version: expect.any(String) });
  });

  it('is ready with the database and the media store reachable and Redis off', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(Readiness.parse(response.json().data)).toMatchObject({ status: 'ready', instance: 'api-a', database: 'up', redis: 'off', store: 'up' });
  });

  it('names the instance on every response, an unknown path included', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(health.headers['x-instance']).toBe('api-a');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-instance']).toBe('api-a');
  });
});

describe.runIf(testRedisUrl)('readiness with Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { REDIS_URL: testRedisUrl!, INSTANCE_NAME: 'api-b' } });
  });
  afterAll(async () => t.close());

  it('reports Redis up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'ready', instance: 'api-b', redis: 'up' });
  });
});

describe('readiness when a dependency fails', () => {
  async function healthApp(deps: { dbUp: boolean; redis: 'up' | 'down' | 'slow' | null; storeUp: boolean }) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const fail = () => Promise.reject(new Error('unreachable'));
    const database = createDatabase(deps.dbUp ? { dataDir: mkdtempSync(join(tmpdir(), 'ott-health-')), databaseUrl: null } : { dataDir: '/tmp', databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    app.addHook('onClose', async () => database.db.destroy());
    const ping = deps.redis === 'up' ? async () => 'PONG' : deps.redis === 'slow' ? () => new Promise<string>(() => {}) : fail;
    await registerHealth(app, {
      db: database.db,
      version: 'test',
      instance: 'api-c',
      redis: deps.redis === null ? null : { ping } as never,
      store: { exists: deps.storeUp ? async () => false : fail },
    });
    return app;
  }

  it.each([
    [{ dbUp: true, redis: 'down' as const, storeUp: true }, { database: 'up', redis: 'down', store: 'up' }],
    [{ dbUp: true, redis: 'up' as const, storeUp: false }, { database: 'up', redis: 'up', store: 'down' }],
    [{ dbUp: false, redis: null, storeUp: true }, { database: 'down', redis: 'off', store: 'up' }],
  ])('answers 503 unready naming what is down (%j)', async (deps, expected) => {
    const app = await healthApp(deps);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().data).toEqual({ status: 'unready', instance: 'api-c', version: 'test', ...expected });
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

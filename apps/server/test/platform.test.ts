import { Health } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/create-database';
import { type TestApp, createTestApp, dialects } from './helper';

describe.each(dialects)('health and OpenAPI on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('reports the database up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(Health.parse(response.json().data)).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('publishes every API route in OpenAPI 3 at /api/openapi.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/get_api_key',
        '/api/session',
        '/api/channel-bootstrap-data',
        '/api/settings',
        '/api/menu',
        '/api/slides/web',
        '/api/pages',
        '/api/pages/{alias}',
        '/api/color-settings/web',
        '/api/faq',
        '/api/health',
        '/keys/{file}',
        '/storage/settings/{file}',
      ]),
    );
    expect(document.paths['/api/openapi.json']).toBeUndefined();
    expect(document.components.schemas).toHaveProperty('BootstrapData');
    expect(document.paths['/api/get_api_key'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('channel_key');
  });

  it('sends security headers with a CSP that allows the SPA, blob: workers and media', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('health with the database down', () => {
  it('answers 503 with database down', async () => {
    const config = { dataDir: '/tmp', databaseUrl: 'postgres://nobody@127.0.0.1:1/none' };
    const { loadConfig } = await import('../src/config');
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }), { database: createDatabase(config) });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json().data).toMatchObject({ status: 'degraded', database: 'down' });
    } finally {
      await app.close();
    }
  });
});

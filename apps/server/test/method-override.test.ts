import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getApiKey } from './factories';
import { type TestApp, createTestApp } from './helper';

const seen: Array<{ method: string; body: unknown; query: unknown }> = [];

/** A PATCH, a PUT and a DELETE route that echo what reached their handlers. */
function addEchoRoutes(app: FastifyInstance) {
  const handler = async (request: FastifyRequest) => {
    seen.push({ method: request.method, body: request.body, query: { ...(request.query as object) } });
    return { data: { method: request.method } };
  };
  const body = z.object({ api_key: z.string(), name: z.string() }).strict();
  app.route({ method: 'PATCH', url: '/api/test/profile', schema: { body }, handler });
  app.route({ method: 'PUT', url: '/api/test/profile', schema: { body }, handler });
  app.route({ method: 'DELETE', url: '/api/test/profile', schema: { querystring: z.object({ api_key: z.string() }) }, handler });
}

describe('POST with _method', () => {
  let t: TestApp;
  let apiKey: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { setup: addEchoRoutes });
    apiKey = (await getApiKey(t.app)).api_key;
  });
  afterAll(async () => t.close());

  it.each(['patch', 'PUT'])('is treated as %s, with _method removed before validation', async (method) => {
    seen.length = 0;
    const response = await t.app.inject({ method: 'POST', url: '/api/test/profile', payload: { _method: method, api_key: apiKey, name: 'Ada' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.method).toBe(method.toUpperCase());
    expect(seen).toEqual([{ method: method.toUpperCase(), body: { api_key: apiKey, name: 'Ada' }, query: {} }]);
  });

  it('is treated as delete, with the key taken from the body as DELETE takes it from the query', async () => {
    seen.length = 0;
    const response = await t.app.inject({ method: 'POST', url: '/api/test/profile', payload: { _method: 'delete', api_key: apiKey } });
    expect(response.statusCode).toBe(200);
    expect(seen).toEqual([{ method: 'DELETE', body: undefined, query: { api_key: apiKey } }]);
  });

  it('leaves the real methods alone', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/test/profile', payload: { api_key: apiKey, name: 'Ada' } });
    expect(response.json().data.method).toBe('PATCH');
  });

  it.each([
    ['no _method', { api_key: 'k', name: 'Ada' }],
    ['an unknown _method', { _method: 'options', api_key: 'k', name: 'Ada' }],
    ['a non-string _method', { _method: ['patch'], api_key: 'k', name: 'Ada' }],
  ])('answers a POST with %s with 405 in the envelope', async (_name, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/profile', payload });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toEqual({ message: 'Method Not Allowed', code: 'METHOD_NOT_ALLOWED', message_code: 'HTTP_STATUS', params: { status: 405, reason: 'Method Not Allowed' } });
  });

  it('still validates the overridden body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/profile', payload: { _method: 'patch', api_key: apiKey } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.name).toEqual(['Field is required']);
  });
});

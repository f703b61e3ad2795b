import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUGE, SQLISH, getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';

describe.each(dialects)('error handling on %s', (dialect) => {
  let t: TestApp;
  let apiKey: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { BODY_LIMIT_BYTES: '4096' } });
    apiKey = (await getApiKey(t.app)).api_key;
  });
  afterAll(async () => t.close());

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/get_api_key', headers: { 'content-type': 'application/json' }, payload: '{"channel_key": "varsity"' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed JSON in request body', code: 'MALFORMED_JSON', message_code: 'MALFORMED_JSON' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/get_api_key', payload: { channel_key: 'varsity', padding: 'x'.repeat(8192) } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a non-JSON body with 415', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/get_api_key', headers: { 'content-type': 'text/plain' }, payload: 'varsity' });
    expect(response.statusCode).toBe(415);
  });

  it.each(['GET', 'POST', 'DELETE'] as const)('answers an unknown /api path (%s) with the 404 envelope', async (method) => {
    const response = await t.app.inject({ method, url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND', message_code: 'NOT_FOUND' });
  });

  const getRoutes = [
    '/api/channel-bootstrap-data',
    '/api/settings',
    '/api/menu',
    '/api/slides/web',
    '/api/pages',
    '/api/pages/about',
    '/api/color-settings/web',
    '/api/faq',
    '/api/session',
    '/api/health',
  ];
  const hostile = { 'SQL-ish': SQLISH, '10 kB': HUGE, 'unicode/control': '\u0000\u202e<script>' };

  for (const [label, value] of Object.entries(hostile)) {
    it(`answers a ${label} string in every query parameter with a 4xx (or ignores it), never a 5xx`, async () => {
      for (const url of getRoutes) {
        for (const param of ['channel_key', 'api_key', 'type', 'client_interface', 'unknown_param']) {
          const query = { channel_key: 'varsity', api_key: apiKey, [param]: value };
          const response = await t.app.inject({ method: 'GET', url, query });
          expect(response.statusCode, `${url} ${param}`).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json(), `${url} ${param}`).toHaveProperty('code');
        }
      }
    });

    it(`answers a ${label} string in path parameters and bodies with a 4xx`, async () => {
      const encoded = encodeURIComponent(value);
      for (const url of [`/api/pages/${encoded}?channel_key=varsity`, `/keys/${encoded}.json`, `/storage/settings/${encoded}.json`]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, url).toBeLessThan(500);
      }
      const response = await t.app.inject({ method: 'POST', url: '/api/get_api_key', payload: { channel_key: value } });
      expect(response.statusCode).toBe(value.length > 4096 ? 413 : 401);
    });
  }

  it('answers an unexpected failure with 500, a request id and no internals', async () => {
    await t.db.schema.dropTable('faq_entries').execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/faq', query: { channel_key: 'varsity' } });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({ message: 'Something went wrong', code: 'INTERNAL', message_code: 'SOMETHING_WENT_WRONG', request_id: response.headers['x-request-id'] });
    expect(response.body).not.toMatch(/faq_entries|sqlite|relation/i);
  });
});

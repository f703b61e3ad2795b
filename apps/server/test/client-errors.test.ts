import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { CLIENT_ERROR_BODY_LIMIT, CLIENT_ERROR_RATE_LIMIT_PER_MINUTE } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from './built-processes';
import { type TestApp, createTestApp, logCollector } from './helper';

const report = {
  app: 'web',
  kind: 'request',
  message: 'GET /api/orders?api_key=KEY-SECRET-1 failed with {"password":"hunter2"}',
  stack: 'Error: boom\n    at load (https://app.test/media/s/TOKEN-SECRET-2/1900000000/v/master.m3u8:1:1)',
  page_url: 'https://app.test/profile?api_key=KEY-SECRET-3&tab=orders',
  request: { method: 'GET', path: '/orders?api_key=KEY-SECRET-4', status: 500, code: 'INTERNAL', request_id: 'failed-request-id' },
};
const SECRETS = ['KEY-SECRET-1', 'hunter2', 'TOKEN-SECRET-2', 'KEY-SECRET-3', 'KEY-SECRET-4'];

describe('POST /api/client-errors', () => {
  let t: TestApp;
  const logs = logCollector();
  beforeAll(async () => {
    t = await createTestApp('sqlite', { empty: true, logStream: logs.stream });
  });
  afterAll(async () => t?.close());

  const post = (payload: unknown, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/client-errors', payload: payload as object, remoteAddress });

  it('accepts a report and logs it with its request id, keys, tokens and passwords redacted', async () => {
    const response = await post(report, '198.51.100.1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { received: true } });
    const line = logs.lines.map((text) => JSON.parse(text)).find((entry) => entry.msg === 'client error');
    expect(line).toMatchObject({
      level: 40,
      request_id: response.headers['x-request-id'],
      client_error: {
        app: 'web',
        kind: 'request',
        message: 'GET /api/orders?api_key=[redacted] failed with {"password":"[redacted]"}',
        stack: 'Error: boom\n    at load (https://app.test/media/s/[redacted]/1900000000/v/master.m3u8:1:1)',
        page_url: 'https://app.test/profile?api_key=[redacted]&tab=orders',
        request: { method: 'GET', path: '/orders?api_key=[redacted]', status: 500, code: 'INTERNAL', request_id: 'failed-request-id' },
      },
    });
    const all = logs.lines.join('\n');
    for (const secret of SECRETS) expect(all).not.toContain(secret);
  });

  it(`refuses more than ${CLIENT_ERROR_RATE_LIMIT_PER_MINUTE} reports a minute from one IP with 429, and not another IP's`, async () => {
    const small = { app: 'console', kind: 'uncaught', message: 'x' };
    for (let i = 0; i < CLIENT_ERROR_RATE_LIMIT_PER_MINUTE; i++) expect((await post(small, '198.51.100.2')).statusCode).toBe(200);
    const refused = await post(small, '198.51.100.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many requests', code: 'TOO_MANY_REQUESTS', message_code: 'TOO_MANY_REQUESTS' });
    expect((await post(small, '198.51.100.3')).statusCode).toBe(200);
  });

  it(`refuses a body over ${CLIENT_ERROR_BODY_LIMIT} bytes with 413, and fields over their limits with 400`, async () => {
    const oversize = await post({ ...report, stack: 'x'.repeat(CLIENT_ERROR_BODY_LIMIT) }, '198.51.100.4');
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json()).toEqual({ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE', message_code: 'PAYLOAD_TOO_LARGE' });
    const longMessage = await post({ ...report, message: 'x'.repeat(1_001) }, '198.51.100.4');
    expect(longMessage.statusCode).toBe(400);
    expect(longMessage.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { message: [expect.any(String)] } });
  });
});

describe('POST /api/client-errors with SENTRY_DSN', () => {
  let t: TestApp;
  let sentry: Server;
  const envelopes: string[] = [];
  const logs = logCollector();
  beforeAll(async () => {
    // A stand-in for Sentry's ingest: it keeps the envelopes the SDK posts to /api/<project>/envelope/.
    sentry = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        if (request.url?.startsWith('/api/42/envelope/')) envelopes.push((request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
    const { port } = sentry.address() as AddressInfo;
    t = await createTestApp('sqlite', { empty: true, logStream: logs.stream, env: { SENTRY_DSN: `http://publickey@127.0.0.1:${port}/42` } });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => sentry?.close(resolve));
  });

  it('forwards the redacted report to Sentry through its SDK and logs only the event id', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: report, headers: { 'user-agent': 'TestBrowser/1.0' } });
    expect(response.statusCode).toBe(200);
    const sent = await waitFor(() => envelopes.find((text) => text.includes('"type":"event"')), 'the event to reach Sentry', 10_000);
    const event = JSON.parse(sent.split('\n')[2]!) as { event_id: string; message: string; tags: Record<string, string>; request: { url: string } };
    expect(event.message).toBe('GET /api/orders?api_key=[redacted] failed with {"password":"[redacted]"}');
    expect(event.tags).toEqual({ app: 'web', kind: 'request', request_id: response.headers['x-request-id'], status: '500', code: 'INTERNAL' });
    expect(event.request.url).toBe('https://app.test/profile?api_key=[redacted]&tab=orders');
    for (const secret of SECRETS) expect(sent).not.toContain(secret);
    const line = logs.lines.map((text) => JSON.parse(text)).find((entry) => entry.msg === 'client error forwarded to Sentry');
    expect(line).toMatchObject({ request_id: response.headers['x-request-id'], client_error: { app: 'web', kind: 'request', sentry_event_id: event.event_id } });
  });
});

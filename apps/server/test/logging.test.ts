import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, dialects, logCollector } from './helper';

describe.each(dialects)('logs on %s', (dialect) => {
  let t: TestApp;
  const collector = logCollector();
  const lines = collector.lines;
  beforeAll(async () => {
    const stream = collector.stream;
    t = await createTestApp(dialect, { logStream: stream });
  });
  afterAll(async () => t.close());

  it('never contain an api_key, in URLs, bodies or errors, and carry a request id', async () => {
    const grant = await t.app.inject({ method: 'POST', url: '/api/get_api_key', payload: { channel_key: 'varsity' } });
    const apiKey: string = grant.json().data.api_key;
    await t.app.inject({ method: 'GET', url: `/api/session?api_key=${apiKey}` });
    await t.app.inject({ method: 'GET', url: `/api/menu?channel_key=varsity&api_key=${apiKey}` });
    await t.app.inject({ method: 'GET', url: `/api/nope?api_key=${apiKey}&token=tok-secret-1` });
    await t.app.inject({ method: 'POST', url: '/api/get_api_key', payload: { channel_key: 'varsity', api_key: apiKey, password: 'hunter2' } });
    await t.app.inject({ method: 'GET', url: `/api/session?api_key=${apiKey}x` });
    const encodedName = await t.app.inject({ method: 'GET', url: `/api/session?api%5Fkey=${apiKey}` });
    expect(encodedName.statusCode).toBe(200);

    expect(lines.length).toBeGreaterThan(10);
    const all = lines.join('\n');
    expect(all).not.toContain(apiKey);
    expect(all).not.toContain('tok-secret-1');
    expect(all).not.toContain('hunter2');
    expect(all).toContain('api_key=[redacted]');
    const requestLines = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
    expect(requestLines.length).toBeGreaterThan(0);
    for (const entry of requestLines) expect(entry.request_id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helper';

describe('over a real socket', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t.close());

  it('issues a key and serves channel data to fetch()', async () => {
    const grant = await fetch(`${base}/api/get_api_key`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ channel_key: 'universitaire' }) });
    expect(grant.status).toBe(200);
    const { data } = (await grant.json()) as { data: { api_key: string } };
    const settings = await fetch(`${base}/api/settings?api_key=${encodeURIComponent(data.api_key)}`);
    expect(settings.status).toBe(200);
    expect(((await settings.json()) as { data: { currency: string } }).data.currency).toBe('CAD');
  });

  it('finishes an in-flight request while closing, then refuses new connections', async () => {
    const inFlight = fetch(`${base}/api/channel-bootstrap-data?channel_key=varsity`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const closing = t.app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    await closing;
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});

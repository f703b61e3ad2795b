import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from './helper';

/** A promise with its resolver, so the test decides when a handler may finish. */
function gate<T = void>() {
  let open!: (value: T) => void;
  const opened = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const entered = gate();
const release = gate<string>();

function addHeldRoute(app: FastifyInstance) {
  app.get('/api/test/held', async () => {
    entered.open();
    return { data: await release.opened };
  });
  app.patch('/api/test/name', async (request) => ({ data: request.body }));
}

describe('over a real socket', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { setup: addHeldRoute });
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

  it('answers a POST with _method and keeps the connection usable', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${base}/api/test/name`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ _method: 'patch', name: `n${i}` }) });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { name: `n${i}` } });
    }
  });

  it('finishes an in-flight request while closing, then refuses new connections', async () => {
    const inFlight = fetch(`${base}/api/test/held`);
    await entered.opened;
    let closed = false;
    const closing = t.app.close().then(() => {
      closed = true;
    });
    // Closing has gone as far as it can while the request is held: new connections are refused.
    await vi.waitFor(() => expect(fetch(`${base}/api/health`)).rejects.toThrow());
    expect(closed).toBe(false);

    release.open('finished');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: 'finished' });
    await closing;
    expect(closed).toBe(true);
  });
});

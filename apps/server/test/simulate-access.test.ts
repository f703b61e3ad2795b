import { LiveFeed } from '@ott/contracts/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';

const STRANGER = '203.0.113.7';

describe.each(dialects)('the simulation API answers this machine only, on %s', (dialect) => {
  let t: TestApp;
  let apiKey: string;
  let eventId: number;
  const feedsFrom = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/simulate', query: { api_key: apiKey }, remoteAddress, headers });
  const act = (action: 'start' | 'stop', remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/simulate/${eventId}/${action}`, payload: { api_key: apiKey }, remoteAddress, headers });
  const statusOf = async () => {
    const feeds = z.object({ data: z.array(LiveFeed) }).parse((await feedsFrom('127.0.0.1')).json()).data;
    return feeds.find((feed) => feed.event_id === eventId)?.feed_status;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { LIVE_SIMULATION: 'on' } });
    apiKey = (await getApiKey(t.app)).api_key;
    const feeds = z.object({ data: z.array(LiveFeed) }).parse((await feedsFrom('127.0.0.1')).json()).data;
    eventId = feeds.find((feed) => feed.feed_status === 'waiting')!.event_id;
  });
  afterAll(async () => t.close());

  it('refuses a valid key from another address with 404 in the error envelope, changing nothing', async () => {
    for (const response of [await feedsFrom(STRANGER), await act('start', STRANGER), await act('stop', STRANGER)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND', message_code: 'NOT_FOUND' });
    }
    expect(await statusOf()).toBe('waiting');
  });

  it('does not believe a forwarded-for header when no proxy is trusted', async () => {
    const spoofed = { 'x-forwarded-for': '127.0.0.1', forwarded: 'for=127.0.0.1' };
    expect((await act('start', STRANGER, spoofed)).statusCode).toBe(404);
    expect((await feedsFrom(STRANGER, spoofed)).statusCode).toBe(404);
    expect(await statusOf()).toBe('waiting');
  });

  it('lets loopback (IPv4, IPv6, IPv4-mapped) list, start and stop feeds', async () => {
    expect((await feedsFrom('::1')).statusCode).toBe(200);
    expect((await feedsFrom('::ffff:127.0.0.1')).statusCode).toBe(200);
    const started = await act('start', '127.0.0.1');
    expect(started.statusCode, started.body).toBe(200);
    expect(await statusOf()).toBe('running');
    expect((await act('stop', '::1')).statusCode).toBe(200);
    expect(await statusOf()).toBe('stopped');
  });
});

describe.each(dialects)('the simulation API behind a trusted proxy, on %s', (dialect) => {
  let t: TestApp;
  let apiKey: string;
  const PROXY = '10.0.0.5';
  const listFrom = (forwardedFor: string) =>
    t.app.inject({ method: 'GET', url: '/api/simulate', query: { api_key: apiKey }, remoteAddress: PROXY, headers: { 'x-forwarded-for': forwardedFor } });

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { LIVE_SIMULATION: 'on', TRUST_PROXY: PROXY } });
    apiKey = (await getApiKey(t.app)).api_key;
  });
  afterAll(async () => t.close());

  it("judges the client the trusted proxy names, so the internet stays out", async () => {
    expect((await listFrom(STRANGER)).statusCode).toBe(404);
    expect((await listFrom('127.0.0.1')).statusCode).toBe(200);
  });
});

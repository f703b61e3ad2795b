// Test support for the API client suites: a fetch double with per-route answers and spied hooks.
import { afterEach, beforeEach, vi } from 'vitest';
import { createApiClient, type ApiClientHooks } from './api-client';
import { createKeyStore } from './key-store';
import { createExpiringStorage } from './storage';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const keyGrant = (apiKey = 'key-1') => json(200, { data: { api_key: apiKey, expires_at: '2030-01-01T00:00:00Z' } });
export const apiKeyError = () => json(401, { message: 'No channel or api key found', code: 'INVALID_API_KEY', errors: { api_key: ['Invalid api key'] } });
export const channelKeyError = () =>
  json(401, { message: 'No channel or api key found', code: 'INVALID_CHANNEL_KEY', errors: { channel_key: ['Invalid channel key'] } });

export function setup(options: { channelKey?: string; routes?: Record<string, Handler[] | Handler> } = {}) {
  const calls: { method: string; url: URL; body: Record<string, unknown> | undefined }[] = [];
  const queues = new Map<string, Handler[] | Handler>(Object.entries(options.routes ?? {}));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined });
    const route = queues.get(`${method} ${url.pathname}`);
    const handler = Array.isArray(route) ? (route.length > 1 ? route.shift() : route[0]) : route;
    if (!handler) return json(404, { message: 'Not found', code: 'NOT_FOUND' });
    return handler(url, init);
  });
  const hooks: ApiClientHooks = { onGlobalError: vi.fn(), onFatalError: vi.fn(), onUserReset: vi.fn(), logError: vi.fn() };
  const storage = createExpiringStorage(localStorage);
  const keyStore = createKeyStore(storage);
  const client = createApiClient({
    channelKey: options.channelKey,
    hostname: 'varsity.localhost',
    keyStore,
    fetch: fetchMock as unknown as typeof fetch,
    hooks,
  });
  const callsTo = (method: string, pathname: string) => calls.filter((c) => c.method === method && c.url.pathname === pathname);
  return { client, calls, callsTo, hooks, keyStore, fetchMock };
}

/** Every api-client test runs on fake timers (retries wait 1 s, time-outs 30 s). */
export function runOnFakeTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

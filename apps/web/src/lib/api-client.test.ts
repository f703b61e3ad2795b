import { endpoint } from '@ott/contracts/endpoint';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, ClientErrorCode, createApiClient } from './api-client';
import { json, keyGrant, setup, runOnFakeTimers } from './api-client.fixtures';
import { callThrough } from './endpoint-client';
import { LOCAL_STORAGE_LIFETIME_MS } from './storage';

// Keys, credential placement and response reading.
runOnFakeTimers();

describe('key lifecycle', () => {
  it('uses a configured channel key to fetch the API key, then stores and reuses it', async () => {
    const { client, callsTo } = setup({
      channelKey: 'varsity',
      routes: { 'POST /api/get_api_key': () => keyGrant('k1'), 'GET /api/profile': () => json(200, { data: { id: 1 } }) },
    });
    await client.get('/profile');
    await client.get('/profile');
    expect(callsTo('GET', '/keys/varsity.localhost.json')).toHaveLength(0);
    expect(callsTo('POST', '/api/get_api_key')).toHaveLength(1);
    expect(callsTo('POST', '/api/get_api_key')[0]?.body).toEqual({ channel_key: 'varsity' });
    expect(localStorage.getItem('ott.api_key.varsity')).toContain('k1');
  });

  it('asks the key host for the channel key when none is configured or stored', async () => {
    const { client, callsTo, keyStore } = setup({
      routes: {
        'GET /keys/varsity.localhost.json': () => json(200, { channel_key: 'varsity' }),
        'POST /api/get_api_key': () => keyGrant(),
      },
    });
    await expect(client.ensureApiKey()).resolves.toBe('key-1');
    expect(callsTo('GET', '/keys/varsity.localhost.json')).toHaveLength(1);
    expect(callsTo('POST', '/api/get_api_key')[0]?.body).toEqual({ channel_key: 'varsity' });
    expect(keyStore.getChannelKey()).toBe('varsity');
  });

  it('prefers a stored channel key (e.g. from ?channel=) over the key host', async () => {
    const { client, callsTo, keyStore } = setup({ routes: { 'POST /api/get_api_key': () => keyGrant() } });
    keyStore.setChannelKey('universitaire');
    await client.ensureApiKey();
    expect(callsTo('GET', '/keys/varsity.localhost.json')).toHaveLength(0);
    expect(callsTo('POST', '/api/get_api_key')[0]?.body).toEqual({ channel_key: 'universitaire' });
  });

  it('keeps the API key about 360 days, then fetches a new one', async () => {
    const { client, callsTo } = setup({ channelKey: 'varsity', routes: { 'POST /api/get_api_key': [() => keyGrant('old'), () => keyGrant('new')] } });
    await expect(client.ensureApiKey()).resolves.toBe('old');
    vi.setSystemTime(Date.now() + LOCAL_STORAGE_LIFETIME_MS - 1000);
    await expect(client.ensureApiKey()).resolves.toBe('old');
    vi.setSystemTime(Date.now() + 2000);
    await expect(client.ensureApiKey()).resolves.toBe('new');
    expect(callsTo('POST', '/api/get_api_key')).toHaveLength(2);
  });

  it('shares one key request between concurrent calls', async () => {
    const { client, callsTo } = setup({
      channelKey: 'varsity',
      routes: { 'POST /api/get_api_key': () => keyGrant(), 'GET /api/orders': () => json(200, { data: [] }) },
    });
    await Promise.all([client.get('/orders'), client.get('/orders'), client.get('/orders')]);
    expect(callsTo('POST', '/api/get_api_key')).toHaveLength(1);
  });
});

describe('credentials placement', () => {
  it('puts api_key in the query for GET and DELETE', async () => {
    const { client, callsTo } = setup({
      channelKey: 'varsity',
      routes: { 'POST /api/get_api_key': () => keyGrant('k9'), 'GET /api/orders': () => json(200, { data: [] }), 'DELETE /api/clip/4': () => json(200, { data: null }) },
    });
    await client.get('/orders', { limit: 5 });
    await client.delete('/clip/4');
    expect(callsTo('GET', '/api/orders')[0]?.url.searchParams.get('api_key')).toBe('k9');
    expect(callsTo('GET', '/api/orders')[0]?.url.searchParams.get('limit')).toBe('5');
    expect(callsTo('DELETE', '/api/clip/4')[0]?.url.searchParams.get('api_key')).toBe('k9');
  });

  it('puts api_key in the JSON body for other methods', async () => {
    const { client, callsTo } = setup({
      channelKey: 'varsity',
      routes: { 'POST /api/get_api_key': () => keyGrant('k9'), 'POST /api/favorite': () => json(200, { data: { id: 1 } }) },
    });
    await client.post('/favorite', { favoritable_id: 3, favoritable_type: 'participant' });
    const call = callsTo('POST', '/api/favorite')[0];
    expect(call?.body).toEqual({ favoritable_id: 3, favoritable_type: 'participant', api_key: 'k9' });
    expect(call?.url.searchParams.has('api_key')).toBe(false);
  });

  it.each(['/settings', '/menu', '/pages', '/pages/about', '/faq', '/color-settings/web', '/slides/web', '/packages', '/participants', '/channel-bootstrap-data'])(
    'sends channel_key instead of api_key to the key-exempt %s',
    async (path) => {
      const { client, calls } = setup({ channelKey: 'varsity', routes: { [`GET /api${path}`]: () => json(200, { data: [] }) } });
      await client.get(path);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.url.searchParams.get('channel_key')).toBe('varsity');
      expect(calls[0]?.url.searchParams.has('api_key')).toBe(false);
    },
  );

  it('sends channel_key in the body of an exempt POST', async () => {
    const { client, callsTo } = setup({ channelKey: 'varsity', routes: { 'POST /api/delete-account-confirm': () => json(200, { data: true }) } });
    await client.post('/delete-account-confirm', { token: 't' });
    expect(callsTo('POST', '/api/delete-account-confirm')[0]?.body).toEqual({ token: 't', channel_key: 'varsity' });
  });
});

describe('URLs opened outside the client', () => {
  it('puts an API path on the API origin with its query, and adds no key', () => {
    const client = createApiClient({ apiOrigin: 'https://api.varsity.test', channelKey: 'varsity' });
    expect(client.url('/live_state', { channel_key: 'varsity' })).toBe('https://api.varsity.test/api/live_state?channel_key=varsity');
    expect(createApiClient().url('live_state')).toBe('/api/live_state');
  });
});

describe('requests that outlive the page', () => {
  it('asks fetch for keepalive only when the caller does', async () => {
    const { client, fetchMock } = setup({
      channelKey: 'varsity',
      routes: { 'POST /api/get_api_key': () => keyGrant(), 'POST /api/watch-positions': () => json(200, { data: null }) },
    });
    await client.post('/watch-positions', { positions: [] }, { keepalive: true });
    await client.post('/watch-positions', { positions: [] });
    const inits = fetchMock.mock.calls.filter(([input]) => String(input).includes('/watch-positions')).map(([, init]) => init);
    expect(inits.map((init) => init?.keepalive)).toEqual([true, undefined]);
  });
});

describe('responses', () => {
  it('resolves with the data field of the envelope', async () => {
    const { client } = setup({ channelKey: 'varsity', routes: { 'GET /api/faq': () => json(200, { data: [{ id: 1 }], meta: { total: 1 } }) } });
    await expect(client.get('/faq')).resolves.toEqual([{ id: 1 }]);
  });

  it.each([
    ['without a data field', () => json(200, { items: [1] })],
    ['with a body that is not JSON', () => new Response('<!doctype html><title>app</title>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['with an empty body', () => new Response(null, { status: 200 })],
  ])('treats a 200 %s as a failure', async (_case, reply) => {
    const { client, hooks } = setup({ channelKey: 'varsity', routes: { 'GET /api/faq': reply } });
    const error = await client.get('/faq').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: ClientErrorCode.UNEXPECTED_RESPONSE, path: '/faq' });
    expect(hooks.logError).toHaveBeenCalledOnce();
  });

  it('requires the data field of a paged envelope too', async () => {
    const { client } = setup({
      channelKey: 'varsity',
      routes: { 'POST /api/get_api_key': () => keyGrant(), 'GET /api/events': [() => json(200, { data: [1], meta: { total: 1 } }), () => json(200, { meta: { total: 0 } })] },
    });
    await expect(client.get('/events', undefined, { envelope: true })).resolves.toEqual({ data: [1], meta: { total: 1 } });
    await expect(client.get('/events', undefined, { envelope: true })).rejects.toMatchObject({ code: ClientErrorCode.UNEXPECTED_RESPONSE });
  });

  it('resolves a data field that is null', async () => {
    const { client } = setup({ channelKey: 'varsity', routes: { 'POST /api/get_api_key': () => keyGrant(), 'DELETE /api/clip/4': () => json(200, { data: null }) } });
    await expect(client.delete('/clip/4')).resolves.toBeNull();
  });

  it.each([201, 204])('treats a %i success status as a failure', async (status) => {
    const { client, hooks } = setup({ channelKey: 'varsity', routes: { 'GET /api/faq': () => json(status, { data: [] }) } });
    const error = await client.get('/faq').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code: ClientErrorCode.UNEXPECTED_STATUS });
    expect(hooks.logError).toHaveBeenCalledOnce();
  });

  it('rejects with a typed ApiError carrying status, code, message and field errors', async () => {
    const { client } = setup({
      channelKey: 'varsity',
      routes: {
        'POST /api/get_api_key': () => keyGrant(),
        'POST /api/v2/auth/register': () => json(400, { message: 'Email already exists', code: 'VALIDATION_FAILED', errors: { email: ['Email already exists'] } }),
      },
    });
    const error = await client.post('/v2/auth/register', { email: 'a@b.c' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Email already exists', errors: { email: ['Email already exists'] } });
  });

  /** A 200 whose body never ends, erroring with the abort's reason when the request is aborted, as browsers do. */
  const headersThenStall = (_url: URL, init: RequestInit) =>
    new Response(
      new ReadableStream({
        start(controller) {
          init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );

  it('a request cancelled while its body is read is a cancellation, not an unexpected response (checkout leaving while the saved cards load)', async () => {
    const { client, hooks } = setup({ channelKey: 'varsity', routes: { 'POST /api/get_api_key': () => keyGrant(), 'GET /api/stripe/list-cards': headersThenStall } });
    const caller = new AbortController();
    const outcome = client.get('/stripe/list-cards', undefined, { signal: caller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    caller.abort();
    expect(await outcome).toMatchObject({ code: ClientErrorCode.REQUEST_CANCELLED, status: 0, path: '/stripe/list-cards' });
    expect(hooks.logError).not.toHaveBeenCalled();
  });

  it('a body that stalls past 30 seconds is a timeout, not an unexpected response', async () => {
    const { client } = setup({ channelKey: 'varsity', routes: { 'POST /api/get_api_key': () => keyGrant(), 'GET /api/stripe/list-cards': headersThenStall } });
    const outcome = client.get('/stripe/list-cards').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await outcome).toMatchObject({ code: ClientErrorCode.REQUEST_TIMEOUT, status: 0 });
  });

  it('aborts after 30 seconds and reports the timeout', async () => {
    const { client, hooks } = setup({
      channelKey: 'varsity',
      routes: {
        'GET /api/faq': (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      },
    });
    const outcome = client.get('/faq').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(hooks.logError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ code: ClientErrorCode.REQUEST_TIMEOUT, status: 0 });
    expect(hooks.logError).toHaveBeenCalledOnce();
  });
});

describe('endpoint definitions', () => {
  const listEvents = endpoint({
    method: 'GET',
    path: '/channels/:key/events',
    auth: 'api_key',
    envelope: true,
    response: async () => z.object({ data: z.array(z.object({ id: z.number() })), meta: z.object({ total: z.number() }) }),
  });

  it('are called through the key policy (the API key added), and their answer parsed with the contract', async () => {
    const { client, callsTo } = setup({
      channelKey: 'varsity',
      routes: { 'POST /api/get_api_key': () => keyGrant('k9'), 'GET /api/channels/varsity/events': () => json(200, { data: [{ id: 1, x: 1 }], meta: { total: 1 } }) },
    });
    await expect(callThrough(client, listEvents, { params: { key: 'varsity' }, query: { limit: 5 } })).resolves.toEqual({ data: [{ id: 1 }], meta: { total: 1 } });
    const sent = callsTo('GET', '/api/channels/varsity/events')[0]?.url.searchParams;
    expect([sent?.get('limit'), sent?.get('api_key')]).toEqual(['5', 'k9']);
  });

  it('reject an answer that breaks the contract', async () => {
    const { client } = setup({
      channelKey: 'varsity',
      routes: { 'POST /api/get_api_key': () => keyGrant(), 'GET /api/channels/varsity/events': () => json(200, { data: [{ id: '1' }], meta: { total: 1 } }) },
    });
    await expect(callThrough(client, listEvents, { params: { key: 'varsity' } })).rejects.toThrow('GET /channels/:key/events: the answer does not match its contract');
  });
});

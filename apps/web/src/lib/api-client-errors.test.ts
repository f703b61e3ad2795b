import { describe, expect, it, vi } from 'vitest';
import { ApiError, ClientErrorCode } from './api-client';
import { json, keyGrant, apiKeyError, channelKeyError, setup, runOnFakeTimers } from './api-client.fixtures';

// Error handling of spec §8: critical calls, throttling, key errors, tolerated and silent failures.
runOnFakeTimers();

describe('critical calls (settings, menu, key, profile)', () => {
  it('retries once after 1 s, then raises the global crash', async () => {
    const { client, callsTo, hooks } = setup({ channelKey: 'varsity', routes: { 'GET /api/settings': () => json(500, { message: 'Something went wrong', code: 'INTERNAL' }) } });
    const outcome = client.get('/settings').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(callsTo('GET', '/api/settings')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ status: 500 });
    expect(callsTo('GET', '/api/settings')).toHaveLength(2);
    expect(hooks.onFatalError).toHaveBeenCalledOnce();
  });

  it('recovers when the retry succeeds', async () => {
    const { client, hooks } = setup({
      channelKey: 'varsity',
      routes: { 'GET /api/menu': [() => json(404, { message: 'Not found', code: 'NOT_FOUND' }), () => json(200, { data: [{ id: 1 }] })] },
    });
    const outcome = client.get('/menu');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toEqual([{ id: 1 }]);
    expect(hooks.onFatalError).not.toHaveBeenCalled();
  });

  it('treats a failing API key request as critical too', async () => {
    const { client, callsTo, hooks } = setup({ channelKey: 'varsity', routes: { 'POST /api/get_api_key': () => json(503, { message: 'Something went wrong', code: 'INTERNAL' }) } });
    const outcome = client.ensureApiKey().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toMatchObject({ status: 503 });
    expect(callsTo('POST', '/api/get_api_key')).toHaveLength(2);
    expect(hooks.onFatalError).toHaveBeenCalledOnce();
  });

  it('treats a failing profile call (other than 401) as critical', async () => {
    const { client, callsTo, hooks } = setup({
      channelKey: 'varsity',
      routes: { 'POST /api/get_api_key': () => keyGrant(), 'GET /api/profile': () => json(500, { message: 'Something went wrong', code: 'INTERNAL' }) },
    });
    const outcome = client.get('/profile').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(callsTo('GET', '/api/profile')).toHaveLength(1);
    expect(hooks.onFatalError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ status: 500 });
    expect(callsTo('GET', '/api/profile')).toHaveLength(2);
    expect(hooks.onFatalError).toHaveBeenCalledOnce();
    expect(hooks.onFatalError).toHaveBeenCalledWith(expect.objectContaining({ status: 500, path: '/profile' }));
  });

  it('does not retry an ordinary call', async () => {
    const { client, callsTo, hooks } = setup({ channelKey: 'varsity', routes: { 'GET /api/faq': () => json(500, { message: 'Something went wrong', code: 'INTERNAL' }) } });
    await expect(client.get('/faq')).rejects.toMatchObject({ status: 500 });
    expect(callsTo('GET', '/api/faq')).toHaveLength(1);
    expect(hooks.onFatalError).not.toHaveBeenCalled();
    expect(hooks.logError).toHaveBeenCalledOnce();
  });
});

describe('throttling (429)', () => {
  it('shows the global error and rejects without retrying, even for critical calls', async () => {
    const { client, callsTo, hooks } = setup({ channelKey: 'varsity', routes: { 'GET /api/settings': () => json(429, { message: 'Too many requests', code: 'TOO_MANY_REQUESTS' }) } });
    const outcome = client.get('/settings').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await outcome).toMatchObject({ status: 429 });
    expect(callsTo('GET', '/api/settings')).toHaveLength(1);
    expect(hooks.onGlobalError).toHaveBeenCalledOnce();
    expect(hooks.onFatalError).not.toHaveBeenCalled();
  });
});

describe('channel key errors', () => {
  it('clears the stored keys, retries once after 1 s with a fresh channel key', async () => {
    const { client, callsTo, keyStore, hooks } = setup({
      routes: {
        'GET /keys/varsity.localhost.json': () => json(200, { channel_key: 'varsity' }),
        'GET /api/faq': [channelKeyError, () => json(200, { data: ['ok'] })],
      },
    });
    keyStore.setChannelKey('gone');
    keyStore.setApiKey('gone', 'old-key');
    const outcome = client.get('/faq');
    await vi.advanceTimersByTimeAsync(0);
    expect(keyStore.getChannelKey()).toBeUndefined();
    expect(keyStore.getApiKey('gone')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toEqual(['ok']);
    expect(callsTo('GET', '/api/faq').map((c) => c.url.searchParams.get('channel_key'))).toEqual(['gone', 'varsity']);
    expect(hooks.onGlobalError).not.toHaveBeenCalled();
  });

  it('keeps a newer channel key when a request sent with an older one is rejected late', async () => {
    let answerLate: (response: Response) => void = () => {};
    const { client, callsTo, keyStore } = setup({
      routes: { 'GET /api/faq': [() => new Promise<Response>((resolve) => (answerLate = resolve)), () => json(200, { data: ['ok'] })] },
    });
    keyStore.setChannelKey('old');
    const outcome = client.get('/faq');
    await vi.advanceTimersByTimeAsync(0);
    keyStore.setChannelKey('universitaire');
    keyStore.setApiKey('universitaire', 'kept');
    answerLate(channelKeyError());
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toEqual(['ok']);
    expect(keyStore.getChannelKey()).toBe('universitaire');
    expect(keyStore.getApiKey('universitaire')).toBe('kept');
    expect(callsTo('GET', '/api/faq').map((c) => c.url.searchParams.get('channel_key'))).toEqual(['old', 'universitaire']);
  });

  it('raises the global error when the retry fails too', async () => {
    const { client, callsTo, hooks } = setup({ channelKey: 'varsity', routes: { 'GET /api/faq': channelKeyError } });
    const outcome = client.get('/faq').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toMatchObject({ status: 401, errors: { channel_key: ['Invalid channel key'] } });
    expect(callsTo('GET', '/api/faq')).toHaveLength(2);
    expect(hooks.onGlobalError).toHaveBeenCalledOnce();
  });
});

describe('API key errors', () => {
  it('drops the key, resets the user, fetches a new key and retries once', async () => {
    const { client, callsTo, hooks, keyStore } = setup({
      channelKey: 'varsity',
      routes: {
        'POST /api/get_api_key': [() => keyGrant('fresh')],
        'GET /api/orders': [apiKeyError, () => json(200, { data: [1] })],
      },
    });
    keyStore.setApiKey('varsity', 'stale');
    await expect(client.get('/orders')).resolves.toEqual([1]);
    expect(hooks.onUserReset).toHaveBeenCalledOnce();
    expect(callsTo('GET', '/api/orders').map((c) => c.url.searchParams.get('api_key'))).toEqual(['stale', 'fresh']);
    expect(keyStore.getApiKey('varsity')).toBe('fresh');
  });

  it('keeps a newer key when a request sent with an older one is rejected late', async () => {
    let answerLate: (response: Response) => void = () => {};
    const { client, callsTo, hooks, keyStore } = setup({
      channelKey: 'varsity',
      routes: {
        'POST /api/get_api_key': () => keyGrant('unexpected'),
        'GET /api/orders': [() => new Promise<Response>((resolve) => (answerLate = resolve)), () => json(200, { data: [1] })],
      },
    });
    keyStore.setApiKey('varsity', 'old');
    const outcome = client.get('/orders');
    await vi.advanceTimersByTimeAsync(0);
    keyStore.setApiKey('varsity', 'newer');
    answerLate(apiKeyError());
    await expect(outcome).resolves.toEqual([1]);
    expect(keyStore.getApiKey('varsity')).toBe('newer');
    expect(hooks.onUserReset).not.toHaveBeenCalled();
    expect(callsTo('POST', '/api/get_api_key')).toHaveLength(0);
    expect(callsTo('GET', '/api/orders').map((c) => c.url.searchParams.get('api_key'))).toEqual(['old', 'newer']);
  });

  it('resets the user once and fetches one key when several requests fail with the same key', async () => {
    let grants = 0;
    const { client, callsTo, hooks, keyStore } = setup({
      channelKey: 'varsity',
      routes: {
        'POST /api/get_api_key': () => keyGrant(`fresh-${(grants += 1)}`),
        'GET /api/orders': (url) => (url.searchParams.get('api_key') === 'stale' ? apiKeyError() : json(200, { data: [1] })),
      },
    });
    keyStore.setApiKey('varsity', 'stale');
    await expect(Promise.all([client.get('/orders'), client.get('/orders'), client.get('/orders')])).resolves.toEqual([[1], [1], [1]]);
    expect(hooks.onUserReset).toHaveBeenCalledOnce();
    expect(callsTo('POST', '/api/get_api_key')).toHaveLength(1);
    expect(callsTo('GET', '/api/orders').map((c) => c.url.searchParams.get('api_key'))).toEqual(['stale', 'stale', 'stale', 'fresh-1', 'fresh-1', 'fresh-1']);
    expect(keyStore.getApiKey('varsity')).toBe('fresh-1');
  });

  it('resets the user on any 401, keeping the key when it was not the key that failed', async () => {
    const { client, callsTo, hooks, keyStore } = setup({
      channelKey: 'varsity',
      routes: {
        'GET /api/favorites': () => json(401, { message: 'user must be logged in', code: 'UNAUTHENTICATED' }),
        'POST /api/v2/auth/login': () => json(401, { message: 'Wrong auth data', code: 'WRONG_AUTH_DATA' }),
      },
    });
    keyStore.setApiKey('varsity', 'visitor');
    await expect(client.get('/favorites')).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(hooks.onUserReset).toHaveBeenCalledOnce();
    await expect(client.post('/v2/auth/login', { email: 'a@b.co', password: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(hooks.onUserReset).toHaveBeenCalledTimes(2);
    expect(keyStore.getApiKey('varsity')).toBe('visitor');
    expect(callsTo('GET', '/api/favorites')).toHaveLength(1);
    expect(callsTo('POST', '/api/get_api_key')).toHaveLength(0);
  });

  it('gives up after the single retry', async () => {
    const { client, callsTo } = setup({ channelKey: 'varsity', routes: { 'POST /api/get_api_key': () => keyGrant(), 'GET /api/orders': apiKeyError } });
    await expect(client.get('/orders')).rejects.toMatchObject({ status: 401 });
    expect(callsTo('GET', '/api/orders')).toHaveLength(2);
  });

  it('fails with NO_API_KEY when no key can be obtained', async () => {
    const { client, callsTo, hooks } = setup({ channelKey: 'varsity', routes: { 'POST /api/get_api_key': () => json(500, { message: 'Something went wrong', code: 'INTERNAL' }) } });
    const outcome = client.get('/orders').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toMatchObject({ code: ClientErrorCode.NO_API_KEY, message: 'No channel or api key found' });
    expect(callsTo('GET', '/api/orders')).toHaveLength(0);
    expect(hooks.onFatalError).toHaveBeenCalledOnce();
  });

  it('fails with NO_API_KEY when the key host names no channel', async () => {
    const { client } = setup({ routes: { 'GET /keys/varsity.localhost.json': () => json(200, {}) } });
    await expect(client.get('/orders')).rejects.toMatchObject({ code: ClientErrorCode.NO_API_KEY });
  });
});

describe('tolerated and silent failures', () => {
  it('keeps slides failures silent', async () => {
    const { client, hooks } = setup({ channelKey: 'varsity', routes: { 'GET /api/slides/web': () => json(500, { message: 'Something went wrong', code: 'INTERNAL' }) } });
    await expect(client.get('/slides/web', { type: 'main' })).rejects.toBeInstanceOf(ApiError);
    expect(hooks.logError).not.toHaveBeenCalled();
    expect(hooks.onGlobalError).not.toHaveBeenCalled();
  });

  it('keeps slides throttling (429) silent too: no global error, no retry', async () => {
    const { client, callsTo, hooks } = setup({ channelKey: 'varsity', routes: { 'GET /api/slides/web': () => json(429, { message: 'Too many requests', code: 'TOO_MANY_REQUESTS' }) } });
    const outcome = client.get('/slides/web', { type: 'category' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await outcome).toMatchObject({ status: 429 });
    expect(callsTo('GET', '/api/slides/web')).toHaveLength(1);
    expect(hooks.onGlobalError).not.toHaveBeenCalled();
    expect(hooks.logError).not.toHaveBeenCalled();
  });

  it('lets the profile call fail with 401 without reporting or crashing', async () => {
    const { client, callsTo, hooks } = setup({
      channelKey: 'varsity',
      routes: { 'POST /api/get_api_key': () => keyGrant(), 'GET /api/profile': () => json(401, { message: 'Unauthenticated', code: 'UNAUTHENTICATED' }) },
    });
    await expect(client.get('/profile')).rejects.toMatchObject({ status: 401 });
    expect(callsTo('GET', '/api/profile')).toHaveLength(1);
    expect(hooks.logError).not.toHaveBeenCalled();
    expect(hooks.onFatalError).not.toHaveBeenCalled();
  });

  it('resolves a missing custom form (404) to null, unreported', async () => {
    const { client, hooks } = setup({ channelKey: 'varsity', routes: { 'POST /api/get_api_key': () => keyGrant() } });
    await expect(client.get('/custom-forms/contact')).resolves.toBeNull();
    expect(hooks.logError).not.toHaveBeenCalled();
  });

  it('passes cancelled requests on without reporting them', async () => {
    const { client, hooks } = setup({
      channelKey: 'varsity',
      routes: {
        'GET /api/faq': (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      },
    });
    const controller = new AbortController();
    const outcome = client.get('/faq', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await outcome;
    expect(error).toMatchObject({ code: ClientErrorCode.REQUEST_CANCELLED });
    expect((error as ApiError).isCancelled).toBe(true);
    expect(hooks.logError).not.toHaveBeenCalled();
  });

  it('sends other failures to the error logger', async () => {
    const { client, hooks } = setup({
      channelKey: 'varsity',
      routes: { 'POST /api/get_api_key': () => keyGrant(), 'GET /api/events/7': () => json(404, { message: 'Not found', code: 'NOT_FOUND' }) },
    });
    await expect(client.get('/events/7')).rejects.toMatchObject({ status: 404 });
    expect(hooks.logError).toHaveBeenCalledWith(expect.objectContaining({ status: 404, code: 'NOT_FOUND', path: '/events/7' }), 'GET');
  });

  it('logs bootstrap failures to the console only', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, hooks } = setup({ channelKey: 'varsity', routes: { 'GET /api/channel-bootstrap-data': () => json(500, { message: 'Something went wrong', code: 'INTERNAL' }) } });
    const outcome = client.get('/channel-bootstrap-data').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    await outcome;
    expect(hooks.logError).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalled();
  });
});

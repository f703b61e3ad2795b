import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ClientErrorCode } from './api-error';
import { exchange, withQuery, type ExchangeRequest } from './transport';

const json = (status: number, body: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fetchAnswering(answer: (init: RequestInit) => Response | Promise<Response>) {
  return vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => answer(init));
}

const base: ExchangeRequest = { url: '/api/x', path: '/x', method: 'GET', read: 'data' };

describe('withQuery', () => {
  it('adds the set parameters, after any the URL has', () => {
    expect(withQuery('/api/x', { a: 1, b: null, c: undefined, d: '', e: false })).toBe('/api/x?a=1&d=&e=false');
    expect(withQuery('/api/x?z=1', { a: 'b c' })).toBe('/api/x?z=1&a=b+c');
    expect(withQuery('/api/x')).toBe('/api/x');
  });
});

describe('exchange', () => {
  it('sends JSON with the credentials and extra headers asked, and reads data, the envelope or a document', async () => {
    const fetchImpl = fetchAnswering(() => json(200, { data: { id: 1 }, meta: { total: 1 } }));
    const request: ExchangeRequest = { ...base, method: 'POST', query: { q: 1 }, body: { a: 1 }, headers: { 'x-csrf-token': 't' }, credentials: 'same-origin' };
    await expect(exchange(request, fetchImpl)).resolves.toEqual({ id: 1 });
    await expect(exchange({ ...request, read: 'envelope' }, fetchImpl)).resolves.toEqual({ data: { id: 1 }, meta: { total: 1 } });
    await expect(exchange({ ...request, read: 'document' }, fetchImpl)).resolves.toEqual({ data: { id: 1 }, meta: { total: 1 } });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/x?q=1');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'x-csrf-token': 't' },
    });
  });

  it('sends a form as it is, leaving its content type to the browser', async () => {
    const fetchImpl = fetchAnswering(() => json(200, { data: null }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.png');
    await exchange({ ...base, method: 'POST', body: form }, fetchImpl);
    const init = fetchImpl.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({ Accept: 'application/json' });
  });

  it('reads the error envelope, its codes included', async () => {
    const fetchImpl = fetchAnswering(() =>
      json(422, {
        message: 'Field length must be less than 121',
        code: 'VALIDATION_FAILED',
        errors: { name: ['Field length must be less than 121'] },
        message_code: 'validation_failed',
        params: { max: 121 },
        error_codes: { name: [{ code: 'too_long', params: { max: 121 } }] },
      }),
    );
    const error = await exchange(base, fetchImpl).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Field length must be less than 121',
      errors: { name: ['Field length must be less than 121'] },
      path: '/x',
      messageCode: 'validation_failed',
      params: { max: 121 },
      errorCodes: { name: [{ code: 'too_long', params: { max: 121 } }] },
    });
  });

  it('names a failure without an envelope by its status', async () => {
    const error = await exchange(base, fetchAnswering(() => new Response('<html>', { status: 502 }))).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502', message: 'Something went wrong', errors: {}, errorCodes: {}, messageCode: undefined });
  });

  it('takes only a 200 with an envelope for a success, unless lenient (any 2xx, no envelope needed)', async () => {
    const created = fetchAnswering(() => json(201, { data: { id: 2 } }));
    await expect(exchange(base, created)).rejects.toMatchObject({ status: 201, code: ClientErrorCode.UNEXPECTED_STATUS });
    await expect(exchange({ ...base, lenient: true }, created)).resolves.toEqual({ id: 2 });
    const empty = fetchAnswering(() => new Response(null, { status: 204 }));
    await expect(exchange({ ...base, lenient: true }, empty)).resolves.toBeUndefined();
    const bare = fetchAnswering(() => json(200, { items: [] }));
    await expect(exchange(base, bare)).rejects.toMatchObject({ status: 200, code: ClientErrorCode.UNEXPECTED_RESPONSE });
    await expect(exchange({ ...base, lenient: true, read: 'envelope' }, bare)).resolves.toEqual({ items: [] });
  });

  it('turns a refused connection into a network error', async () => {
    const fetchImpl = fetchAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(exchange(base, fetchImpl)).rejects.toMatchObject({ status: 0, code: ClientErrorCode.NETWORK_ERROR, message: 'Something went wrong' });
  });

  it('turns a body cut short into a network error, not an unexpected response', async () => {
    const cutShort = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"data":'));
        controller.error(new TypeError('network error'));
      },
    });
    const fetchImpl = fetchAnswering(() => new Response(cutShort, { status: 200 }));
    await expect(exchange(base, fetchImpl)).rejects.toMatchObject({ status: 0, code: ClientErrorCode.NETWORK_ERROR, path: '/x' });
  });

  it('does not call at all when the caller has already cancelled', async () => {
    const fetchImpl = fetchAnswering(() => json(200, { data: 1 }));
    const caller = new AbortController();
    caller.abort();
    await expect(exchange({ ...base, signal: caller.signal }, fetchImpl)).rejects.toMatchObject({ code: ClientErrorCode.REQUEST_CANCELLED });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  describe('in time', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    const hangs = (init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

    it('times out only when given a time limit', async () => {
      const limited = exchange({ ...base, timeoutMs: 1_000 }, fetchAnswering(hangs)).catch((caught: unknown) => caught);
      const caller = new AbortController();
      const unlimited = exchange({ ...base, signal: caller.signal }, fetchAnswering(hangs)).catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await limited).toMatchObject({ code: ClientErrorCode.REQUEST_TIMEOUT, message: 'Request timed out' });
      await vi.advanceTimersByTimeAsync(600_000);
      caller.abort();
      expect(await unlimited).toMatchObject({ code: ClientErrorCode.REQUEST_CANCELLED, status: 0, path: '/x' });
    });
  });
});

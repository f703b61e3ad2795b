import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { clientAbortSignal } from './client-abort';
import { gunzipSync } from 'node:zlib';
import { accepts, acceptsGzip, createJsonCache, matchesEtag, queryKey } from './json-cache';

describe('json cache', () => {
  it('reuses a body until it expires and never stores failures', async () => {
    let clock = 0;
    let computed = 0;
    const cache = createJsonCache(1000, 10, () => clock);
    const compute = async () => ({ n: ++computed });
    expect(String((await cache.get('a', compute)).json)).toBe('{"n":1}');
    expect(String((await cache.get('a', compute)).json)).toBe('{"n":1}');
    clock = 1000;
    expect(String((await cache.get('a', compute)).json)).toBe('{"n":2}');
    await expect(cache.get('b', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(cache.size).toBe(1);
  });

  it('ends a body sooner when its computation says when it goes stale (a price step), never later than the ttl', async () => {
    let clock = 0;
    let computed = 0;
    const cache = createJsonCache(1000, 10, () => clock);
    const compute = (until: number) => async (expireAt: (at: number) => void) => {
      expireAt(until);
      return { n: ++computed };
    };
    expect(String((await cache.get('a', compute(300))).json)).toBe('{"n":1}');
    clock = 299;
    expect(String(cache.peek('a')?.json)).toBe('{"n":1}');
    clock = 300;
    expect(cache.peek('a')).toBeUndefined();
    expect(String((await cache.get('a', compute(5000))).json)).toBe('{"n":2}');
    clock = 1299;
    expect(String(cache.peek('a')?.json)).toBe('{"n":2}');
    clock = 1300;
    expect(cache.peek('a')).toBeUndefined();
  });

  it('drops the oldest entries past its size', async () => {
    const cache = createJsonCache(1000, 2, () => 0);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
  });

  it('compresses a body once and reuses the result', async () => {
    const body = await createJsonCache(1000).get('a', async () => ({ items: Array.from({ length: 50 }, (_, i) => ({ i })) }));
    const gzipped = body.gzip();
    expect(body.gzip()).toBe(gzipped);
    expect(gunzipSync(gzipped).equals(body.json)).toBe(true);
    expect(gzipped.length).toBeLessThan(body.json.length);
  });

  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['identity', false],
    [undefined, false],
  ])('reads Accept-Encoding %s as gzip allowed: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it.each([
    ['gzip, deflate, br, zstd', true],
    ['gzip;q=1.0, br;q=0.5', true],
    ['*', true],
    ['br;q=0, gzip', false],
    ['*;q=0.5, br;q=0', false],
    ['br;q=0.2, *;q=0', true],
    ['gzip', false],
    [undefined, false],
  ])('reads Accept-Encoding %s as brotli allowed: %s', (header, expected) => {
    expect(accepts(header, 'br')).toBe(expected);
  });

  it('keys queries by sorted names without credentials', () => {
    expect(queryKey({ limit: 20, api_key: 'secret', type: 'live', offset: undefined })).toBe('limit=20&type=live');
  });

  it('keys a repeated parameter apart from one value holding commas', () => {
    expect(queryKey({ type: ['live', 'vod'] })).not.toBe(queryKey({ type: 'live,vod' }));
    expect(queryKey({ 'a&b': '1' })).not.toBe(queryKey({ a: '', b: '1' }));
  });

  it('peeks at a fresh body without computing one, and tags bodies by content', async () => {
    let clock = 0;
    const cache = createJsonCache(1000, 10, () => clock);
    expect(cache.peek('a')).toBeUndefined();
    const body = await cache.get('a', async () => ({ n: 1 }));
    expect(cache.peek('a')).toBe(body);
    expect(body.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect((await cache.get('b', async () => ({ n: 1 }))).etag).toBe(body.etag);
    expect((await cache.get('c', async () => ({ n: 2 }))).etag).not.toBe(body.etag);
    clock = 1000;
    expect(cache.peek('a')).toBeUndefined();
  });

  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abcd"', false],
    [undefined, false],
  ])('reads If-None-Match %s as naming W/"abc": %s', (header, expected) => {
    expect(matchesEtag(header, 'W/"abc"')).toBe(expected);
  });
});

describe('client abort signal', () => {
  function fakes() {
    const socket = { destroyed: false };
    const request = Object.assign(new EventEmitter(), { socket });
    const response = Object.assign(new EventEmitter(), { writableFinished: false, destroyed: false });
    return { socket, response, signal: clientAbortSignal({ raw: request } as never, { raw: response } as never), request };
  }

  it('fires when the connection closes before the response is finished', () => {
    const { socket, request, signal } = fakes();
    socket.destroyed = true;
    request.emit('close');
    expect(signal.aborted).toBe(true);
  });

  it('ignores the request close Node emits once a body is read while the client is still there', () => {
    const { request, response, signal } = fakes();
    request.emit('close');
    expect(signal.aborted).toBe(false);
    response.writableFinished = true;
    response.emit('close');
    expect(signal.aborted).toBe(false);
  });
});

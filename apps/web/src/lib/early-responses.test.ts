import { describe, expect, it, vi } from 'vitest';
import { EARLY_RESPONSES, withEarlyResponses } from './early-responses';

const EVENT_URL = '/api/events/30?api_key=k';
const KEY_BODY = '{"channel_key":"varsity"}';

function setUp() {
  const event = new Response('early event');
  const key = new Response('early key');
  const answers = {
    'GET /api/events/30': Promise.resolve({ url: EVENT_URL, body: undefined, response: event }),
    'POST /api/get_api_key': Promise.resolve({ url: '/api/get_api_key', body: KEY_BODY, response: key }),
    'GET /api/events/30/preroll': Promise.resolve(null),
  };
  const fetchImpl = vi.fn<typeof fetch>(async () => new Response('fresh'));
  return { event, key, fetchImpl, fetch: withEarlyResponses(fetchImpl, { [EARLY_RESPONSES]: { askedAt: 0, answers } }, () => 5) };
}
const text = async (answer: Promise<Response>) => (await answer).text();

describe('the API client fetch with early answers', () => {
  it('hands over the answer to the very same request, once', async () => {
    const { event, key, fetchImpl, fetch } = setUp();
    await expect(fetch(EVENT_URL, { method: 'GET' })).resolves.toBe(event);
    await expect(fetch('/api/get_api_key', { method: 'POST', body: KEY_BODY })).resolves.toBe(key);
    expect(await text(fetch(EVENT_URL, { method: 'GET' }))).toBe('fresh');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('asks anew for anything else: another query or body, another method, or what could not be asked early', async () => {
    const { fetchImpl, fetch } = setUp();
    expect(await text(fetch('/api/events/30?api_key=other', { method: 'GET' }))).toBe('fresh');
    expect(await text(fetch('/api/get_api_key', { method: 'POST', body: '{"channel_key":"universitaire"}' }))).toBe('fresh');
    expect(await text(fetch('/api/events/30/preroll?api_key=k', { method: 'GET' }))).toBe('fresh');
    expect(await text(fetch('/api/events/31?api_key=k', { method: 'GET' }))).toBe('fresh');
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it("gives up on an answer still on its way when the client's request times out or is cancelled, as fetch does", async () => {
    const answers = { 'GET /api/events/30': new Promise<never>(() => undefined) };
    const fetchImpl = vi.fn<typeof fetch>();
    const fetch = withEarlyResponses(fetchImpl, { [EARLY_RESPONSES]: { askedAt: 0, answers } }, () => 5);
    const controller = new AbortController();
    const taken = fetch(EVENT_URL, { method: 'GET', signal: controller.signal });
    controller.abort('timed out');
    await expect(taken).rejects.toBe('timed out');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("hands start-up's data over in a task of its own, as the network would, and a player's event at once", async () => {
    vi.useFakeTimers();
    try {
      const bootstrap = new Response('early bootstrap');
      const url = '/api/channel-bootstrap-data?client_interface=web&channel_key=varsity';
      const answers = {
        'GET /api/channel-bootstrap-data': Promise.resolve({ url, body: undefined, response: bootstrap }),
        'GET /api/events/30': Promise.resolve({ url: EVENT_URL, body: undefined, response: new Response('early event') }),
      };
      const fetch = withEarlyResponses(vi.fn<typeof fetch>(), { [EARLY_RESPONSES]: { askedAt: 0, answers } }, () => 5);
      const handed: string[] = [];
      void fetch(url).then(() => handed.push('bootstrap'));
      void fetch(EVENT_URL).then(() => handed.push('event'));
      // However many microtasks run, the bootstrap waits for the next task.
      for (let i = 0; i < 20; i++) await Promise.resolve();
      expect(handed).toEqual(['event']);
      await vi.advanceTimersByTimeAsync(0);
      expect(handed).toEqual(['event', 'bootstrap']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks as usual on a page without early answers', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('fresh'));
    await withEarlyResponses(fetchImpl, {})(EVENT_URL, { method: 'GET' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

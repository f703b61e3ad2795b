import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExpiringStorage } from '../storage';
import { ANALYTICS_SESSION_HOURS } from '@ott/contracts/analytics';
import { createAnalyticsClient, SESSION_HASH_KEY, SESSION_LIFETIME_MS } from './client';
import { COOKIE_ANSWER_KEY } from './consent';
import { ANALYTICS_TIMEOUT_MS } from './transport';

const device = { device_type: 'desktop' as const, user_agent: 'test', resolution: '1920x1080', platform: 'Linux' };
const DAY_MS = 24 * 60 * 60 * 1000;

function setup({ status = () => 200, hash = 'hash0001hash0001' }: { status?: (url: string) => number; hash?: string } = {}) {
  let clock = 1_000_000;
  const store = createExpiringStorage(localStorage, () => clock);
  const calls: Array<{ url: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url: String(url), body });
    const data = String(url).includes('/hash/') ? hash : { accepted: 1, stored: 1 };
    return new Response(JSON.stringify({ data }), { status: status(String(url)) });
  });
  const beacons: Array<{ url: string; body: unknown }> = [];
  const client = createAnalyticsClient({
    origin: 'https://stats.example.org',
    key: 'key 1',
    store,
    device,
    viewer: () => ({ id: 7, email: 'a@example.org' }),
    trackingCode: () => 'spring',
    fetch: fetchMock as typeof fetch,
    sendBeacon: (url, data) => beacons.push({ url, body: JSON.parse(data) as unknown }) > 0,
    retryDelaysMs: [10, 20],
  });
  return { client, store, calls, beacons, fetchMock, advanceClock: (ms: number) => (clock += ms) };
}

const posts = (calls: Array<{ url: string; body: unknown }>) => calls.filter((call) => !call.url.includes('/hash/'));

describe('analytics client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends nothing, not even the hash request, before the cookie notice is answered; accepted items leave with their consent', async () => {
    const { client, store, calls } = setup();
    client.pageView('https://tv.example.org/');
    await client.poke();
    expect(calls).toEqual([]);
    store.set(COOKIE_ANSWER_KEY, true);
    await client.poke();
    expect(calls.map((call) => call.url)).toEqual([
      'https://stats.example.org/datalake/hash/?key=key%201',
      'https://stats.example.org/datalake/session/?key=key%201',
      'https://stats.example.org/datalake/event/?key=key%201',
    ]);
    expect(calls[1]?.body).toEqual([{ profile: 7, ...device, consent: 'accepted', session: 'hash0001hash0001' }]);
    expect(calls[2]?.body).toEqual([
      { event: 'page_view', origin_url: 'https://tv.example.org/', profile: 7, user_id: 7, user_email: 'a@example.org', consent: 'accepted', session_uuid: 'hash0001hash0001' },
    ]);
  });

  it('sends nothing for a visitor who refused: no hash, no session, no item, and what waited is dropped', async () => {
    const { client, store, calls, beacons } = setup();
    client.pageView('https://tv.example.org/');
    store.set(COOKIE_ANSWER_KEY, false);
    await client.poke();
    client.action('favorite_added', { favoritable_id: 3 });
    client.start();
    await vi.advanceTimersByTimeAsync(30_000);
    client.flushByBeacon();
    client.stop();
    expect(calls).toEqual([]);
    expect(beacons).toEqual([]);
    expect(client.queue.size()).toBe(0);
  });

  it('reports the page a mailed link opened without its email, code or signature: only trk, utm_* and channel leave', async () => {
    const { client, store, calls } = setup();
    store.set(COOKIE_ANSWER_KEY, true);
    window.history.pushState(null, '', '/verify-email?email=a%40b.c&expires=1790000000&signature=5f2b&utm_medium=mail');
    client.pageView('https://tv.example.org/password-reset?email=a@b.c&code=123&trk=x&utm_source=y');
    client.action('sign_in');
    await client.poke();
    window.history.pushState(null, '', '/');
    const [event] = posts(calls).filter((call) => call.url.includes('/event/'));
    expect((event?.body as Array<{ origin_url: string }>).map((item) => item.origin_url)).toEqual([
      'https://tv.example.org/password-reset?trk=x&utm_source=y',
      'http://localhost:3000/verify-email?utm_medium=mail',
    ]);
  });

  it('keeps the session as long as the contract says', () => {
    expect(SESSION_LIFETIME_MS).toBe(ANALYTICS_SESSION_HOURS * 60 * 60 * 1000);
  });

  it('keeps its session hash 24 h: reused (and no new session) within, asked again after', async () => {
    const first = setup();
    first.store.set(COOKIE_ANSWER_KEY, true);
    await first.client.poke();
    expect(first.store.get(SESSION_HASH_KEY)).toBe('hash0001hash0001');
    first.advanceClock(DAY_MS - 1000);
    const again = createAnalyticsClient({ origin: '', key: 'k', store: first.store, device, viewer: () => null, trackingCode: () => undefined, fetch: first.fetchMock as typeof fetch });
    first.calls.length = 0;
    again.videoEvent({ event: 'play_request' });
    await again.poke();
    expect(first.calls.map((call) => call.url)).toEqual(['/datalake/video/event/?key=k']);
    first.advanceClock(2000);
    expect(first.store.get(SESSION_HASH_KEY)).toBeUndefined();
  });

  it('retries a 5xx with backoff, but not a 4xx', async () => {
    let failures = 2;
    const { client, store, calls } = setup({ status: (url) => (url.includes('/event/') && failures-- > 0 ? 503 : 200) });
    store.set(COOKIE_ANSWER_KEY, true);
    client.pageView('/');
    const done = client.poke();
    await vi.advanceTimersByTimeAsync(30);
    await done;
    expect(posts(calls).filter((call) => call.url.includes('/event/'))).toHaveLength(3);
    expect(client.queue.size()).toBe(0);

    const refused = setup({ status: (url) => (url.includes('/event/') ? 400 : 200) });
    refused.store.set(COOKIE_ANSWER_KEY, true);
    refused.client.pageView('/');
    await refused.client.poke();
    expect(posts(refused.calls).filter((call) => call.url.includes('/event/'))).toHaveLength(1);
    expect(refused.client.queue.size()).toBe(0);
  });

  it('gives up a call after 30 s (spec §9) and keeps its items', async () => {
    const { client, store, fetchMock } = setup();
    store.set(COOKIE_ANSWER_KEY, true);
    store.set(SESSION_HASH_KEY, 'kept0001kept0001');
    const never = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    fetchMock.mockImplementation(never);
    client.pageView('/');
    const done = client.poke();
    await vi.advanceTimersByTimeAsync(ANALYTICS_TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 10 + ANALYTICS_TIMEOUT_MS + 20 + ANALYTICS_TIMEOUT_MS);
    await done;
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(client.queue.size()).toBe(1);
  });

  it('sends what is left by beacon, as JSON text with the key in the query', () => {
    const { store, beacons } = setup();
    store.set(COOKIE_ANSWER_KEY, true);
    store.set(SESSION_HASH_KEY, 'kept0001kept0001');
    const fresh = createAnalyticsClient({
      origin: '',
      key: 'k',
      store,
      device,
      viewer: () => null,
      trackingCode: () => undefined,
      sendBeacon: (url, data) => beacons.push({ url, body: JSON.parse(data) as unknown }) > 0,
    });
    fresh.viewing({ viewing_time: 12 });
    fresh.flushByBeacon();
    expect(beacons).toEqual([{ url: '/datalake/video/viewing/?key=k', body: [{ device_type: 'desktop', platform: 'Linux', viewing_time: 12, consent: 'accepted', session: 'kept0001kept0001' }] }]);
  });
});

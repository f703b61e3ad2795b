import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_RESPONSES, EARLY_RESPONSE_LIFETIME_MS } from '../lib/early-responses';
import { createKeyStore } from '../lib/key-store';
import { createExpiringStorage, LOCAL_STORAGE_LIFETIME_MS } from '../lib/storage';
import { makeEvent } from '../test/events';
import { jsonResponse, makeBootstrap, makeSettingsFile } from '../test/fixtures';

const EVENT = makeEvent({ id: 30 });
const NEW_KEY = 'visitor key/2';
const keys = createKeyStore();
const fetchSpy = vi.fn<typeof fetch>();

const BOOTSTRAP = makeBootstrap();
const SETTINGS = makeSettingsFile();
const HOME = { live: [EVENT], upcoming: [], recent: [] };

/** What the server answers: the key host's document, a new key, the channel's data, the home's sections, the event, no preroll. */
async function server(input: RequestInfo | URL): Promise<Response> {
  const url = String(input);
  if (url === '/keys/localhost.json') return jsonResponse(200, { channel_key: 'varsity' });
  if (url === '/api/get_api_key') return jsonResponse(200, { data: { api_key: NEW_KEY } });
  if (url === '/storage/settings/varsity.json') return jsonResponse(200, SETTINGS);
  if (url.startsWith('/api/channel-bootstrap-data?')) return jsonResponse(200, { data: BOOTSTRAP });
  if (url.startsWith('/api/events-for-homepage?')) return jsonResponse(200, { data: HOME });
  if (url.startsWith('/api/geo?')) return jsonResponse(200, { data: { country: 'Canada', country_code: 'CA', ip: '192.0.2.1', is_geo_blocked: false } });
  return jsonResponse(200, { data: url.includes('/preroll') ? null : EVENT });
}

/**
 * Runs the script on a site page and, once it has asked for `early` things, the app's own start-up and (`home`) the
 * landing page's first calls; `before` is what went out before the app asked anything.
 */
async function openSitePage(url: string, { home = false, early = 0 } = {}) {
  window.history.replaceState(null, '', url);
  vi.resetModules();
  await import('./early-requests');
  await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(early));
  await new Promise((resolve) => setTimeout(resolve));
  const before = asked();
  const [{ boot }, { api, keyStore }, { getHomepageEvents }, { call }, { geo }] = await Promise.all([
    import('./boot'),
    import('../lib/api'),
    import('../features/home/api/get-homepage-events'),
    import('../lib/api-call'),
    import('@ott/contracts/endpoints/viewer/channel'),
  ]);
  const channel = await boot({ client: api, keyStore, configuredChannelKey: undefined, search: window.location.search });
  const screen = home ? await Promise.all([getHomepageEvents({}), call(geo, {})]) : undefined;
  return { channel, screen, api, before };
}

/** Runs watch.html's first script on `url`, as the page does before any other script; then the app's own modules, fresh. */
async function openPage(url: string) {
  window.history.replaceState(null, '', url);
  vi.resetModules();
  await import('./early-requests');
  const [{ getEvent }, { getPreroll }, { api }] = await Promise.all([import('../features/watch/api/opening-event'), import('../features/watch/api/preroll'), import('../lib/api')]);
  return { getEvent, getPreroll, api };
}
/** A first-time visitor's site page asks for these as it is read: the keys, then start-up's channel data. */
const FIRST_VISIT_START_UP = [
  'GET /keys/localhost.json',
  'POST /api/get_api_key {"channel_key":"varsity"}',
  'GET /storage/settings/varsity.json',
  'GET /api/channel-bootstrap-data?client_interface=web&channel_key=varsity',
];
const asked = () => fetchSpy.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}${init?.body ? ` ${String(init.body)}` : ''}`);
const early = () => (window as unknown as Record<string, { askedAt: number } | undefined>)[EARLY_RESPONSES];

beforeEach(() => {
  fetchSpy.mockReset();
  fetchSpy.mockImplementation(server);
  vi.stubGlobal('fetch', fetchSpy);
  keys.setChannelKey('varsity');
  keys.setApiKey('varsity', 'fan key/1', 'user');
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>)[EARLY_RESPONSES];
  keys.clearAll();
  window.history.replaceState(null, '', '/');
});

describe("watch.html's first script", () => {
  it("asks for a returning viewer's event and preroll with the stored key, and the app takes those answers instead of asking again", async () => {
    const { getEvent, getPreroll } = await openPage('/watch/30');
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    expect(asked()).toEqual(['GET /api/events/30?api_key=fan+key%2F1', 'GET /api/events/30/preroll?api_key=fan+key%2F1']);

    // The app's own calls, through its one API client, ask for the very same: nothing more goes out.
    await expect(getEvent(30)).resolves.toEqual(EVENT);
    await expect(getPreroll(30)).resolves.toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    // Each answer once: a later load asks again.
    await getEvent(30);
    expect(asked()[2]).toBe('GET /api/events/30?api_key=fan+key%2F1');
  });

  it('asks for the event the app reads from the path (/watch/012 is event 12)', async () => {
    const { getEvent } = await openPage('/watch/012');
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    await getEvent(12);
    expect(asked()).toEqual(['GET /api/events/12?api_key=fan+key%2F1', 'GET /api/events/12/preroll?api_key=fan+key%2F1']);
  });

  it('holds an answer back until its body is in, so that the client times out on a body that stalls as on its own', async () => {
    const stalled = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"data":')) });
    fetchSpy.mockImplementation(async (input) => (String(input).includes('/preroll') ? server(input) : new Response(stalled, { status: 200 })));
    await openPage('/watch/30');
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    const slots = (early() as unknown as { answers: Record<string, Promise<unknown>> }).answers;
    const settled = { event: false, preroll: false };
    void slots['GET /api/events/30']!.then(() => (settled.event = true));
    void slots['GET /api/events/30/preroll']!.then(() => (settled.preroll = true));
    await vi.waitFor(() => expect(settled.preroll).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled.event).toBe(false);
  });

  it('asks the same on an embed page', async () => {
    await openPage('/watch_embed/12');
    await vi.waitFor(() => expect(asked()).toEqual(['GET /api/events/12?api_key=fan+key%2F1', 'GET /api/events/12/preroll?api_key=fan+key%2F1']));
  });

  it("asks for a first-time visitor's key as the app would, then the event with it; the app takes all three and keeps the key as a visitor's", async () => {
    keys.clearApiKey('varsity');
    const { getEvent, getPreroll, api } = await openPage('/watch/30');
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(3));
    expect(asked()).toEqual([
      'POST /api/get_api_key {"channel_key":"varsity"}',
      'GET /api/events/30?api_key=visitor+key%2F2',
      'GET /api/events/30/preroll?api_key=visitor+key%2F2',
    ]);
    await expect(getEvent(30)).resolves.toEqual(EVENT);
    await expect(getPreroll(30)).resolves.toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(keys.getApiKey('varsity')).toBe(NEW_KEY);
    expect(keys.getApiKeyHolder('varsity')).toBe('visitor');
    expect(api.issuedApiKey()).toBe(true);
  });

  it("asks a visitor's very first page for the channel key from the key host's document too", async () => {
    keys.clearAll();
    const { getEvent } = await openPage('/watch/30');
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(4));
    expect(asked().slice(0, 2)).toEqual(['GET /keys/localhost.json', 'POST /api/get_api_key {"channel_key":"varsity"}']);
    await expect(getEvent(30)).resolves.toEqual(EVENT);
    expect(fetchSpy).toHaveBeenCalledTimes(4);
    expect(keys.getChannelKey()).toBe('varsity');
  });

  it("asks a visitor's very first page that names its channel for an API key at once, and the app still takes the key host's document", async () => {
    keys.clearAll();
    let answerDocument: () => void = () => undefined;
    // The key host's document answers only once the API key has been asked for.
    fetchSpy.mockImplementation((input) =>
      String(input) === '/keys/localhost.json' ? new Promise((resolve) => (answerDocument = () => resolve(server(input)))) : server(input),
    );
    document.documentElement.setAttribute('data-channel-key', 'varsity');
    try {
      const { getEvent } = await openPage('/watch/30');
      await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(4));
      expect(asked()).toEqual([
        'GET /keys/localhost.json',
        'POST /api/get_api_key {"channel_key":"varsity"}',
        'GET /api/events/30?api_key=visitor+key%2F2',
        'GET /api/events/30/preroll?api_key=visitor+key%2F2',
      ]);
      answerDocument();
      await expect(getEvent(30)).resolves.toEqual(EVENT);
      expect(fetchSpy).toHaveBeenCalledTimes(4);
      expect(keys.getChannelKey()).toBe('varsity');
    } finally {
      document.documentElement.removeAttribute('data-channel-key');
    }
  });

  it('asks nothing further when a step fails, and the app meets that answer as its own', async () => {
    keys.clearApiKey('varsity');
    fetchSpy.mockImplementation(async (input) => (String(input) === '/api/get_api_key' ? jsonResponse(503, { error: { code: 'UNAVAILABLE', message: 'Try again' } }) : server(input)));
    const { api } = await openPage('/watch/30');
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    // The client's one retry of a critical call goes out on its own.
    fetchSpy.mockImplementation(server);
    await expect(api.ensureApiKey()).resolves.toBe(NEW_KEY);
    expect(asked()).toEqual(['POST /api/get_api_key {"channel_key":"varsity"}', 'POST /api/get_api_key {"channel_key":"varsity"}']);
  });

  it("asks nothing on the library player's page", async () => {
    await openPage('/watch_library/30');
    await openPage('/watch/30/extra');
    await new Promise((resolve) => setTimeout(resolve));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(early()).toBeUndefined();
  });

  it('asks nothing in the console preview frame, nor for a link into another channel; with a key past its lifetime it asks for a new one', async () => {
    vi.spyOn(window, 'parent', 'get').mockReturnValueOnce({} as Window);
    await openPage('/watch/30?preview=varsity');
    await openPage('/watch/30?channel=universitaire');
    await new Promise((resolve) => setTimeout(resolve));
    expect(fetchSpy).not.toHaveBeenCalled();

    // Stored by the app's own key store a lifetime ago.
    const aLifetimeAgo = () => Date.now() - LOCAL_STORAGE_LIFETIME_MS - 1;
    createKeyStore(createExpiringStorage(window.localStorage, aLifetimeAgo)).setApiKey('varsity', 'old key', 'user');
    await openPage('/watch/30');
    await vi.waitFor(() => expect(asked()[0]).toBe('POST /api/get_api_key {"channel_key":"varsity"}'));
  });

  it('asks for a link into the channel the viewer already has', async () => {
    await openPage('/watch/30?channel=varsity');
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
  });

  it("still takes a first-time visitor's key on a start slower than an event's answer may be", async () => {
    keys.clearApiKey('varsity');
    const { api } = await openPage('/watch/30');
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(3));
    early()!.askedAt -= EARLY_RESPONSE_LIFETIME_MS;
    await expect(api.ensureApiKey()).resolves.toBe(NEW_KEY);
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['a signed-in viewer', () => undefined, ['/assets/hls.light-1.js']],
    ['a key kept before its holder was', () => keys.setApiKey('varsity', 'old key/1'), ['/assets/hls.light-1.js']],
    ['a visitor', () => keys.setApiKey('varsity', 'visitor key/1', 'visitor'), []],
    ['a first-time visitor', () => keys.clearAll(), []],
  ])("preloads the stream engine the server held back on a page a visitor cannot play, at a script's priority, for %s", async (_who, arrange, wanted) => {
    arrange();
    const held = document.createElement('template');
    held.setAttribute('data-stream-engine', '');
    held.innerHTML = '<link rel="modulepreload" crossorigin fetchpriority="low" data-stream-engine href="/assets/hls.light-1.js">';
    document.head.prepend(held);
    try {
      await openPage('/watch/30');
      const preloads = [...document.head.querySelectorAll(':scope > link[data-stream-engine]')];
      expect(preloads.map((link) => link.getAttribute('href'))).toEqual(wanted);
      // At a script's own priority: held back at low, it waited for the event and its preroll to answer.
      expect(preloads.map((link) => link.getAttribute('fetchpriority'))).toEqual(wanted.map(() => null));
    } finally {
      held.remove();
      document.head.querySelectorAll(':scope > link[data-stream-engine]').forEach((link) => link.remove());
    }
  });

  it("leaves no timer behind: only a page sent with its first screen waits to run the app's scripts", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await openPage('/watch/30');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves an answer the app did not take soon to a fresh request', async () => {
    const { getEvent } = await openPage('/watch/30');
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    early()!.askedAt -= EARLY_RESPONSE_LIFETIME_MS;
    await getEvent(30);
    expect(asked()).toEqual(['GET /api/events/30?api_key=fan+key%2F1', 'GET /api/events/30/preroll?api_key=fan+key%2F1', 'GET /api/events/30?api_key=fan+key%2F1']);
  });
});

describe("index.html's first script", () => {
  it("asks a returning visitor's landing page for the channel's data, the home's sections and the region, and the app's start-up takes them all", async () => {
    keys.setApiKey('varsity', 'visitor key/1', 'visitor');
    const { channel, screen, before } = await openSitePage('/', { home: true, early: 4 });
    expect(new Set(before)).toEqual(
      new Set([
        'GET /storage/settings/varsity.json',
        'GET /api/channel-bootstrap-data?client_interface=web&channel_key=varsity',
        'GET /api/events-for-homepage?limit=12&api_key=visitor+key%2F1',
        'GET /api/geo?api_key=visitor+key%2F1',
      ]),
    );
    expect(fetchSpy).toHaveBeenCalledTimes(4);
    expect(channel).toEqual({ channelKey: 'varsity', bootstrap: BOOTSTRAP, projectSettings: SETTINGS });
    expect(screen?.[0]).toEqual(HOME);
  });

  it("asks a first-time visitor's page for the channel key and an API key first, as the app would, and the app takes them", async () => {
    keys.clearAll();
    const { channel, api, before } = await openSitePage('/upcoming', { early: 4 });
    expect(new Set(before)).toEqual(new Set(FIRST_VISIT_START_UP));
    expect(fetchSpy).toHaveBeenCalledTimes(4);
    expect(channel.bootstrap).toEqual(BOOTSTRAP);
    expect(keys.getApiKeyHolder('varsity')).toBe('visitor');
    expect(api.issuedApiKey()).toBe(true);
  });

  it('asks for no sections on a filtered landing page, nor on another page, whose screens ask for other lists', async () => {
    keys.setApiKey('varsity', 'visitor key/1', 'visitor');
    await openSitePage('/?sport=hockey', { early: 2 });
    fetchSpy.mockClear();
    await openSitePage('/upcoming', { early: 2 });
    expect(asked().filter((request) => /events-for-homepage|geo/.test(request))).toEqual([]);
  });

  it("loads the browser's date data while the app's scripts download, on a site page and not on a player page", async () => {
    keys.setApiKey('varsity', 'visitor key/1', 'visitor');
    const formats = vi.spyOn(Intl, 'DateTimeFormat');
    await openPage('/watch/30');
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve));
    expect(formats).not.toHaveBeenCalled();
    fetchSpy.mockClear();
    await openSitePage('/upcoming', { early: 2 });
    expect(formats).toHaveBeenCalledWith('en', expect.objectContaining({ timeZoneName: 'short' }));
    formats.mockRestore();
  });

  it('asks no channel data on a player page, whose app starts once the video plays', async () => {
    await openPage('/watch/30');
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve));
    expect(asked().filter((request) => /bootstrap|settings/.test(request))).toEqual([]);
  });

  it('leaves sections asked for longer ago than an answer may be to a fresh request', async () => {
    keys.setApiKey('varsity', 'visitor key/1', 'visitor');
    window.history.replaceState(null, '', '/');
    vi.resetModules();
    await import('./early-requests');
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(4));
    early()!.askedAt -= EARLY_RESPONSE_LIFETIME_MS;
    const { getHomepageEvents } = await import('../features/home/api/get-homepage-events');
    await getHomepageEvents({});
    expect(asked().filter((request) => request.includes('events-for-homepage'))).toHaveLength(2);
  });
});

describe('a landing page sent with its first screen', () => {
  const page = document.documentElement;
  const sentFor = (mark: string) => page.setAttribute('data-first-screen', mark);
  afterEach(() => {
    page.removeAttribute('data-first-screen');
    page.removeAttribute('data-cookies-answered');
  });

  it("keeps its screen for a first-time visitor, and asks for the channel's data and region but not the sections it carries", async () => {
    keys.clearAll();
    sentFor('varsity en');
    const { before } = await openSitePage('/', { early: 5 });
    expect(page.getAttribute('data-first-screen')).toBe('varsity en');
    expect(page.hasAttribute('data-cookies-answered')).toBe(false);
    expect(new Set(before)).toEqual(new Set([...FIRST_VISIT_START_UP, `GET /api/geo?api_key=${encodeURIComponent(NEW_KEY).replace(/%20/g, '+')}`]));
  });

  it('keeps it for a returning visitor of the same channel and language, without the cookie notice once answered', async () => {
    keys.setApiKey('varsity', 'visitor key/1', 'visitor');
    localStorage.setItem('ott.language', JSON.stringify({ value: 'en', expiresAt: Date.now() + LOCAL_STORAGE_LIFETIME_MS }));
    localStorage.setItem('ott.cookies_accepted', JSON.stringify({ value: false, expiresAt: Date.now() + LOCAL_STORAGE_LIFETIME_MS }));
    sentFor('varsity en');
    await openSitePage('/', { early: 3 });
    expect(page.getAttribute('data-first-screen')).toBe('varsity en');
    expect(page.hasAttribute('data-cookies-answered')).toBe(true);
  });

  it.each([
    ['a signed-in viewer', () => undefined],
    ['a key kept before its holder was', () => keys.setApiKey('varsity', 'old key/1')],
    ['a visitor of another channel', () => keys.setChannelKey('universitaire')],
    ['a visitor who chose another language', () => localStorage.setItem('ott.language', JSON.stringify({ value: 'fr', expiresAt: Date.now() + LOCAL_STORAGE_LIFETIME_MS }))],
  ])('takes its mark off for %s, who sees the loader until the app has drawn their own screen', async (_who, arrange) => {
    arrange();
    sentFor('varsity en');
    vi.resetModules();
    // The mark is read as the script starts, before anything is asked.
    await import('./early-requests');
    expect(page.hasAttribute('data-first-screen')).toBe(false);
  });

  it("fetches the app's scripts it lists only once the screen has been painted (here, where no paint is reported, after a second), and no date data, which its takeover does not need", async () => {
    // What earlier pages' scripts left on timers runs first.
    await new Promise((resolve) => setTimeout(resolve));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const formats = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      keys.clearAll();
      const list = document.createElement('template');
      list.setAttribute('data-app-scripts', '');
      list.innerHTML = '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js"><link rel="modulepreload" crossorigin href="/assets/shell-1.js">';
      document.head.append(list);
      sentFor('varsity en');
      vi.resetModules();
      await import('./early-requests');
      const preloads = () => [...document.head.querySelectorAll(':scope > link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
      expect(preloads()).toEqual([]);
      await vi.advanceTimersByTimeAsync(999);
      expect(preloads()).toEqual([]);
      expect(formats).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(preloads()).toEqual(['/assets/runtime-1.js', '/assets/shell-1.js']);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(formats).not.toHaveBeenCalled();
    } finally {
      formats.mockRestore();
      vi.useRealTimers();
      document.head.querySelectorAll('template[data-app-scripts], link[rel="modulepreload"]').forEach((element) => element.remove());
    }
  });
});

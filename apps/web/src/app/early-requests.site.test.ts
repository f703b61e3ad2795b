import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_RESPONSE_LIFETIME_MS } from '../lib/early-responses';
import { LOCAL_STORAGE_LIFETIME_MS } from '../lib/storage';
import { BOOTSTRAP, FIRST_VISIT_START_UP, HOME, NEW_KEY, SETTINGS, asked, early, fetchSpy, keys, openPage, openSitePage, startEachTestAsReturningFan } from '../test/early-requests-harness';

startEachTestAsReturningFan();

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

describe("the loader's language", () => {
  const page = document.documentElement;
  const store = (name: string, value: string) => localStorage.setItem(`ott.${name}`, JSON.stringify({ value, expiresAt: Date.now() + LOCAL_STORAGE_LIFETIME_MS }));
  afterEach(() => {
    page.lang = 'en';
    localStorage.removeItem('ott.language');
    localStorage.removeItem('ott.channel_language.varsity');
  });

  it("retitles a page titled with the loader's word in the language it was sent in, and no other title", async () => {
    const title = document.title;
    document.body.insertAdjacentHTML('beforeend', '<p class="splash__label" id="words"><span lang="en">Loading</span><span lang="fr">Chargement</span></p>');
    try {
      page.lang = 'fr';
      document.title = 'Chargement…';
      store('language', 'en');
      await openPage('/upcoming');
      expect([page.lang, document.title]).toEqual(['en', 'Loading…']);
      page.lang = 'fr';
      document.title = 'Final | Universitaire';
      await openPage('/share/1/abc');
      expect([page.lang, document.title]).toEqual(['en', 'Final | Universitaire']);
    } finally {
      document.getElementById('words')?.remove();
      document.title = title;
    }
  });

  it("is the visitor's choice, else the language the channel last started in here, as the app will most likely start", async () => {
    store('channel_language.varsity', 'fr');
    await openPage('/upcoming');
    expect(page.lang).toBe('fr');
    store('language', 'en');
    await openPage('/upcoming');
    expect(page.lang).toBe('en');
  });

  it("stays the page's own (the channel's, on a player page the server writes) when nothing says otherwise, or what is stored is no language", async () => {
    page.lang = 'fr';
    await openPage('/watch/30');
    expect(page.lang).toBe('fr');
    store('language', '"><b>');
    await openPage('/watch/30');
    expect(page.lang).toBe('fr');
  });

  it("is left as the page's own in the console's preview frame, which starts the channel it shows", async () => {
    store('language', 'fr');
    vi.spyOn(window, 'parent', 'get').mockReturnValueOnce({} as Window);
    await openPage('/upcoming?preview=varsity');
    expect(page.lang).toBe('en');
    await openPage('/upcoming');
    expect(page.lang).toBe('fr');
  });
});

// The app's first script, a classic one (no imports, no exports) written into its pages (index.html, watch.html) and run
// as the page is read, while the app's scripts still download: it asks for what the app would ask for first, a round
// trip or more earlier than the app could. On a player page, the event and its preroll (the opening script's first
// requests); on any other page, the channel's settings file and bootstrap data (start-up's), and on the landing page
// the home's sections and the visitor's region too; each with the keys it needs. A site page (but a landing page sent
// drawn) also loads the browser's date data meanwhile. A returning viewer's keys are in local storage; a first-time
// visitor's channel key comes from the key host's document (which the page's Link header already preloads; an event's
// player page also names it) and its API key from get_api_key, as the app's client would ask for them.
// The client takes these answers in place of its own requests only when it asks for the very same thing
// (lib/early-responses.ts); anything else asks anew.
// Self-contained on purpose (a classic script cannot import; the build inlines the one contract it names, and fails if
// it could not): it reads the key store's entries as lib/storage.ts and lib/key-store.ts write them and asks as
// lib/api-client.ts does, which its tests (early-requests.player.test.ts, early-requests.site.test.ts) hold to the real
// ones.

import { ENGINE_HELD_FOR } from '@ott/contracts/stream-engine-hold';

interface EarlyAnswer {
  url: string;
  body: string | undefined;
  response: Response;
  /** The answer's body as read, for the keys this script takes from it. */
  text: string;
}

// Wrapped in a function called at once: a classic script's top-level names would be the page's globals.
(function startEarlyRequests(win: Window & typeof globalThis): void {
  /** A stored entry's value while it lives (lib/storage.ts). */
  const stored = (name: string): unknown => {
    try {
      const entry = JSON.parse(win.localStorage.getItem(`ott.${name}`) ?? 'null') as { value?: unknown; expiresAt?: unknown } | null;
      return entry && typeof entry.expiresAt === 'number' && entry.expiresAt > Date.now() ? entry.value : undefined;
    } catch {
      return undefined;
    }
  };
  const read = (name: string): string | undefined => {
    const value = stored(name);
    return typeof value === 'string' && value ? value : undefined;
  };
  /** A stored key for `channel` not known to be a visitor's: its holder may be signed in. */
  const mayBeSignedIn = (channel: string) => read(`api_key.${channel}`) !== undefined && read(`api_key_holder.${channel}`) !== 'visitor';
  // A page sent with its first screen lists the app's scripts for this script to run; every other page runs them as read.
  const sentDrawn = win.document.documentElement.hasAttribute('data-first-screen');
  const firstScreen = keepFirstScreen(win.document.documentElement);
  // The console's preview frame starts the channel it shows, whatever the operator's own page keeps.
  const search = new URLSearchParams(win.location.search);
  const previewFrame = win.parent !== win && search.has('preview');
  if (!firstScreen && !previewFrame) speakTheAppsLanguage(win.document.documentElement);
  preloadStreamEngineForViewers();
  if (sentDrawn) startAppAfterFirstPaint();
  // A build with its own API or key host, or its own channel key, asks through the app as before.
  if (import.meta.env.VITE_API_ORIGIN || import.meta.env.VITE_KEY_ORIGIN || import.meta.env.VITE_CHANNEL_KEY) return;
  const { pathname } = win.location;
  const player = /^\/watch(?:_embed)?\/(\d{1,10})$/.exec(pathname);
  // The library player's page starts its stream with the app; its start-up is the player's, not the site's.
  if (!player && /^\/watch(?:_embed|_library)?\//.test(pathname)) return;
  // The console's preview frame keeps no keys.
  if (previewFrame) return;
  const storedChannel = read('channel_key');
  // A link into another channel (?channel=) switches channels before anything is asked.
  const requested = search.get('channel')?.trim();
  if (requested && requested !== storedChannel) return;
  const storedKey = storedChannel ? read(`api_key.${storedChannel}`) : undefined;

  /** Each answer under "METHOD /path", as the client will ask for it; null when it could not be asked. */
  const answers: Record<string, Promise<EarlyAnswer | null>> = {};
  const ask = (url: string, body?: string): Promise<EarlyAnswer | null> =>
    win
      .fetch(url, body === undefined ? { headers: { Accept: 'application/json' } } : { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body })
      // Read whole before it is handed over: the client's timeout then covers a body that stalls, as it does its own.
      .then(async (response) => {
        const text = await response.text();
        return { url, body, text, response: new Response(text || null, { status: response.status, statusText: response.statusText, headers: response.headers }) };
      })
      .catch(() => null);
  /** Asks once what to ask is known (undefined: it cannot be asked), keeping the answer under `slot`. */
  const askWhenKnown = (slot: string, request: Promise<{ url: string; body?: string } | undefined>): Promise<EarlyAnswer | null> =>
    (answers[slot] = request.then((known) => (known ? ask(known.url, known.body) : null)));
  /**
   * A value of a successful answer, parsed from the text already read (the client reads the response itself): in the
   * task its body came in, so what needs the value (the event, after a visitor's key) is asked for there, not a task
   * later, behind whatever the page runs between (the app's scripts, its first paint).
   */
  const valueOf = (answer: Promise<EarlyAnswer | null>, pick: (json: Record<string, unknown>) => unknown): Promise<string | undefined> =>
    answer
      .then((got) => {
        if (!got?.response.ok) return undefined;
        const json: unknown = JSON.parse(got.text);
        const value = json && typeof json === 'object' ? pick(json as Record<string, unknown>) : undefined;
        return typeof value === 'string' && value ? value : undefined;
      })
      .catch(() => undefined);

  const keyDocument = `/keys/${win.location.hostname}.json`;
  const keyDocumentAnswer = storedChannel ? null : askWhenKnown(`GET ${keyDocument}`, Promise.resolve({ url: keyDocument }));
  // An event's player page names the channel key that document holds (server modules/first-screen/player-page.ts): a
  // first-time visitor's API key is then asked for at once, not once the document has been read; the document is
  // still asked for, for the app's start-up to take.
  const namedChannel = win.document.documentElement.getAttribute('data-channel-key') || undefined;
  const channelKey =
    keyDocumentAnswer === null || namedChannel ? Promise.resolve(storedChannel ?? namedChannel) : valueOf(keyDocumentAnswer, (json) => json.channel_key);
  const keyRequest = channelKey.then((channel) => (channel ? { url: '/api/get_api_key', body: JSON.stringify({ channel_key: channel }) } : undefined));
  const apiKey = storedKey
    ? Promise.resolve(storedKey)
    : valueOf(askWhenKnown('POST /api/get_api_key', keyRequest), (json) => (json.data as { api_key?: unknown } | null)?.api_key);
  const withKey = (path: string, query: Record<string, string> = {}) =>
    apiKey.then((key) => (key ? { url: `${path}?${new URLSearchParams({ ...query, api_key: key }).toString()}` } : undefined));
  if (player) {
    // The id as the app reads it (Number): /watch/012 asks for event 12.
    const event = `/api/events/${Number(player[1])}`;
    for (const path of [event, `${event}/preroll`]) askWhenKnown(`GET ${path}`, withKey(path));
  } else {
    // Start-up's channel data, named by the channel key alone (boot.ts asks for both together, key-exempt). A player
    // page asks for them only once its video plays, so they are not asked for there.
    channelKey.then((channel) => {
      if (!channel) return;
      const settings = `/storage/settings/${encodeURIComponent(channel)}.json`;
      askWhenKnown(`GET ${settings}`, Promise.resolve({ url: settings }));
      const bootstrap = '/api/channel-bootstrap-data';
      askWhenKnown(`GET ${bootstrap}`, Promise.resolve({ url: `${bootstrap}?${new URLSearchParams({ client_interface: 'web', channel_key: channel }).toString()}` }));
    });
    // The browser's date data; not on a page sent with its first screen, whose takeover words no date (the server's
    // are adopted: lib/event-display.ts) and would wait behind it.
    if (!firstScreen) win.setTimeout(loadDateData);
    // The landing page without filters: its sections (HOME_SECTION_LIMIT a section) and the region notice's lookup.
    if (pathname === '/' && !win.location.search) {
      // A landing page sent with its first screen carries its sections (src/first-screen).
      if (!firstScreen) askWhenKnown('GET /api/events-for-homepage', withKey('/api/events-for-homepage', { limit: '12' }));
      askWhenKnown('GET /api/geo', withKey('/api/geo'));
    }
  }
  // Where the API client looks for them (EARLY_RESPONSES in lib/early-responses.ts), and since when.
  (win as unknown as Record<string, unknown>).__earlyResponses = { askedAt: win.performance.now(), answers };

  /**
   * A page sent with its first screen lists the app's scripts in an inert template (`data-app-scripts`) instead of
   * running them as it is read: they are fetched and run here, once the browser has shown the screen (its first
   * contentful paint), which needs none of them; fetched sooner, they would share the line with the screen's pictures.
   * In a browser that does not report paints, or a tab it does not draw (opened in the background), after a second.
   */
  function startAppAfterFirstPaint(): void {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      const list = win.document.querySelector('template[data-app-scripts]');
      if (!(list instanceof win.HTMLTemplateElement)) return;
      const scripts = Array.from(list.content.querySelectorAll('link')).map((link) => link.getAttribute('href') ?? '');
      // Preloaded together (with what each imports, as the build lists them), not one import level after another.
      win.document.head.append(list.content);
      // A script that cannot load leaves the screen as sent, its links working as links (as the loader stayed before).
      for (const src of scripts) import(/* @vite-ignore */ src).catch(() => undefined);
    };
    win.setTimeout(start, 1000);
    if (!win.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return;
    const paints = new win.PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      paints.disconnect();
      win.setTimeout(start);
    });
    paints.observe({ type: 'paint', buffered: true });
  }

  /**
   * The page of an event a visitor cannot play, or one a first-time visitor is first shown an ad on, is sent with the
   * stream engine's preloads held in an inert template (`data-stream-engine`, saying which; server
   * modules/first-screen/player-page.ts, docs/decisions/0094 and 0097): a paywall never runs it, and behind an ad the
   * opening script loads it once the ad shows, not beside the ad and the page's picture. A viewer who may be signed in
   * (a stored key not known to be a visitor's) may play at once on either, and so may a returning visitor on the ad's
   * page (one who saw it lately is offered none): they get them preloaded as the page is read, as every viewer did
   * before. A signed-in viewer's at a script's own priority, not the low one that keeps a visitor's first paint ahead of
   * them: at low priority Chromium held the engine back until the event and its preroll had answered (30–75 ms).
   */
  function preloadStreamEngineForViewers(): void {
    const held = win.document.querySelector('template[data-stream-engine]');
    if (!(held instanceof win.HTMLTemplateElement)) return;
    const channel = read('channel_key');
    if (channel === undefined) return;
    const signedIn = mayBeSignedIn(channel);
    const returningToAnAd = held.getAttribute('data-stream-engine') === ENGINE_HELD_FOR.preroll && read(`api_key.${channel}`) !== undefined;
    if (!signedIn && !returningToAnAd) return;
    if (signedIn) held.content.querySelectorAll('link').forEach((link) => link.removeAttribute('fetchpriority'));
    win.document.head.append(held.content);
  }

  /**
   * The first date a page formats loads the browser's date data, whatever the language (60–250 ms at 4× CPU; the next
   * language 2–3 ms). Done here, it runs while the app's scripts download, not between them and the first render.
   */
  function loadDateData(): void {
    try {
      new Intl.DateTimeFormat('en', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(0);
    } catch {
      // A browser without that data formats as it can later; nothing here depends on it.
    }
  }

  /**
   * The page's loader says "Loading" in the page's language (index.html holds the word in each of the app's): until the
   * app sets it, the language the app will most likely start in, the visitor's choice, else the language this channel
   * last started in here, as a failed start chooses (app/startup-failure/failure-language.ts). Without either, the
   * page's own: the server writes every page in its channel's language (apps/server/src/lib/spa.ts). The app stores
   * only its own languages there; the loader says a word it has no translation for in English. A channel that offers one language starts in it whatever the visitor chose
   * elsewhere: there the loader may speak that choice, until the app starts.
   */
  function speakTheAppsLanguage(page: HTMLElement): void {
    const channel = read('channel_key');
    const language = read('language') ?? (channel ? read(`channel_language.${channel}`) : undefined);
    const sentIn = page.lang;
    if (!language || !/^[a-z]{2,3}$/.test(language) || language === sentIn) return;
    page.lang = language;
    // A title that is the loader's word (the server's "Chargement…") follows, once the body holding the words is read.
    const wordIn = (tag: string) => win.document.querySelector(`.splash__label > [lang="${tag}"]`)?.textContent;
    const retitle = () => {
      const word = wordIn(language);
      if (word && win.document.title === `${wordIn(sentIn) ?? ''}…`) win.document.title = `${word}…`;
    };
    if (win.document.readyState === 'loading') win.document.addEventListener('DOMContentLoaded', retitle, { once: true });
    else retitle();
  }

  /**
   * A landing page sent with its first screen (`data-first-screen="<channel key> <language>"` on <html>, drawn for a
   * first-time visitor) keeps it only for a visitor who would see the same: no other channel or language chosen, not
   * signed in. For anyone else the mark comes off before the first paint, and the loader shows until the app has drawn
   * their own screen. A visitor who has answered the cookie notice does not see it drawn. True when the screen is kept.
   */
  function keepFirstScreen(page: HTMLElement): boolean {
    const [channel, language] = (page.getAttribute('data-first-screen') ?? '').split(' ');
    if (!channel || !language) return false;
    const chosenChannel = read('channel_key');
    const chosenLanguage = read('language');
    const differs =
      (import.meta.env.VITE_CHANNEL_KEY && import.meta.env.VITE_CHANNEL_KEY !== channel) ||
      (chosenChannel !== undefined && chosenChannel !== channel) ||
      (chosenLanguage !== undefined && chosenLanguage !== language) ||
      mayBeSignedIn(channel);
    if (differs) {
      page.removeAttribute('data-first-screen');
      return false;
    }
    if (typeof stored('cookies_accepted') === 'boolean') page.setAttribute('data-cookies-answered', '');
    return true;
  }
})(window);

export {};

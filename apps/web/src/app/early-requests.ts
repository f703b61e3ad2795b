// watch.html's first script, a classic one (no imports, no exports) written into the page and run as the page is read,
// while the opening script and hls.js still download: it asks for what the opening script would ask for first (the
// event and its preroll, with the keys they need) a round trip or more earlier than that script could. A returning
// viewer's keys are in local storage; a first-time visitor's channel key comes from the key host's document (which the
// page's Link header already preloads) and its API key from get_api_key, as the app's client would ask for them.
// The client takes these answers in place of its own requests only when it asks for the very same thing
// (lib/early-responses.ts); anything else asks anew.
// Self-contained on purpose (a classic script cannot import): it reads the key store's entries as lib/storage.ts and
// lib/key-store.ts write them and asks as lib/api-client.ts does, which early-requests.test.ts holds to the real ones.

interface EarlyAnswer {
  url: string;
  body: string | undefined;
  response: Response;
}

// Wrapped in a function called at once: a classic script's top-level names would be the page's globals.
(function startEarlyRequests(win: Window & typeof globalThis): void {
  // A build with its own API or key host, or its own channel key, asks through the app as before.
  if (import.meta.env.VITE_API_ORIGIN || import.meta.env.VITE_KEY_ORIGIN || import.meta.env.VITE_CHANNEL_KEY) return;
  const match = /^\/watch(?:_embed)?\/(\d{1,10})$/.exec(win.location.pathname);
  if (!match) return;
  const search = new URLSearchParams(win.location.search);
  // The console's preview frame keeps no keys.
  if (win.parent !== win && search.has('preview')) return;
  const read = (name: string): string | undefined => {
    try {
      const stored = JSON.parse(win.localStorage.getItem(`ott.${name}`) ?? 'null') as { value?: unknown; expiresAt?: unknown } | null;
      return stored && typeof stored.value === 'string' && typeof stored.expiresAt === 'number' && stored.expiresAt > Date.now() ? stored.value : undefined;
    } catch {
      return undefined;
    }
  };
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
      .then(async (response) => ({ url, body, response: new Response((await response.text()) || null, { status: response.status, statusText: response.statusText, headers: response.headers }) }))
      .catch(() => null);
  /** Asks once what to ask is known (undefined: it cannot be asked), keeping the answer under `slot`. */
  const askWhenKnown = (slot: string, request: Promise<{ url: string; body?: string } | undefined>): Promise<EarlyAnswer | null> =>
    (answers[slot] = request.then((known) => (known ? ask(known.url, known.body) : null)));
  /** A value of a successful answer, read from a copy: the client reads the answer itself. */
  const valueOf = (answer: Promise<EarlyAnswer | null>, pick: (json: Record<string, unknown>) => unknown): Promise<string | undefined> =>
    answer
      .then((got) => (got ? got.response.clone().json() : null))
      .then((json: unknown) => {
        const value = json && typeof json === 'object' ? pick(json as Record<string, unknown>) : undefined;
        return typeof value === 'string' && value ? value : undefined;
      })
      .catch(() => undefined);

  const keyDocument = `/keys/${win.location.hostname}.json`;
  const channelKey = storedChannel
    ? Promise.resolve(storedChannel)
    : valueOf(askWhenKnown(`GET ${keyDocument}`, Promise.resolve({ url: keyDocument })), (json) => json.channel_key);
  const keyRequest = channelKey.then((channel) => (channel ? { url: '/api/get_api_key', body: JSON.stringify({ channel_key: channel }) } : undefined));
  const apiKey = storedKey
    ? Promise.resolve(storedKey)
    : valueOf(askWhenKnown('POST /api/get_api_key', keyRequest), (json) => (json.data as { api_key?: unknown } | null)?.api_key);
  // The id as the app reads it (Number): /watch/012 asks for event 12.
  const event = `/api/events/${Number(match[1])}`;
  for (const path of [event, `${event}/preroll`]) {
    askWhenKnown(`GET ${path}`, apiKey.then((key) => (key ? { url: `${path}?${new URLSearchParams({ api_key: key }).toString()}` } : undefined)));
  }
  // Where the API client looks for them (EARLY_RESPONSES in lib/early-responses.ts), and since when.
  (win as unknown as Record<string, unknown>).__earlyResponses = { askedAt: win.performance.now(), answers };
})(window);

export {};

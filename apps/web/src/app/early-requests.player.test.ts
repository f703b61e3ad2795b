import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { EARLY_RESPONSE_LIFETIME_MS } from '../lib/early-responses';
import { createKeyStore } from '../lib/key-store';
import { createExpiringStorage, LOCAL_STORAGE_LIFETIME_MS } from '../lib/storage';
import { EVENT, NEW_KEY, asked, early, fetchSpy, keys, openPage, server, startEachTestAsReturningFan } from '../test/early-requests-harness';
import { jsonResponse } from '../test/fixtures';

startEachTestAsReturningFan();

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

  it("asks for a first-time visitor's event in the task the key's body came in, not in a later one", async () => {
    keys.clearApiKey('varsity');
    // As in a browser, a body read again (a copy's json()) comes in a task of its own.
    const readJson = Response.prototype.json;
    const json = vi.spyOn(Response.prototype, 'json').mockImplementation(function (this: Response) {
      return new Promise((resolve) => setTimeout(() => resolve(readJson.call(this))));
    });
    onTestFinished(() => json.mockRestore());
    // What had gone out when the task after the one that read the key's body began.
    let askedByTheNextTask: string[] = [];
    fetchSpy.mockImplementation(async (input) => {
      const answer = await server(input);
      if (String(input) !== '/api/get_api_key') return answer;
      const text = await answer.text();
      return Object.assign(new Response(text, { status: answer.status, headers: answer.headers }), {
        text: () => {
          setTimeout(() => (askedByTheNextTask = asked()));
          return Promise.resolve(text);
        },
      });
    });
    await openPage('/watch/30');
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(3));
    await vi.waitFor(() => expect(askedByTheNextTask).not.toEqual([]));
    expect(askedByTheNextTask).toEqual([
      'POST /api/get_api_key {"channel_key":"varsity"}',
      'GET /api/events/30?api_key=visitor+key%2F2',
      'GET /api/events/30/preroll?api_key=visitor+key%2F2',
    ]);
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
    ['paywall', 'a signed-in viewer', (): void => undefined, 'auto'],
    ['paywall', 'a key kept before its holder was', () => keys.setApiKey('varsity', 'old key/1'), 'auto'],
    ['paywall', 'a visitor', () => keys.setApiKey('varsity', 'visitor key/1', 'visitor'), 'none'],
    ['paywall', 'a first-time visitor', () => keys.clearAll(), 'none'],
    ['preroll', 'a signed-in viewer', (): void => undefined, 'auto'],
    // A returning visitor who saw the ad lately is offered none, and plays at once; the ad or the page's picture come first.
    ['preroll', 'a returning visitor', () => keys.setApiKey('varsity', 'visitor key/1', 'visitor'), 'low'],
    ['preroll', 'a first-time visitor', () => keys.clearAll(), 'none'],
  ] as const)("preloads the stream engine the server held back on a page that is a visitor's %s for %s: %s priority", async (heldFor, _who, arrange, priority) => {
    arrange();
    const held = document.createElement('template');
    held.setAttribute('data-stream-engine', heldFor);
    held.innerHTML = '<link rel="modulepreload" crossorigin fetchpriority="low" data-stream-engine href="/assets/hls.light-1.js">';
    document.head.prepend(held);
    try {
      await openPage('/watch/30');
      const preloads = [...document.head.querySelectorAll(':scope > link[data-stream-engine]')];
      expect(preloads.map((link) => link.getAttribute('href'))).toEqual(priority === 'none' ? [] : ['/assets/hls.light-1.js']);
      // A signed-in viewer's at a script's own priority: held back at low, it waited for the event and its preroll to answer.
      expect(preloads.map((link) => link.getAttribute('fetchpriority') ?? 'auto')).toEqual(priority === 'none' ? [] : [priority]);
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


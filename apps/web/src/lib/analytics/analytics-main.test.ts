import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBootstrap, makeSettingsFile } from '../../test/fixtures';
import { appEvents } from '../app-events';
import { localStore } from '../storage';
import { startAnalytics, type RouteSource } from './analytics-main';
import { SESSION_HASH_KEY } from './client';
import { COOKIE_ANSWER_KEY } from './consent';

type Location = { pathname: string; search: string };

function fakeRouter(): RouteSource & { go(pathname: string): void } {
  const listeners = new Set<(state: { location: Location }) => void>();
  const router = {
    state: { location: { pathname: '/', search: '' } },
    subscribe(listener: (state: { location: Location }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(pathname: string) {
      router.state = { location: { pathname, search: '' } };
      window.history.pushState(null, '', pathname);
      listeners.forEach((listener) => listener(router.state));
    },
  };
  return router;
}

function start({ googleId = 'G-TEST123', analyticsKey = null as string | null, pages = [window.location.href] } = {}) {
  const router = fakeRouter();
  const channel = { channelKey: 'demo', bootstrap: makeBootstrap({ settings: { 'google-analytics': googleId, 'yare-analytics': analyticsKey } }), projectSettings: makeSettingsFile() };
  const stop = startAnalytics({ channel, router, search: '?analytics=on', backlog: [], pages });
  return { router, stop };
}

const tagScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src^="https://www.googletagmanager.com/"]')].map((script) => script.src);
type TaggedWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };
const dataLayer = () => ((window as TaggedWindow).dataLayer ?? []).map((entry) => Array.from(entry) as unknown[]);

describe('the Google tag', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
    document.querySelectorAll('script').forEach((script) => script.remove());
    delete (window as TaggedWindow).dataLayer;
    delete (window as TaggedWindow).gtag;
    window.history.pushState(null, '', '/');
  });

  it('is not loaded before the visitor accepts the cookie notice, and is once they do, with the channel’s id', () => {
    ({ stop } = start());
    expect(tagScripts()).toEqual([]);
    expect((window as TaggedWindow).dataLayer).toBeUndefined();
    localStore.set(COOKIE_ANSWER_KEY, true);
    appEvents.publish({ type: 'action', name: 'cookies_accepted' });
    expect(tagScripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);
    expect(dataLayer()).toContainEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(dataLayer().filter((entry) => entry[1] === 'page_view')).toHaveLength(1);
  });

  it('is loaded at once for a visitor who accepted before, and sends a page_view on every route change', () => {
    localStore.set(COOKIE_ANSWER_KEY, true);
    const started = start();
    stop = started.stop;
    expect(tagScripts()).toHaveLength(1);
    started.router.go('/schedule');
    vi.runAllTimers();
    const views = dataLayer().filter((entry) => entry[0] === 'event' && entry[1] === 'page_view');
    expect(views.at(-1)?.[2]).toMatchObject({ page_location: 'http://localhost:3000/schedule', send_to: 'G-TEST123' });
  });

  it('reports the page without a mailed link’s secrets: page_location keeps only trk, utm_* and channel, for every hit', () => {
    localStore.set(COOKIE_ANSWER_KEY, true);
    window.history.pushState(null, '', '/password-reset?email=a@b.c&code=123&trk=x&utm_source=y');
    const started = start();
    stop = started.stop;
    const cleaned = 'http://localhost:3000/password-reset?trk=x&utm_source=y';
    const views = dataLayer().filter((entry) => entry[0] === 'event' && entry[1] === 'page_view');
    expect(views.map((entry) => (entry[2] as { page_location: string }).page_location)).toEqual([cleaned]);
    // Set before the config, so that no hit gtag.js sends by itself reads the address bar.
    const setBeforeConfig = dataLayer().findIndex((entry) => entry[0] === 'set' && (entry[1] as { page_location?: string }).page_location === cleaned);
    expect(setBeforeConfig).toBeGreaterThan(-1);
    expect(setBeforeConfig).toBeLessThan(dataLayer().findIndex((entry) => entry[0] === 'config'));
    expect(JSON.stringify(dataLayer())).not.toMatch(/code=|email=|a@b\.c/);
  });

  it('names the new page after navigation with the title its screen gives itself, even when that comes late', async () => {
    localStore.set(COOKIE_ANSWER_KEY, true);
    document.title = 'Home | Demo';
    const started = start();
    stop = started.stop;
    started.router.go('/watch/4?code=9');
    // The lazy screen renders with its route title, then names itself once its data arrives.
    await vi.advanceTimersByTimeAsync(50);
    document.title = 'Watch | Demo';
    await vi.advanceTimersByTimeAsync(600);
    document.title = 'North @ South | Demo';
    await vi.advanceTimersByTimeAsync(10_000);
    const views = dataLayer().filter((entry) => entry[0] === 'event' && entry[1] === 'page_view');
    expect(views.map((entry) => entry[2])).toEqual([
      { page_location: 'http://localhost:3000/', page_title: 'Home | Demo', send_to: 'G-TEST123' },
      { page_location: 'http://localhost:3000/watch/4', page_title: 'North @ South | Demo', send_to: 'G-TEST123' },
    ]);
  });

  it('reports a page left before its title settled with the title it showed, and the next one with its own', async () => {
    localStore.set(COOKIE_ANSWER_KEY, true);
    document.title = 'Home | Demo';
    const started = start();
    stop = started.stop;
    started.router.go('/schedule');
    await vi.advanceTimersByTimeAsync(20);
    document.title = 'Events | Demo';
    await vi.advanceTimersByTimeAsync(100);
    started.router.go('/faq');
    await vi.advanceTimersByTimeAsync(20);
    document.title = 'FAQ | Demo';
    await vi.advanceTimersByTimeAsync(10_000);
    const views = dataLayer().filter((entry) => entry[0] === 'event' && entry[1] === 'page_view');
    expect(views.map((entry) => (entry[2] as { page_title: string }).page_title)).toEqual(['Home | Demo', 'Events | Demo', 'FAQ | Demo']);
  });

  it('is never loaded, nor anything sent, for a visitor who rejected the cookie notice', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => undefined));
    const beacon = vi.fn((_url: string, _data: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const started = start({ analyticsKey: 'chan-key' });
    stop = started.stop;
    localStore.set(COOKIE_ANSWER_KEY, false);
    appEvents.publish({ type: 'action', name: 'cookies_declined' });
    started.router.go('/schedule');
    await vi.advanceTimersByTimeAsync(30_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(tagScripts()).toEqual([]);
    expect((window as TaggedWindow).dataLayer).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('is never loaded for a channel without a measurement id', () => {
    localStore.set(COOKIE_ANSWER_KEY, true);
    ({ stop } = start({ googleId: '' }));
    appEvents.publish({ type: 'action', name: 'cookies_accepted' });
    expect(tagScripts()).toEqual([]);
  });
});

describe('analytics start-up', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it('reports a page view per route change, and hands what is left to sendBeacon on pagehide', () => {
    localStore.set(COOKIE_ANSWER_KEY, true);
    localStore.set(SESSION_HASH_KEY, 'kept0001kept0001');
    const beacon = vi.fn((_url: string, _data: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => undefined));
    const { router, stop } = start({ googleId: '', analyticsKey: 'chan-key' });
    router.go('/schedule');
    router.go('/schedule'); // the same place again is no new page view
    window.dispatchEvent(new Event('pagehide'));
    stop();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, data] = beacon.mock.calls[0] ?? [];
    expect(url).toBe('/datalake/event/?key=chan-key');
    const sent = JSON.parse(data ?? '[]') as Array<Record<string, unknown>>;
    expect(sent.map((item) => item.origin_url)).toEqual(['http://localhost:3000/', 'http://localhost:3000/schedule']);
    expect(sent[1]).toMatchObject({ event: 'page_view', session_uuid: 'kept0001kept0001', consent: 'accepted' });
  });

  it('reports the pages opened before it loaded, and the events published meanwhile', () => {
    localStore.set(COOKIE_ANSWER_KEY, true);
    localStore.set(SESSION_HASH_KEY, 'kept0001kept0001');
    const beacon = vi.fn((_url: string, _data: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => undefined));
    window.history.pushState(null, '', '/watch/4');
    const router = fakeRouter();
    const channel = { channelKey: 'demo', bootstrap: makeBootstrap({ settings: { 'yare-analytics': 'chan-key' } }), projectSettings: makeSettingsFile() };
    const stop = startAnalytics({
      channel,
      router,
      search: '?analytics=on',
      backlog: [{ type: 'action', name: 'sign_in' }],
      pages: ['http://localhost:3000/', 'http://localhost:3000/login', 'http://localhost:3000/login', 'http://localhost:3000/watch/4'],
    });
    window.dispatchEvent(new Event('pagehide'));
    stop();
    const sent = JSON.parse(beacon.mock.calls[0]?.[1] ?? '[]') as Array<Record<string, unknown>>;
    expect(sent.map((item) => [item.event, item.origin_url])).toEqual([
      ['sign_in', 'http://localhost:3000/watch/4'],
      ['page_view', 'http://localhost:3000/'],
      ['page_view', 'http://localhost:3000/login'],
      ['page_view', 'http://localhost:3000/watch/4'],
    ]);
  });
});

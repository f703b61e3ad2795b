import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../lib/api';

const opening = vi.hoisted(() => ({ startOpeningPage: vi.fn(), appStarted: vi.fn() }));
vi.mock('../features/watch/player/opening-page', () => ({ startOpeningPage: opening.startOpeningPage }));

/** Runs the opening script as watch.html does, on `url`. */
async function openPage(url: string) {
  window.history.replaceState(null, '', url);
  vi.resetModules();
  vi.doMock('./start', () => {
    opening.appStarted();
    return {};
  });
  await import('./opening');
}

beforeEach(() => {
  keyStore.setChannelKey('varsity');
  opening.startOpeningPage.mockReset();
  opening.appStarted.mockReset();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the opening script of a player page', () => {
  it('starts the stream first, and the app once the page says it may', async () => {
    let letAppStart: () => void = () => undefined;
    opening.startOpeningPage.mockReturnValue(new Promise<void>((resolve) => (letAppStart = resolve)));
    await openPage('/watch/7');
    expect(opening.startOpeningPage).toHaveBeenCalledWith('/watch/7', null);
    // Every import started so far has loaded: the app's is not among them.
    await vi.dynamicImportSettled();
    expect(opening.appStarted).not.toHaveBeenCalled();
    letAppStart();
    await vi.waitFor(() => expect(opening.appStarted).toHaveBeenCalledTimes(1));
  });

  it('leaves a link into another channel to the app, which switches channels first', async () => {
    await openPage('/watch/7?channel=universitaire');
    expect(opening.startOpeningPage).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(opening.appStarted).toHaveBeenCalledTimes(1));
  });

  it('plays a link into the channel the visitor already has', async () => {
    opening.startOpeningPage.mockResolvedValue(undefined);
    await openPage('/watch/7?channel=varsity');
    expect(opening.startOpeningPage).toHaveBeenCalledTimes(1);
  });

  it('lets the app start unstyled rather than not at all when a style sheet fails to load', async () => {
    opening.startOpeningPage.mockReturnValue(new Promise<void>(() => undefined));
    await openPage('/watch/7');
    const failure = (message: string) => Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new Error(message) });
    const css = failure('Unable to preload CSS for /assets/shell-1.css');
    window.dispatchEvent(css);
    expect(css.defaultPrevented).toBe(true);
    const script = failure('Failed to fetch dynamically imported module');
    window.dispatchEvent(script);
    expect(script.defaultPrevented).toBe(false);
  });

  it("fetches the app's scripts together when it starts the app, not before", async () => {
    const list = document.createElement('template');
    list.id = 'app-scripts';
    list.innerHTML = '<link rel="modulepreload" crossorigin href="/assets/shell-1.js"><link rel="modulepreload" crossorigin href="/assets/watch-1.js">';
    document.head.append(list);
    const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    let letAppStart: () => void = () => undefined;
    opening.startOpeningPage.mockReturnValue(new Promise<void>((resolve) => (letAppStart = resolve)));
    try {
      await openPage('/watch/7');
      expect(preloads()).toEqual([]);
      letAppStart();
      await vi.waitFor(() => expect(opening.appStarted).toHaveBeenCalledTimes(1));
      expect(preloads()).toEqual(['/assets/shell-1.js', '/assets/watch-1.js']);
    } finally {
      list.remove();
      document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    }
  });
});

import { hydrate, render } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenAdopted } from '../../components/ui/FirstScreenPart';
import { keyStore } from '../../lib/api';
import { ChannelContext } from '../../lib/channel-context';
import { setFirstRenderHints } from '../../lib/first-render-hints';
import { initI18n } from '../../lib/i18n';
import { clearApiDataCache } from '../../lib/use-api-data';
import { jsonResponse, makeBootstrap } from '../../test/fixtures';
import { createAppRoutes } from '../router';

beforeEach(() => {
  keyStore.setChannelKey('varsity');
  clearApiDataCache();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' })),
  );
});
// Each test's site, unmounted after it: the project's files share a page, and a site left running keeps its stores'
// listeners (a toast shown by a later file would be counted down by this site's toaster).
const mounted: HTMLElement[] = [];
afterEach(() => {
  for (const container of mounted.splice(0)) render(null, container);
  setFirstRenderHints({});
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** The site's frame at `path` once its route has loaded, as a page sent drawn and as the app renders it. */
async function siteAt(path: string) {
  await initI18n('en');
  const bootstrap = makeBootstrap();
  const router = createMemoryRouter(createAppRoutes(bootstrap), { initialEntries: [path] });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  return (
    <ChannelContext.Provider value={{ channelKey: 'varsity', bootstrap, projectSettings: null }}>
      <RouterProvider router={router} />
    </ChannelContext.Provider>
  );
}

describe("the site's frame over a page sent drawn", () => {
  it("adopts the page's header in a task after the first render's, keeping its elements", async () => {
    const site = await siteAt('/faq');
    const container = document.createElement('div');
    mounted.push(container);
    container.innerHTML = await renderToStringAsync(site);
    document.body.append(container);
    const header = container.querySelector('header');
    const toggle = container.querySelector<HTMLButtonElement>('button.nav-toggle');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');

    setFirstRenderHints({ takingOver: true });
    hydrate(site, container);
    setFirstRenderHints({});
    // The first render's task: the header is still the page's drawing, its menu button not yet the app's.
    toggle!.click();
    await Promise.resolve();
    expect(toggle!.getAttribute('aria-expanded')).toBe('false');

    // Once it is the app's (its turn comes a task later, and any code it waits for has loaded), the button is the app's.
    await firstScreenAdopted();
    toggle!.click();
    await vi.waitFor(() => expect(toggle!.getAttribute('aria-expanded')).toBe('true'));
    expect(container.querySelector('header')).toBe(header);
    expect(container.querySelector('button.nav-toggle')).toBe(toggle);
  });

  it("takes the phone layout in a narrow window of a page the server drew for a desktop, once it is the app's", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 1023px)', media: query, addEventListener() {}, removeEventListener() {} }));
    const site = await siteAt('/faq');
    const container = document.createElement('div');
    mounted.push(container);
    setFirstRenderHints({ phone: false });
    container.innerHTML = await renderToStringAsync(site);
    document.body.append(container);
    expect(container.querySelector('header')?.className).toBe('site-header');

    setFirstRenderHints({ takingOver: true, phone: false });
    hydrate(site, container);
    setFirstRenderHints({});
    // Its turn draws by the page's hints, so that the app's header matches the page's; its effect then corrects it.
    await firstScreenAdopted();
    await vi.waitFor(() => expect(container.querySelector('header')?.className).toBe('site-header is-compact'));
  });
});

// What the tests of the pages' first script (src/app/early-requests.ts) share: the server behind fetch, the stored keys,
// and the page openers that run the script, then the app's own calls.
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { EARLY_RESPONSES } from '../lib/early-responses';
import { createKeyStore } from '../lib/key-store';
import { makeEvent } from './events';
import { jsonResponse, makeBootstrap, makeSettingsFile } from './fixtures';

export const EVENT = makeEvent({ id: 30 });
export const NEW_KEY = 'visitor key/2';
export const keys = createKeyStore();
export const fetchSpy = vi.fn<typeof fetch>();

export const BOOTSTRAP = makeBootstrap();
export const SETTINGS = makeSettingsFile();
export const HOME = { live: [EVENT], upcoming: [], recent: [] };

/** What the server answers: the key host's document, a new key, the channel's data, the home's sections, the event, no preroll. */
export async function server(input: RequestInfo | URL): Promise<Response> {
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
export async function openSitePage(url: string, { home = false, early = 0 } = {}) {
  window.history.replaceState(null, '', url);
  vi.resetModules();
  await import('../app/early-requests');
  await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(early));
  await new Promise((resolve) => setTimeout(resolve));
  const before = asked();
  const [{ boot }, { api, keyStore }, { getHomepageEvents }, { call }, { geo }] = await Promise.all([
    import('../app/boot'),
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
export async function openPage(url: string) {
  window.history.replaceState(null, '', url);
  vi.resetModules();
  await import('../app/early-requests');
  const [{ getEvent }, { getPreroll }, { api }] = await Promise.all([import('../features/watch/api/opening-event'), import('../features/watch/api/preroll'), import('../lib/api')]);
  return { getEvent, getPreroll, api };
}
/** A first-time visitor's site page asks for these as it is read: the keys, then start-up's channel data. */
export const FIRST_VISIT_START_UP = [
  'GET /keys/localhost.json',
  'POST /api/get_api_key {"channel_key":"varsity"}',
  'GET /storage/settings/varsity.json',
  'GET /api/channel-bootstrap-data?client_interface=web&channel_key=varsity',
];
export const asked = () => fetchSpy.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}${init?.body ? ` ${String(init.body)}` : ''}`);
export const early = () => (window as unknown as Record<string, { askedAt: number } | undefined>)[EARLY_RESPONSES];

/** Each test starts as a returning fan's page (channel and key stored), with the server above behind fetch. */
export function startEachTestAsReturningFan(): void {
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
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../lib/api-client';
import { createKeyStore } from '../lib/key-store';
import { jsonResponse, makeBootstrap } from '../test/fixtures';
import { boot, BootError } from './boot';

function setup(routes: Record<string, () => Response>) {
  const seen: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    seen.push(`${key}${url.search}`);
    return routes[key]?.() ?? jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  const keyStore = createKeyStore();
  const client = createApiClient({ hostname: 'varsity.localhost', keyStore, fetch: fetchMock as unknown as typeof fetch });
  return { client, keyStore, seen };
}

const settingsFile = { channel_key: 'varsity', api_origin: '', media_origin: '', analytics_origin: '', key_origin: '', payments: { provider: 'sandbox', publishable_key: null }, features: { social_login: [], recaptcha_site_key: null } };
const grant = () => jsonResponse(200, { data: { api_key: 'k1', expires_at: '2030-01-01T00:00:00Z' } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('start-up', () => {
  it('asks the key host, then the API key, then the settings file, then the bootstrap data', async () => {
    const { client, keyStore, seen } = setup({
      'GET /keys/varsity.localhost.json': () => jsonResponse(200, { channel_key: 'varsity' }),
      'POST /api/get_api_key': grant,
      'GET /storage/settings/varsity.json': () => jsonResponse(200, settingsFile),
      'GET /api/channel-bootstrap-data': () => jsonResponse(200, { data: makeBootstrap() }),
    });
    const channel = await boot({ client, keyStore, configuredChannelKey: undefined, search: '' });
    expect(seen).toEqual([
      'GET /keys/varsity.localhost.json',
      'POST /api/get_api_key',
      'GET /storage/settings/varsity.json',
      'GET /api/channel-bootstrap-data?client_interface=web&channel_key=varsity',
    ]);
    expect(channel.channelKey).toBe('varsity');
    expect(channel.bootstrap.settings.channel_name).toBe('Varsity Sports Network');
    expect(channel.projectSettings).toEqual(settingsFile);
  });

  it('takes the channel from ?channel= and keeps it for later visits', async () => {
    const { client, keyStore, seen } = setup({
      'POST /api/get_api_key': grant,
      'GET /storage/settings/universitaire.json': () => jsonResponse(200, settingsFile),
      'GET /api/channel-bootstrap-data': () => jsonResponse(200, { data: makeBootstrap() }),
    });
    const channel = await boot({ client, keyStore, configuredChannelKey: undefined, search: '?channel=universitaire' });
    expect(channel.channelKey).toBe('universitaire');
    expect(seen.some((call) => call.startsWith('GET /keys/'))).toBe(false);
    expect(keyStore.getChannelKey()).toBe('universitaire');
    expect(keyStore.getApiKey('universitaire')).toBe('k1');
  });

  it('lets a configured channel key win over ?channel=', async () => {
    const { keyStore } = setup({});
    const { rememberRequestedChannel } = await import('./boot');
    rememberRequestedChannel('?channel=universitaire', keyStore, 'varsity');
    expect(keyStore.getChannelKey()).toBeUndefined();
  });

  it('reports an API key failure as such (the Whoops screen)', async () => {
    const { client, keyStore } = setup({
      'GET /keys/varsity.localhost.json': () => jsonResponse(200, { channel_key: 'varsity' }),
      'POST /api/get_api_key': () => jsonResponse(500, { message: 'Something went wrong', code: 'INTERNAL' }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = boot({ client, keyStore, configuredChannelKey: undefined, search: '' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    const error = await outcome;
    expect(error).toBeInstanceOf(BootError);
    expect((error as BootError).step).toBe('api-key');
  });
});

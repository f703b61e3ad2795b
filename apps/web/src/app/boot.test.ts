import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../lib/api-client';
import { createKeyStore } from '../lib/key-store';
import { userStore } from '../lib/session';
import { jsonResponse, makeBootstrap, makeSettingsFile } from '../test/fixtures';
import { makeUser } from '../test/users';
import { boot, BootError, rememberRequestedChannel } from './boot';

type Reply = () => Response | Promise<Response>;

function setup(routes: Record<string, Reply>, configuredChannelKey?: string) {
  const seen: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const body = init.body ? ` ${String(init.body)}` : '';
    seen.push(`${key}${url.search}${body}`);
    return routes[key]?.() ?? jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  const keyStore = createKeyStore();
  const client = createApiClient({ hostname: 'varsity.localhost', channelKey: configuredChannelKey, keyStore, fetch: fetchMock as unknown as typeof fetch });
  const run = (search = '') => boot({ client, keyStore, configuredChannelKey, search });
  return { client, keyStore, seen, run };
}

/** A reply held back until the test releases it, to see what is requested while it is pending. */
function held(reply: Reply) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { reply: () => gate.then(reply), release: () => release() };
}

const settingsFile = makeSettingsFile();
const grant = () => jsonResponse(200, { data: { api_key: 'k1', expires_at: '2030-01-01T00:00:00Z' } });
const channelKeyError = () => jsonResponse(401, { message: 'No channel or api key found', code: 'INVALID_CHANNEL_KEY', errors: { channel_key: ['Invalid channel key'] } });
const visitorProfile = () => jsonResponse(401, { message: 'user must be logged in', code: 'UNAUTHENTICATED' });
const keyHost = () => jsonResponse(200, { channel_key: 'varsity' });
const bootstrapReply = () => jsonResponse(200, { data: makeBootstrap() });
/** The channel's routes answer only for `channel`; any other key is rejected as the server does. */
const channelRoutes = (channel: string): Record<string, Reply> => ({
  'POST /api/get_api_key': () => grant(),
  [`GET /storage/settings/${channel}.json`]: () => jsonResponse(200, settingsFile),
  'GET /api/channel-bootstrap-data': bootstrapReply,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('start-up', () => {
  it('asks the key host first, then the API key, the settings file and the bootstrap data all at once', async () => {
    const key = held(grant);
    const settings = held(() => jsonResponse(200, settingsFile));
    const data = held(bootstrapReply);
    const { run, seen } = setup({
      'GET /keys/varsity.localhost.json': keyHost,
      'POST /api/get_api_key': key.reply,
      'GET /storage/settings/varsity.json': settings.reply,
      'GET /api/channel-bootstrap-data': data.reply,
    });
    const started = run();
    await vi.advanceTimersByTimeAsync(0);
    // Nothing has answered but the key host, and all three requests are already out, named by its channel key.
    expect(seen[0]).toBe('GET /keys/varsity.localhost.json');
    expect(seen.slice(1).sort()).toEqual([
      'GET /api/channel-bootstrap-data?client_interface=web&channel_key=varsity',
      'GET /storage/settings/varsity.json',
      'POST /api/get_api_key {"channel_key":"varsity"}',
    ]);
    data.release();
    settings.release();
    key.release();
    const channel = await started;
    expect(channel.channelKey).toBe('varsity');
    expect(channel.bootstrap.settings.channel_name).toBe('Varsity Sports Network');
    expect(channel.projectSettings).toEqual(settingsFile);
    expect(seen).toHaveLength(4);
  });

  it('does not ask the key host when the channel key is stored', async () => {
    const { run, seen, keyStore } = setup(channelRoutes('varsity'));
    keyStore.setChannelKey('varsity');
    await run();
    expect(seen.some((call) => call.startsWith('GET /keys/'))).toBe(false);
    expect(seen).toHaveLength(3);
  });

  it('does not ask the key host when the channel key is configured, nor for an API key already stored', async () => {
    const { run, seen, keyStore } = setup({ ...channelRoutes('varsity'), 'GET /api/profile': visitorProfile }, 'varsity');
    keyStore.setApiKey('varsity', 'kept');
    await run();
    expect(seen.map((call) => call.split('?')[0]).sort()).toEqual(['GET /api/channel-bootstrap-data', 'GET /api/profile', 'GET /storage/settings/varsity.json']);
  });

  it('restores the signed-in user of a stored API key, asking alongside the channel data', async () => {
    const profile = held(() => jsonResponse(200, { data: makeUser({ first_name: 'Robin' }) }));
    const { run, seen, keyStore } = setup({ ...channelRoutes('varsity'), 'GET /api/profile': profile.reply }, 'varsity');
    keyStore.setApiKey('varsity', 'kept');
    const started = run();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.map((call) => call.split('?')[0]).sort()).toEqual(['GET /api/channel-bootstrap-data', 'GET /api/profile', 'GET /storage/settings/varsity.json']);
    expect(seen.find((call) => call.startsWith('GET /api/profile'))).toContain('api_key=kept');
    profile.release();
    await started;
    expect(userStore.get()).toMatchObject({ first_name: 'Robin' });
  });

  it("tolerates a 401 for a visitor's stored key: no user, no retry", async () => {
    const { run, seen, keyStore } = setup({ ...channelRoutes('varsity'), 'GET /api/profile': visitorProfile }, 'varsity');
    keyStore.setApiKey('varsity', 'kept');
    userStore.set(makeUser());
    await expect(run()).resolves.toMatchObject({ channelKey: 'varsity' });
    expect(userStore.get()).toBeNull();
    expect(seen.filter((call) => call.startsWith('GET /api/profile'))).toHaveLength(1);
  });

  it('does not ask for the profile on the next start with the visitor key issued before (no request that fails)', async () => {
    const first = setup({ ...channelRoutes('varsity'), 'GET /api/profile': visitorProfile }, 'varsity');
    await first.run();
    // The page is loaded again: a new client, the same stored key.
    const { run, seen } = setup({ ...channelRoutes('varsity'), 'GET /api/profile': visitorProfile }, 'varsity');
    await run();
    expect(seen.map((call) => call.split('?')[0]).sort()).toEqual(['GET /api/channel-bootstrap-data', 'GET /storage/settings/varsity.json']);
    expect(userStore.get()).toBeNull();
  });

  it('asks once about a key stored before its holder was recorded: a 401 makes it a visitor key for the next start', async () => {
    const first = setup({ ...channelRoutes('varsity'), 'GET /api/profile': visitorProfile }, 'varsity');
    first.keyStore.setApiKey('varsity', 'kept');
    await first.run();
    expect(first.seen.filter((call) => call.startsWith('GET /api/profile'))).toHaveLength(1);
    const { run, seen } = setup({ ...channelRoutes('varsity'), 'GET /api/profile': visitorProfile }, 'varsity');
    await run();
    expect(seen.some((call) => call.startsWith('GET /api/profile'))).toBe(false);
  });

  it('restores the user of a key stored at sign-in', async () => {
    const { run, seen, keyStore } = setup({ ...channelRoutes('varsity'), 'GET /api/profile': () => jsonResponse(200, { data: makeUser({ first_name: 'Robin' }) }) }, 'varsity');
    keyStore.setApiKey('varsity', 'signed-in', 'user');
    await run();
    expect(seen.find((call) => call.startsWith('GET /api/profile'))).toContain('api_key=signed-in');
    expect(userStore.get()).toMatchObject({ first_name: 'Robin' });
  });

  it('does not ask for the profile of an API key issued just now', async () => {
    const { run, seen } = setup({ ...channelRoutes('varsity'), 'GET /api/profile': () => jsonResponse(200, { data: makeUser() }) }, 'varsity');
    await run();
    expect(seen.some((call) => call.startsWith('GET /api/profile'))).toBe(false);
    expect(userStore.get()).toBeNull();
  });

  it('does not ask for the profile of an API key the player page asked for before the app started', async () => {
    const { run, seen, client } = setup({ ...channelRoutes('varsity'), 'GET /api/profile': () => jsonResponse(200, { data: makeUser() }) }, 'varsity');
    // The opening script's request: it is stored by the time start-up looks, but it belongs to nobody.
    await client.ensureApiKey();
    await run();
    expect(seen.some((call) => call.startsWith('GET /api/profile'))).toBe(false);
    expect(seen.filter((call) => call.startsWith('POST /api/get_api_key'))).toHaveLength(1);
  });

  it('reports a failing profile call after its retry (the Whoops screen)', async () => {
    const { run, seen, keyStore } = setup(
      { ...channelRoutes('varsity'), 'GET /api/profile': () => jsonResponse(500, { message: 'Something went wrong', code: 'INTERNAL' }) },
      'varsity',
    );
    keyStore.setApiKey('varsity', 'kept');
    const outcome = run().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toMatchObject({ name: 'BootError', step: 'profile' });
    expect(seen.filter((call) => call.startsWith('GET /api/profile'))).toHaveLength(2);
  });

  it('takes the channel from ?channel= and keeps it for later visits', async () => {
    const { run, seen, keyStore } = setup(channelRoutes('universitaire'));
    const channel = await run('?channel=universitaire');
    expect(channel.channelKey).toBe('universitaire');
    expect(seen.some((call) => call.startsWith('GET /keys/'))).toBe(false);
    expect(keyStore.getChannelKey()).toBe('universitaire');
    expect(keyStore.getApiKey('universitaire')).toBe('k1');
  });

  it('lets a configured channel key win over ?channel=', () => {
    const { keyStore } = setup({});
    expect(rememberRequestedChannel('?channel=universitaire', keyStore, 'varsity')).toBeUndefined();
    expect(keyStore.getChannelKey()).toBeUndefined();
  });

  it('reports an API key failure as such (the Whoops screen), even when the channel files arrived', async () => {
    const { run } = setup({
      'GET /keys/varsity.localhost.json': keyHost,
      'POST /api/get_api_key': () => jsonResponse(500, { message: 'Something went wrong', code: 'INTERNAL' }),
      'GET /storage/settings/varsity.json': () => jsonResponse(200, settingsFile),
      'GET /api/channel-bootstrap-data': bootstrapReply,
    });
    const outcome = run().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    const error = await outcome;
    expect(error).toBeInstanceOf(BootError);
    expect((error as BootError).step).toBe('api-key');
  });

  it('reports a settings file failure after its retry', async () => {
    const { run, keyStore } = setup({ ...channelRoutes('varsity'), 'GET /storage/settings/varsity.json': () => jsonResponse(500, { message: 'Something went wrong', code: 'INTERNAL' }) });
    keyStore.setChannelKey('varsity');
    const outcome = run().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toMatchObject({ name: 'BootError', step: 'settings' });
  });

  it('shows "channel not found" for an unknown ?channel= key rather than another channel, and keeps the previous one', async () => {
    const { run, keyStore, seen } = setup({
      'GET /keys/varsity.localhost.json': keyHost,
      'POST /api/get_api_key': () => (seen.at(-1)?.includes('"nope"') ? channelKeyError() : grant()),
      'GET /storage/settings/varsity.json': () => jsonResponse(200, settingsFile),
      'GET /api/channel-bootstrap-data': () => (seen.at(-1)?.includes('channel_key=nope') ? channelKeyError() : bootstrapReply()),
    });
    keyStore.setChannelKey('universitaire');
    const outcome = run('?channel=nope').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2000);
    const error = await outcome;
    expect(error).toBeInstanceOf(BootError);
    expect(error).toMatchObject({ step: 'channel', requestedChannel: 'nope' });
    expect(keyStore.getChannelKey()).toBe('universitaire');
  });

  it('moves to the key host channel when a stored channel key has been withdrawn', async () => {
    const { run, keyStore, seen } = setup({
      'GET /keys/varsity.localhost.json': keyHost,
      'POST /api/get_api_key': () => (seen.at(-1)?.includes('"gone"') ? channelKeyError() : grant()),
      'GET /storage/settings/varsity.json': () => jsonResponse(200, settingsFile),
      'GET /api/channel-bootstrap-data': () => (seen.at(-1)?.includes('channel_key=gone') ? channelKeyError() : bootstrapReply()),
    });
    keyStore.setChannelKey('gone');
    const started = run();
    await vi.advanceTimersByTimeAsync(3000);
    const channel = await started;
    expect(channel.channelKey).toBe('varsity');
    expect(channel.projectSettings).toEqual(settingsFile);
    expect(keyStore.getChannelKey()).toBe('varsity');
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { channelCommand } from '../src/modules/channel-transfer/channel-transfer.command';
import { signInOperator } from './console-helpers';
import { createTestApp, dialects, logCollector, type TestApp } from './helper';
import { RELAXED_AUTH_LIMITS } from './auth-helpers';

const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

if (!redisUrl) {
  console.warn(
    [
      '',
      '################################################################################',
      '#  TEST_REDIS_URL is not set: cache invalidation across two instances sharing   #',
      '#  one database and one Redis is SKIPPED. Set it, e.g.                          #',
      '#  TEST_REDIS_URL=redis://127.0.0.1:6379/15                                     #',
      '################################################################################',
      '',
    ].join('\n'),
  );
}

/** Well under every cache's lifetime (the channel directory keeps 60 s): "at once" for a viewer. */
const AT_ONCE = { timeout: 2_000, interval: 20 };

describe.runIf(redisUrl).each(dialects)('two instances on one %s database and one Redis', (dialect) => {
  let a: TestApp;
  let b: TestApp;
  const bLogs = logCollector();
  let control: Redis;

  beforeAll(async () => {
    const env = { ...RELAXED_AUTH_LIMITS, REDIS_URL: redisUrl ?? '' };
    a = await createTestApp(dialect, { env });
    b = await createTestApp(dialect, { env, sameDatabaseAs: a, logStream: bLogs.stream });
    control = new Redis(redisUrl ?? '');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await control?.quit();
  });

  const apiKeyOn = async (t: TestApp, channelKey: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/get_api_key', payload: { channel_key: channelKey } });
    expect(response.statusCode).toBe(200);
    return response.json().data.api_key as string;
  };
  const channelNameOn = async (t: TestApp, apiKey: string) => {
    const settings = await t.app.inject({ method: 'GET', url: '/api/settings', query: { api_key: apiKey } });
    expect(settings.statusCode).toBe(200);
    return settings.json().data.channel_name as string;
  };
  const keyHostOn = async (t: TestApp, host: string) => (await t.app.inject({ method: 'GET', url: `/keys/${host}.json` })).json();
  const sitemapOn = async (t: TestApp, host: string) => (await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host } })).body;

  it('a channel renamed in the console on instance A is seen renamed on instance B', async () => {
    const apiKey = await apiKeyOn(b, 'varsity');
    const before = await channelNameOn(b, apiKey);
    const bootstrapOnB = async () => (await b.app.inject({ method: 'GET', url: '/api/channel-bootstrap-data', query: { api_key: apiKey } })).json().data.settings.channel_name;
    // B's caches are warm: without a message from A it would answer the old name for a minute.
    expect(await bootstrapOnB()).toBe(before);

    const owner = await signInOperator(a.app, { role: 'owner' });
    const renamed = await owner.inject('PATCH', '/api/admin/channels/varsity', { name: `${before} (renamed)` });
    expect(renamed.statusCode).toBe(200);

    await vi.waitFor(async () => expect(await channelNameOn(b, apiKey)).toBe(`${before} (renamed)`), AT_ONCE);
    await vi.waitFor(async () => expect(await bootstrapOnB()).toBe(`${before} (renamed)`), AT_ONCE);
    // And the instance that made the change answered it at once, with no round trip through Redis.
    expect(await channelNameOn(a, await apiKeyOn(a, 'varsity'))).toBe(`${before} (renamed)`);
  });

  it("a channel created on instance A answers its hostname on instance B's key host at once", async () => {
    const host = `bus-${dialect}.example.com`;
    // An unknown hostname falls back to the default channel, and B's directory now holds that answer.
    expect(await keyHostOn(b, host)).toEqual({ channel_key: 'varsity' });

    const owner = await signInOperator(a.app, { role: 'owner' });
    const created = await owner.inject('POST', '/api/admin/channels', { name: 'Bus Town', channel_key: `bus-${dialect}`, hostnames: [host] });
    expect(created.statusCode).toBe(201);

    await vi.waitFor(async () => expect(await keyHostOn(b, host)).toEqual({ channel_key: `bus-${dialect}` }), AT_ONCE);
    expect((await b.app.inject({ method: 'GET', url: `/storage/settings/bus-${dialect}.json` })).statusCode).toBe(200);
  });

  it('a channel archived on A stops answering on B at once: its API keys, hostname and settings file', async () => {
    const owner = await signInOperator(a.app, { role: 'owner' });
    const key = `gone-${dialect}`;
    const host = `${key}.example.com`;
    expect((await owner.inject('POST', '/api/admin/channels', { name: 'Soon Gone', channel_key: key, hostnames: [host] })).statusCode).toBe(201);
    await vi.waitFor(async () => expect(await keyHostOn(b, host)).toEqual({ channel_key: key }), AT_ONCE);
    const apiKey = await apiKeyOn(b, key);
    // B has now looked the key up, and keeps it (and the channel) in memory.
    expect(await channelNameOn(b, apiKey)).toBe('Soon Gone');

    expect((await owner.inject('PATCH', `/api/admin/channels/${key}`, { archived: true })).statusCode).toBe(200);

    await vi.waitFor(async () => expect((await b.app.inject({ method: 'GET', url: '/api/settings', query: { api_key: apiKey } })).statusCode).toBe(401), AT_ONCE);
    expect(await keyHostOn(b, host)).not.toEqual({ channel_key: key });
    expect((await b.app.inject({ method: 'GET', url: `/storage/settings/${key}.json` })).statusCode).toBe(404);
  });

  it("an invalidation on A drops B's sitemap too", async () => {
    const channel = await a.db.selectFrom('channels').select('id').where('key', '=', 'universitaire').executeTakeFirstOrThrow();
    const page = await a.db.selectFrom('pages').select(['id', 'url']).where('channel_id', '=', channel.id).where('published', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    expect(await sitemapOn(b, 'universitaire.localhost')).not.toContain('/bus-moved-page');

    await a.db.updateTable('pages').set({ url: '/bus-moved-page' }).where('id', '=', page.id).execute();
    a.app.invalidateChannelCaches(channel.id);

    await vi.waitFor(async () => expect(await sitemapOn(b, 'universitaire.localhost')).toContain('/bus-moved-page'), AT_ONCE);
    await a.db.updateTable('pages').set({ url: page.url }).where('id', '=', page.id).execute();
    a.app.invalidateChannelCaches(channel.id);
  });

  // The command opens the database the environment names; a test's PostgreSQL schema is not one it can name.
  it.skipIf(dialect !== 'sqlite')('a channel imported with `npm run channel` while servers run answers on them at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ott-bus-import-'));
    const file = join(dir, 'varsity.json');
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: b.config.dataDir, DATABASE_URL: '', REDIS_URL: redisUrl ?? '' };
    try {
      expect(await keyHostOn(b, 'imported.example.com')).toEqual({ channel_key: 'varsity' });
      await channelCommand(['export', 'varsity', file], env, () => {});
      const report = await channelCommand(['import', file, '--key', 'imported', '--hostname', 'imported.example.com'], env, () => {});
      expect(report).toContain('Running servers on this Redis were told at once.');
      await vi.waitFor(async () => expect(await keyHostOn(b, 'imported.example.com')).toEqual({ channel_key: 'imported' }), AT_ONCE);
      expect(await keyHostOn(a, 'imported.example.com')).toEqual({ channel_key: 'imported' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('an instance that loses Redis logs it, reconnects, and drops every cache since it may have missed messages', async () => {
    const apiKey = await apiKeyOn(b, 'universitaire');
    const before = await channelNameOn(b, apiKey);
    // A change nobody announces (as if its message had been lost while B was away).
    await a.db.updateTable('channels').set({ name: `${before} (unannounced)` }).where('key', '=', 'universitaire').execute();
    expect(await channelNameOn(b, apiKey)).toBe(before);

    const listening = bLogs.lines.map((line) => JSON.parse(line) as { msg?: string; connection?: string }).find((line) => line.msg === 'cache bus: listening');
    expect(listening?.connection).toBeTruthy();
    const clients = (await control.client('LIST')) as string;
    const id = clients
      .split('\n')
      .find((row) => row.includes(` name=${listening?.connection} `))
      ?.match(/^id=(\d+) /)?.[1];
    expect(id).toBeTruthy();
    await control.client('KILL', 'ID', id ?? '');

    await vi.waitFor(() => expect(bLogs.lines.some((line) => line.includes('cache bus: reconnected to Redis'))).toBe(true), { timeout: 10_000 });
    expect(bLogs.lines.some((line) => line.includes('cache bus: lost the Redis connection'))).toBe(true);
    expect(await channelNameOn(b, apiKey)).toBe(`${before} (unannounced)`);

    // And it hears the others again.
    const owner = await signInOperator(a.app, { role: 'owner' });
    expect((await owner.inject('PATCH', '/api/admin/channels/universitaire', { name: before })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await channelNameOn(b, apiKey)).toBe(before), AT_ONCE);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { cacheDrops } from '../../lib/cache-bus';
import { createMemoryCacheBus, createMemoryCacheHub } from '../../lib/cache-bus/memory-cache-bus';
import type { AppError } from '../../lib/errors';
import type { Channel } from '../channel/channel.types';
import { TOUCH_INTERVAL_MS, expiryFrom, generateApiKey, hashApiKey, isExpired, needsTouch } from './api-key';
import type { KeysRepository } from './keys.repository';
import { KEY_LOOKUPS_CACHE, createKeysService } from './keys.service';

describe('api keys', () => {
  it('are random, URL-safe and at least 128 bits', () => {
    const keys = new Set(Array.from({ length: 100 }, generateApiKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('hash to a stable SHA-256 hex digest that differs from the key', () => {
    const key = generateApiKey();
    expect(hashApiKey(key)).toBe(hashApiKey(key));
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).not.toContain(key);
  });

  it('expire after the TTL and are touched at most once per interval', () => {
    const now = new Date('2026-01-01T00:00:00.000Z');
    expect(expiryFrom(now, 2).toISOString()).toBe('2026-01-01T02:00:00.000Z');
    expect(isExpired('2026-01-01T00:00:00.000Z', now)).toBe(true);
    expect(isExpired('2026-01-01T00:00:00.001Z', now)).toBe(false);
    expect(needsTouch(new Date(now.getTime() - TOUCH_INTERVAL_MS + 1).toISOString(), now)).toBe(false);
    expect(needsTouch(new Date(now.getTime() - TOUCH_INTERVAL_MS).toISOString(), now)).toBe(true);
  });
});

const channel: Channel = {
  id: 7,
  key: 'demo',
  name: 'Demo',
  hostnames: [],
  language: 'en',
  currency: 'USD',
  timeZone: 'America/Toronto',
  logo: null,
  settings: { remote_auth: 0, yare_analytics: null, google_analytics: null, extra_routes: [] },
  colorSettings: {} as Channel['colorSettings'],
};

function fakeRepository() {
  const rows = new Map<string, { id: number; channel_id: number; user_id: number | null; last_used_at: string; expires_at: string }>();
  const repository = {
    insert: vi.fn(async (row: { hash: string; channel_id: number; user_id: number | null; last_used_at: string; expires_at: string }) => {
      rows.set(row.hash, { id: rows.size + 1, ...row });
    }),
    findByHash: vi.fn(async (hash: string) => rows.get(hash)),
    touch: vi.fn(async (id: number, lastUsedAt: string, expiresAt: string) => {
      for (const row of rows.values()) if (row.id === id) Object.assign(row, { last_used_at: lastUsedAt, expires_at: expiresAt });
    }),
    deleteExpired: vi.fn(),
    replace: vi.fn(async (replacedId: number | null, row: { hash: string; channel_id: number; user_id: number | null; last_used_at: string; expires_at: string }) => {
      const deleted = [...rows].filter(([, stored]) => stored.id === replacedId).map(([hash]) => hash);
      for (const hash of deleted) rows.delete(hash);
      rows.set(row.hash, { id: rows.size + 100, ...row });
      return deleted;
    }),
    deleteByHash: vi.fn(async (hash: string) => rows.delete(hash)),
    deleteForUser: vi.fn(async (userId: number, exceptId: number | null) => {
      const deleted = [...rows].filter(([, stored]) => stored.user_id === userId && stored.id !== exceptId).map(([hash]) => hash);
      for (const hash of deleted) rows.delete(hash);
      return deleted;
    }),
  };
  return repository as typeof repository & KeysRepository;
}

function serviceAt(clock: { now: Date }, repository = fakeRepository(), lookupCacheMs = 0) {
  const channels = { findByKey: async (key: string) => (key === 'demo' ? channel : null), findById: async (id: number) => (id === 7 ? channel : null) };
  return { repository, service: createKeysService({ repository, channels: channels as never, ttlHours: 1, now: () => clock.now, lookupCacheMs }) };
}

describe('keys service', () => {
  it('issues a key for a known channel and stores only its hash', async () => {
    const clock = { now: new Date('2026-01-01T00:00:00.000Z') };
    const { service, repository } = serviceAt(clock);
    const grant = await service.issue('demo');
    expect(grant.expires_at).toBe('2026-01-01T01:00:00.000Z');
    const stored = repository.insert.mock.calls[0]?.[0];
    expect(stored?.hash).toBe(hashApiKey(grant.api_key));
    expect(JSON.stringify(stored)).not.toContain(grant.api_key);
  });

  it('rejects a missing or unknown channel key with errors.channel_key', async () => {
    const { service } = serviceAt({ now: new Date() });
    for (const key of [undefined, 'nope']) {
      await expect(service.issue(key)).rejects.toSatisfy((e: AppError) => e.statusCode === 401 && 'channel_key' in (e.errors ?? {}));
    }
  });

  it('slides the expiry forward, writing at most once per minute', async () => {
    const clock = { now: new Date('2026-01-01T00:00:00.000Z') };
    const { service, repository } = serviceAt(clock);
    const { api_key } = await service.issue('demo');

    clock.now = new Date('2026-01-01T00:00:30.000Z');
    await service.authenticate(api_key);
    expect(repository.touch).not.toHaveBeenCalled();

    clock.now = new Date('2026-01-01T00:50:00.000Z');
    const { key } = await service.authenticate(api_key);
    expect(repository.touch).toHaveBeenCalledTimes(1);
    expect(key.expiresAt).toBe('2026-01-01T01:50:00.000Z');

    clock.now = new Date('2026-01-01T01:30:00.000Z');
    await expect(service.authenticate(api_key)).resolves.toMatchObject({ channel: { key: 'demo' } });
  });

  it('rejects missing, unknown and expired keys with errors.api_key', async () => {
    const clock = { now: new Date('2026-01-01T00:00:00.000Z') };
    const { service } = serviceAt(clock);
    const { api_key } = await service.issue('demo');
    clock.now = new Date('2026-01-01T01:00:00.000Z');
    for (const key of [undefined, 'garbage', api_key]) {
      await expect(service.authenticate(key)).rejects.toSatisfy((e: AppError) => e.statusCode === 401 && 'api_key' in (e.errors ?? {}));
    }
  });
});

describe('key lookup cache', () => {
  it('reuses a looked-up key for the cache window, then reads it again', async () => {
    const clock = { now: new Date('2026-01-01T00:00:00.000Z') };
    const { service, repository } = serviceAt(clock, fakeRepository(), 5_000);
    const { api_key } = await service.issue('demo');
    await service.authenticate(api_key);
    await service.authenticate(api_key);
    expect(repository.findByHash).toHaveBeenCalledTimes(1);
    clock.now = new Date('2026-01-01T00:00:05.001Z');
    await service.authenticate(api_key);
    expect(repository.findByHash).toHaveBeenCalledTimes(2);
  });

  it('forgets a key at once when told (logout, rotation)', async () => {
    const clock = { now: new Date('2026-01-01T00:00:00.000Z') };
    const { service, repository } = serviceAt(clock, fakeRepository(), 5_000);
    const { api_key } = await service.issue('demo');
    await service.authenticate(api_key);
    service.forget(api_key);
    await service.authenticate(api_key);
    expect(repository.findByHash).toHaveBeenCalledTimes(2);
  });

  it('still rejects a cached key once it expires', async () => {
    const clock = { now: new Date('2026-01-01T00:00:00.000Z') };
    const { service } = serviceAt(clock, fakeRepository(), 3_600_000 * 2);
    const { api_key } = await service.issue('demo');
    await service.authenticate(api_key);
    clock.now = new Date('2026-01-01T01:00:00.000Z');
    await expect(service.authenticate(api_key)).rejects.toSatisfy((e: AppError) => e.statusCode === 401);
  });
});

describe('key lookups of two instances', () => {
  const twoInstances = () => {
    const clock = { now: new Date('2026-01-01T00:00:00.000Z') };
    const repository = fakeRepository();
    const hub = createMemoryCacheHub();
    const channels = { findByKey: async (key: string) => (key === 'demo' ? channel : null), findById: async (id: number) => (id === 7 ? channel : null) };
    const instance = () => createKeysService({ repository, channels: channels as never, ttlHours: 1, now: () => clock.now, lookupCacheMs: 5_000, drops: cacheDrops(createMemoryCacheBus(hub), KEY_LOOKUPS_CACHE, { warn: vi.fn() }) });
    return { repository, a: instance(), b: instance() };
  };

  it('a logout on one makes the key fail on the other at once, though it had the key cached', async () => {
    const { a, b } = twoInstances();
    const { api_key } = await a.issue('demo');
    await b.authenticate(api_key);
    await a.revoke(api_key);
    await expect(b.authenticate(api_key)).rejects.toSatisfy((e: AppError) => e.statusCode === 401);
  });

  it('does not cache a row read while a drop arrived (a logout racing the read)', async () => {
    const { a, b, repository } = twoInstances();
    const { api_key } = await a.issue('demo');
    const row = await repository.findByHash(hashApiKey(api_key));
    let answer: (value: typeof row) => void = () => {};
    repository.findByHash.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const racing = b.authenticate(api_key);
    await a.revoke(api_key);
    // The read began before the delete, so it still finds the row: this request passes, but the row is not kept.
    answer(row);
    await racing;
    await expect(b.authenticate(api_key)).rejects.toSatisfy((e: AppError) => e.statusCode === 401);
  });
});

describe('keys of users', () => {
  const cachedService = () => serviceAt({ now: new Date('2026-01-01T00:00:00.000Z') }, fakeRepository(), 5_000);

  it('binds a fresh key to the user and retires the replaced key at once, even while cached', async () => {
    const { service, repository } = cachedService();
    const visitor = await service.issue('demo');
    const { key } = await service.authenticate(visitor.api_key);
    const grant = await service.issueForUser(7, 42, key.id);
    expect(grant.api_key).not.toBe(visitor.api_key);
    expect(repository.replace).toHaveBeenCalledWith(key.id, expect.objectContaining({ user_id: 42, channel_id: 7, hash: hashApiKey(grant.api_key) }));
    await expect(service.authenticate(visitor.api_key)).rejects.toSatisfy((e: AppError) => e.statusCode === 401);
    await expect(service.authenticate(grant.api_key)).resolves.toMatchObject({ key: { userId: 42 } });
  });

  it('revokes one key (logout) and forgets it from the cache', async () => {
    const { service } = cachedService();
    const grant = await service.issueForUser(7, 42);
    await service.authenticate(grant.api_key);
    await service.revoke(grant.api_key);
    await expect(service.authenticate(grant.api_key)).rejects.toSatisfy((e: AppError) => e.statusCode === 401);
  });

  it("revokes all of a user's cached keys, or all but one", async () => {
    const { service } = cachedService();
    const [first, second, third] = [await service.issueForUser(7, 42), await service.issueForUser(7, 42), await service.issueForUser(7, 43)];
    const { key: kept } = await service.authenticate(first.api_key);
    await service.authenticate(second.api_key);
    await service.revokeAllForUser(42, { except: kept.id });
    await expect(service.authenticate(second.api_key)).rejects.toSatisfy((e: AppError) => e.statusCode === 401);
    await expect(service.authenticate(first.api_key)).resolves.toMatchObject({ key: { id: kept.id, userId: 42 } });
    await service.revokeAllForUser(42);
    await expect(service.authenticate(first.api_key)).rejects.toSatisfy((e: AppError) => e.statusCode === 401);
    await expect(service.authenticate(third.api_key)).resolves.toMatchObject({ key: { userId: 43 } });
  });
});

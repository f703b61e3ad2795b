import { describe, expect, it } from 'vitest';
import { type Entitlements, NO_ENTITLEMENTS } from './entitlements';
import { changeKey, createEntitlementsCache } from './entitlements-cache';

const granting = (eventId: number): Entitlements => ({ ...NO_ENTITLEMENTS, eventIds: new Set([eventId]) });
const kept = (eventId: number, channelId: number | null = 1, until = Number.POSITIVE_INFINITY) => ({ entitlements: granting(eventId), channelId, until });

describe('entitlements cache', () => {
  it('holds at most maxEntries users: past it, the one kept longest goes first', () => {
    const cache = createEntitlementsCache({ ttlMs: 60_000, maxEntries: 3, now: () => 0 });
    for (const userId of [1, 2, 3, 4]) cache.keep(userId, kept(userId), cache.readStarted());
    expect(cache.size).toBe(3);
    expect([1, 2, 3, 4].map((userId) => cache.get(userId)?.eventIds.has(userId) ?? null)).toEqual([null, true, true, true]);
  });

  it('keeps an entry ttlMs at most, however long its orders last', () => {
    let clock = 0;
    const cache = createEntitlementsCache({ ttlMs: 30_000, now: () => clock });
    cache.keep(7, kept(70), cache.readStarted());
    clock = 29_999;
    expect(cache.get(7)?.eventIds.has(70)).toBe(true);
    clock = 30_000;
    expect(cache.get(7)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps an entry no longer than the moment one of its orders starts or stops counting', () => {
    let clock = 0;
    const cache = createEntitlementsCache({ ttlMs: 30_000, now: () => clock });
    cache.keep(7, kept(70, 1, 5_000), cache.readStarted());
    clock = 4_999;
    expect(cache.get(7)?.eventIds.has(70)).toBe(true);
    clock = 5_000;
    expect(cache.get(7)).toBeUndefined();
    // Already past: not kept at all.
    cache.keep(8, kept(80, 1, 5_000), cache.readStarted());
    expect(cache.size).toBe(0);
  });

  it('keeps nothing with a ttl of 0', () => {
    const cache = createEntitlementsCache({ ttlMs: 0, now: () => 0 });
    cache.keep(7, kept(70), cache.readStarted());
    expect(cache.get(7)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep what was read before a drop arrived: a refund racing the read', () => {
    const cache = createEntitlementsCache({ now: () => 0 });
    const readAt = cache.readStarted();
    cache.forget([changeKey({ userId: 7 })]);
    cache.keep(7, kept(70), readAt);
    expect(cache.get(7)).toBeUndefined();
    cache.keep(7, kept(70), cache.readStarted());
    expect(cache.get(7)?.eventIds.has(70)).toBe(true);
  });

  it('forgets one user, the users with orders on one channel, or everyone', () => {
    const cache = createEntitlementsCache({ now: () => 0 });
    const fill = () => {
      cache.keep(1, kept(10, 1), cache.readStarted());
      cache.keep(2, kept(20, 1), cache.readStarted());
      cache.keep(3, kept(30, 2), cache.readStarted());
      cache.keep(4, { entitlements: NO_ENTITLEMENTS, channelId: null, until: Number.POSITIVE_INFINITY }, cache.readStarted());
    };
    const present = () => [1, 2, 3, 4].filter((userId) => cache.get(userId) !== undefined);
    fill();
    cache.forget([changeKey({ userId: 2 })]);
    expect(present()).toEqual([1, 3, 4]);
    cache.forget([changeKey({ channelId: 1 })]);
    expect(present()).toEqual([3, 4]);
    fill();
    cache.forget(null);
    expect(present()).toEqual([]);
  });
});

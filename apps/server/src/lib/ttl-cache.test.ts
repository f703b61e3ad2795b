import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('ttl cache', () => {
  it('evicts expired entries when others are written, without their being read again', () => {
    let clock = 0;
    const cache = createTtlCache<string, number>(1_000, () => clock);
    for (let n = 0; n < 100; n += 1) cache.set(`seen-once-${n}`, n);
    expect(cache.size).toBe(100);
    clock = 1_000;
    cache.set('later', 1);
    expect(cache.size).toBe(1);
    expect(cache.get('later')).toBe(1);
  });

  it('keeps the entries still alive when it evicts the expired ones', () => {
    let clock = 0;
    const cache = createTtlCache<string, number>(1_000, () => clock);
    cache.set('old', 1);
    clock = 600;
    cache.set('young', 2);
    clock = 1_000;
    cache.set('new', 3);
    expect(cache.size).toBe(2);
    expect([cache.get('old'), cache.get('young'), cache.get('new')]).toEqual([undefined, 2, 3]);
  });

  it('a rewritten key moves behind the others and lives ttl from its rewrite', () => {
    let clock = 0;
    const cache = createTtlCache<string, number>(1_000, () => clock);
    cache.set('a', 1);
    cache.set('b', 2);
    clock = 500;
    cache.set('a', 10);
    clock = 1_000;
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([10, undefined, 3]);
  });

  it('holds at most maxEntries however many distinct keys are written, dropping the oldest', () => {
    const cache = createTtlCache<number, number>(60_000, () => 0, 3);
    for (let n = 0; n < 10; n += 1) cache.set(n, n);
    expect(cache.size).toBe(3);
    expect([cache.get(6), cache.get(7), cache.get(9)]).toEqual([undefined, 7, 9]);
  });
});

import { describe, expect, it } from 'vitest';
import { NO_ENTITLEMENTS, type Entitlements } from '../entitlements/entitlements';
import { accessClass, listCacheKey } from './events.list-cache';

const granted = (eventIds: number[]): Entitlements => ({ ...NO_ENTITLEMENTS, eventIds: new Set(eventIds), capabilities: ['watch'] });
const viewer = { ip: '198.51.100.7', countryCode: 'US', channelBlocked: false };

describe('list cache keys', () => {
  it('tells visitors, users without passes and users with passes apart', () => {
    expect(accessClass({ userId: null })).toBe('visitor');
    expect(accessClass({ userId: 7, entitlements: NO_ENTITLEMENTS })).toBe('user');
    expect(accessClass({ userId: 7, entitlements: granted([3, 1]) })).not.toBe('user');
  });

  it('gives users with the same entitlements one class, whoever they are and in whatever order', () => {
    expect(accessClass({ userId: 7, entitlements: granted([3, 1]) })).toBe(accessClass({ userId: 8, entitlements: granted([1, 3]) }));
    expect(accessClass({ userId: 7, entitlements: granted([1]) })).not.toBe(accessClass({ userId: 7, entitlements: granted([1, 3]) }));
  });

  it('keys by channel, list, country, channel block and filters, never by credentials', () => {
    const key = listCacheKey(1, 'events', { ...viewer, userId: null }, { limit: '5', api_key: 'secret' });
    expect(key).not.toContain('secret');
    expect(listCacheKey(1, 'events', { ...viewer, userId: null }, { limit: '5', api_key: 'other' })).toBe(key);
    for (const other of [
      listCacheKey(2, 'events', { ...viewer, userId: null }, { limit: '5' }),
      listCacheKey(1, 'homepage', { ...viewer, userId: null }, { limit: '5' }),
      listCacheKey(1, 'events', { ...viewer, countryCode: 'FR', userId: null }, { limit: '5' }),
      listCacheKey(1, 'events', { ...viewer, channelBlocked: true, userId: null }, { limit: '5' }),
      listCacheKey(1, 'events', { ...viewer, userId: 7 }, { limit: '5' }),
      listCacheKey(1, 'events', { ...viewer, userId: null }, { limit: '6' }),
    ]) {
      expect(other).not.toBe(key);
    }
  });
});

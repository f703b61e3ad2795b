import { describe, expect, it, vi } from 'vitest';
import type { Channel } from '../channel/channel.types';
import { createCountryLookup } from './country-lookup';
import { countryFromHeader, countryName, isBlockedBy, toGeoRule } from './geo-rules';
import { createGeoService } from './geo.service';
import { isLocalAddress, normalizeIp } from './ip-address';

describe('ip addresses', () => {
  it('normalises mapped, bracketed and zoned forms and rejects non-addresses', () => {
    expect(normalizeIp('::ffff:81.2.69.160')).toBe('81.2.69.160');
    expect(normalizeIp('[2A00:1450::1]')).toBe('2a00:1450::1');
    expect(normalizeIp('fe80::1%eth0')).toBe('fe80::1');
    expect(normalizeIp('not-an-ip')).toBeNull();
  });

  it.each(['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.0.9', '100.64.1.1', '::1', 'fd00::1', 'fe80::1'])('%s is local', (ip) => {
    expect(isLocalAddress(ip)).toBe(true);
  });

  it.each(['81.2.69.160', '8.8.8.8', '2a00:1450::1'])('%s is public', (ip) => {
    expect(isLocalAddress(ip)).toBe(false);
  });
});

describe('geo rules', () => {
  it('blocks listed countries, or all others for an allow list; unknown viewers pass', () => {
    expect(isBlockedBy({ mode: 'block', countries: ['GB'] }, 'GB')).toBe(true);
    expect(isBlockedBy({ mode: 'block', countries: ['GB'] }, 'US')).toBe(false);
    expect(isBlockedBy({ mode: 'allow', countries: ['US', 'CA'] }, 'GB')).toBe(true);
    expect(isBlockedBy({ mode: 'allow', countries: ['US', 'CA'] }, 'CA')).toBe(false);
    expect(isBlockedBy({ mode: 'allow', countries: ['US'] }, null)).toBe(false);
    expect(isBlockedBy(null, 'GB')).toBe(false);
  });

  it('reads stored rules and ignores damaged ones', () => {
    expect(toGeoRule('block', '["gb","ie"]')).toEqual({ mode: 'block', countries: ['GB', 'IE'] });
    expect(toGeoRule('block', 'not json')).toBeNull();
    expect(toGeoRule('maybe', '["GB"]')).toBeNull();
    expect(toGeoRule(null, null)).toBeNull();
  });

  it('trusts only real country codes from the proxy header', () => {
    expect(countryFromHeader('gb')).toBe('GB');
    expect(countryFromHeader(['FR', 'DE'])).toBe('FR');
    for (const value of ['XX', 'T1', 'GBR', '', undefined]) expect(countryFromHeader(value)).toBeNull();
  });

  it("names the country in the channel's language", () => {
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    expect(countryName('GB', 'fr')).toBe('Royaume-Uni');
  });
});

describe('country database', () => {
  const lookup = createCountryLookup();

  it('maps public addresses to countries and local ones to nothing', async () => {
    expect(await lookup('81.2.69.160')).toBe('GB');
    expect(await lookup('8.8.8.8')).toBe('US');
    expect(await lookup('24.48.0.1')).toBe('CA');
    expect(await lookup('127.0.0.1')).toBeNull();
    // The database maps some private ranges to a country; they must stay unknown.
    expect(await lookup('192.168.1.1')).toBeNull();
  });
});

describe('geo service', () => {
  const channel = { id: 1, language: 'en' } as Channel;

  it('prefers the trusted header, reads the channel rule once per TTL and describes the viewer', async () => {
    const findChannelRule = vi.fn(async () => ({ mode: 'block', countries: '["GB"]' }));
    const lookup = vi.fn(async () => 'US');
    const geo = createGeoService({ repository: { findChannelRule }, lookup });
    const fromHeader = await geo.viewer(channel, { ip: '::ffff:8.8.8.8', countryHeader: 'gb' });
    expect(fromHeader).toEqual({ ip: '8.8.8.8', countryCode: 'GB', channelBlocked: true });
    expect(lookup).not.toHaveBeenCalled();
    const fromIp = await geo.viewer(channel, { ip: '8.8.8.8' });
    expect(fromIp.countryCode).toBe('US');
    expect(findChannelRule).toHaveBeenCalledTimes(1);
    expect(geo.describe(channel, fromHeader)).toEqual({ country: 'United Kingdom', country_code: 'GB', ip: '8.8.8.8', is_geo_blocked: true });
    geo.invalidate(1);
    await geo.viewer(channel, { ip: '8.8.8.8' });
    expect(findChannelRule).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it } from 'vitest';
import { cleanAnalyticsUrl } from './analytics-url';

describe('cleanAnalyticsUrl', () => {
  it('drops a password-reset link’s email and code, keeping the campaign parameters', () => {
    expect(cleanAnalyticsUrl('https://host/password-reset?email=a@b.c&code=123&trk=x&utm_source=y')).toBe('https://host/password-reset?trk=x&utm_source=y');
  });

  it('drops the signature and expiry of a verification link, and any parameter not on the allow-list', () => {
    expect(cleanAnalyticsUrl('https://host/verify-email?email=a%40b.c&expires=1790000000&signature=abc&token=t&state=s&q=hockey')).toBe('https://host/verify-email');
  });

  it('keeps the channel, trk and utm_* parameters in their order, with their values', () => {
    expect(cleanAnalyticsUrl('/?channel=rsu&code=9&utm_campaign=fall%20sale&trk=tv')).toBe('/?channel=rsu&utm_campaign=fall+sale&trk=tv');
  });

  it('drops the fragment and credentials in the address', () => {
    expect(cleanAnalyticsUrl('https://user:secret@host/confirm-account-deletion?code=1#code=2')).toBe('https://host/confirm-account-deletion');
  });

  it('leaves an address without a query as it is', () => {
    expect(cleanAnalyticsUrl('https://host/watch/4')).toBe('https://host/watch/4');
    expect(cleanAnalyticsUrl('/p/1')).toBe('/p/1');
  });

  it('compares names exactly: a look-alike of a kept name is dropped', () => {
    expect(cleanAnalyticsUrl('/x?TRK=a&utm_=b&utm_source[]=c&channel_key=d')).toBe('/x');
  });
});

import { describe, expect, it } from 'vitest';
import { analyticsEnabled, rememberAnalyticsOverride } from './enabled';

describe('analyticsEnabled (spec §7: skipped on localhost)', () => {
  it('is off on localhost and its loopback addresses, on elsewhere', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'app.localhost']) expect(analyticsEnabled(host, '')).toBe(false);
    expect(analyticsEnabled('tv.example.org', '')).toBe(true);
  });

  it('?analytics=on turns it on locally, and is remembered for the visit', () => {
    expect(analyticsEnabled('localhost', '?analytics=on')).toBe(true);
    expect(analyticsEnabled('localhost', '')).toBe(true);
    expect(analyticsEnabled('localhost', '?analytics=off')).toBe(false);
    expect(analyticsEnabled('localhost', '')).toBe(false);
  });

  it('remembers the override as soon as the app starts, before the analytics code loads', () => {
    rememberAnalyticsOverride('?analytics=on');
    expect(analyticsEnabled('localhost', '')).toBe(true);
  });

  it('?analytics=off turns it off anywhere', () => {
    expect(analyticsEnabled('tv.example.org', '?analytics=off')).toBe(false);
  });
});

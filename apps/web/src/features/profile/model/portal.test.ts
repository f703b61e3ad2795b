import { describe, expect, it } from 'vitest';
import { portalTarget } from './portal';

describe('customer portal link', () => {
  it("stays in the app for the sandbox's own page", () => {
    expect(portalTarget('/profile?cards', 'https://tv.example.com')).toEqual({ external: false, path: '/profile?cards' });
    expect(portalTarget('https://tv.example.com/profile?cards#top', 'https://tv.example.com')).toEqual({ external: false, path: '/profile?cards#top' });
  });

  it("leaves the app for Stripe's portal", () => {
    expect(portalTarget('https://billing.stripe.com/p/session/test_123', 'https://tv.example.com')).toEqual({ external: true, href: 'https://billing.stripe.com/p/session/test_123' });
  });
});

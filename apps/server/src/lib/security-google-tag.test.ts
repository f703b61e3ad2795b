import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersOf } from './security';

const origins = { public: null, api: null, media: null, key: null, analytics: null };
const cspOf = (googleTag: boolean) => headersOf(helmet({ contentSecurityPolicy: contentSecurityPolicy(origins, { googleTag }) }))['content-security-policy'];

describe('content security policy and the Google tag', () => {
  it('lets the viewer app load gtag.js and let it report, when asked', () => {
    const csp = cspOf(true);
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(csp).toContain('https://*.google-analytics.com');
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.analytics\.google\.com/);
  });

  it('names no Google origin otherwise (the embed page)', () => {
    expect(cspOf(false)).not.toContain('google');
  });
});

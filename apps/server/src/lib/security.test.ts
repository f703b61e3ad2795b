import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersOf } from './security';

const origins = { public: null, api: null, media: null, key: null, analytics: null };
const cspOf = (recaptcha: boolean) => headersOf(helmet({ contentSecurityPolicy: contentSecurityPolicy(origins, { recaptcha }) }))['content-security-policy'];

describe('content security policy', () => {
  it("keeps scripts and frames to the app's own origin when reCAPTCHA is not configured", () => {
    const csp = cspOf(false);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('google');
  });

  it("lets registration load Google's reCAPTCHA widget when a secret is configured to check its tokens", () => {
    const csp = cspOf(true);
    expect(csp).toContain("script-src 'self' https://www.google.com https://www.gstatic.com");
    expect(csp).toContain('frame-src https://www.google.com https://recaptcha.google.com');
  });
});

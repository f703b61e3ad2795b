import { describe, expect, it } from 'vitest';
import { paymentModeOf } from './payment-mode';

const stripe = (secretKey: string) => ({ secretKey, publishableKey: null, webhookSecret: 'whsec_x', apiBase: null });

describe('payment mode', () => {
  it('is the sandbox without Stripe, and Stripe test or live by the secret key', () => {
    expect(paymentModeOf(null)).toBe('sandbox');
    expect(paymentModeOf(stripe('sk_test_abc'))).toBe('stripe_test');
    expect(paymentModeOf(stripe('rk_test_abc'))).toBe('stripe_test');
    expect(paymentModeOf(stripe('sk_live_abc'))).toBe('stripe_live');
    expect(paymentModeOf(stripe('rk_live_abc'))).toBe('stripe_live');
  });
});

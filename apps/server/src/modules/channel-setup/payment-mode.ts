import type { PaymentMode } from '@ott/contracts/channel-setup';
import type { Config } from '../../config';

/**
 * How this deployment takes payments (lib/payments: Stripe when STRIPE_SECRET_KEY is set, the sandbox otherwise), the
 * same for every channel. A Stripe live key (sk_live_… or rk_live_…) moves real money; a test key does not.
 */
export function paymentModeOf(stripe: Config['stripe']): PaymentMode {
  if (!stripe) return 'sandbox';
  return /^(sk|rk)_live_/.test(stripe.secretKey) ? 'stripe_live' : 'stripe_test';
}

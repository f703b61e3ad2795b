import type Stripe from 'stripe';
import type { ProviderEvent, ProviderEventType } from '../types';

/** A renewal's payment succeeds as 'invoice.paid', as the sandbox's does; a first payment as 'payment.succeeded'. */
const succeededType = (metadata: Record<string, string>): ProviderEventType => (metadata.kind === 'renewal' ? 'invoice.paid' : 'payment.succeeded');

/** The event a PaymentIntent's state amounts to: succeeded, failed (with the card's message), or null while undecided. */
export function paymentIntentOutcome(intent: Stripe.PaymentIntent, id: (type: ProviderEventType) => string): ProviderEvent | null {
  const metadata = { ...intent.metadata };
  const data = { paymentId: intent.id, amount: intent.amount, currency: intent.currency.toUpperCase(), metadata };
  if (intent.status === 'succeeded') return { id: id(succeededType(metadata)), type: succeededType(metadata), data };
  // A declined card leaves the intent waiting for another method; the app does not retry it, so it failed.
  if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
    const message = intent.last_payment_error?.message;
    // Without the card's message the handler says the card was declined.
    return { id: id('payment.failed'), type: 'payment.failed', data: message ? { ...data, failureMessage: message } : data };
  }
  return null;
}

/**
 * The provider event a Stripe webhook event stands for, or null for the types the app ignores. The
 * id is Stripe's event id, so a redelivery is a duplicate.
 */
export function providerEventOf(event: Stripe.Event): ProviderEvent | null {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
      return paymentIntentOutcome(event.data.object, () => event.id);
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      // A partial refund keeps the access that was bought.
      if (!charge.refunded || !paymentId) return null;
      return { id: event.id, type: 'charge.refunded', data: { paymentId, amount: charge.amount_refunded, currency: charge.currency.toUpperCase(), metadata: { ...charge.metadata } } };
    }
    default:
      return null;
  }
}

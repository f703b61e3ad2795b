import type Stripe from 'stripe';
import type { ProviderEvent, ProviderEventRefund, ProviderEventType } from '../types';

/** A Stripe refund's status in the provider interface's words. */
export function refundStatusOf(status: string | null): 'pending' | 'succeeded' | 'failed' {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

const paymentIdOf = (paymentIntent: string | Stripe.PaymentIntent | null | undefined) => (typeof paymentIntent === 'string' ? paymentIntent : paymentIntent?.id);

const refundOf = (refund: Stripe.Refund): ProviderEventRefund => ({ id: refund.id, amount: refund.amount, metadata: { ...(refund.metadata ?? {}) }, ...(refund.reason ? { reason: refund.reason } : {}) });

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
      // Full or partial: the handler keeps the access of a partial refund and revokes it once the charge is refunded in full.
      const charge = event.data.object;
      const paymentId = paymentIdOf(charge.payment_intent);
      if (!paymentId) return null;
      // The newest refund comes first when Stripe includes the list (older API versions, or an expanded event).
      const latest = charge.refunds?.data?.[0];
      const refund = latest ? refundOf(latest) : undefined;
      return {
        id: event.id,
        type: 'charge.refunded',
        data: {
          paymentId,
          amount: refund?.amount ?? charge.amount_refunded,
          currency: charge.currency.toUpperCase(),
          metadata: { ...charge.metadata },
          ...(refund ? { refund } : {}),
          amountRefunded: charge.amount_refunded,
          fullyRefunded: charge.refunded,
        },
      };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      // A refund's own events name it; a pending one says nothing yet.
      const refund = event.data.object;
      const paymentId = paymentIdOf(refund.payment_intent);
      const status = refundStatusOf(refund.status);
      if (!paymentId || status === 'pending') return null;
      const data = { paymentId, amount: refund.amount, currency: refund.currency.toUpperCase(), metadata: { ...(refund.metadata ?? {}) }, refund: refundOf(refund) };
      if (status === 'succeeded') return { id: event.id, type: 'charge.refunded', data };
      return { id: event.id, type: 'refund.failed', data: refund.failure_reason ? { ...data, failureMessage: refund.failure_reason } : data };
    }
    default:
      return null;
  }
}

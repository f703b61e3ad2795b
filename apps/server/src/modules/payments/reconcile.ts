import type { PaymentProvider, ProviderEventHandler } from '../../lib/payments/types';
import type { PaymentsRepository } from './payments.repository';

/** A payment normally settles within seconds; one pending this long lost its job or webhook. */
export const RECONCILE_AFTER_MS = 10 * 60_000;

/**
 * Re-asks the provider about orders left pending and applies the event it would have sent; the
 * event id is the provider's, so an event that did arrive meanwhile is not applied twice.
 */
export function createReconciler({ repository, provider, onProviderEvent, now = () => new Date() }: { repository: PaymentsRepository; provider: PaymentProvider; onProviderEvent: ProviderEventHandler; now?: () => Date }) {
  return async function reconcile(): Promise<number> {
    const stale = await repository.pendingSince(provider.name, new Date(now().getTime() - RECONCILE_AFTER_MS).toISOString());
    let repaired = 0;
    for (const order of stale) {
      const event = await provider.settledEvent(order.provider_payment_id!);
      if (!event) continue;
      await onProviderEvent(event);
      repaired += 1;
    }
    return repaired;
  };
}

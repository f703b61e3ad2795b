import type { UserProfile } from '@ott/contracts/auth';
import type { Order, Pass } from '@ott/contracts/commerce';
import type { BuyItem } from '@ott/contracts/payments';

/** What `/buy` was opened for: `subscription_id`, or `package_id` (with `event_id` when it is bought to open an event). */
export type PurchaseTarget = { kind: 'subscription'; id: number } | { kind: 'package'; id: number; eventId: number | null };

const idParam = (value: string | null) => (value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null);

export function targetFromQuery(search: URLSearchParams): PurchaseTarget | null {
  const subscription = idParam(search.get('subscription_id'));
  if (subscription) return { kind: 'subscription', id: subscription };
  const pack = idParam(search.get('package_id'));
  return pack ? { kind: 'package', id: pack, eventId: idParam(search.get('event_id')) } : null;
}

/**
 * The buy request's item. A single-event package is bought as its event (the server stores the event on
 * the order and sells it only that way); any other package opens the event named in the query, if any.
 */
export function buyItemFor(target: PurchaseTarget, pass: Pick<Pass, 'id' | 'type' | 'event_id'>): BuyItem {
  if (target.kind === 'subscription') return { type: 'subscription', id: pass.id };
  const eventId = target.eventId ?? (pass.type === 'event' ? pass.event_id : null);
  return eventId ? { type: 'event', id: eventId, package_id: pass.id } : { type: 'package', id: pass.id };
}

/** Spec §6: a trial is offered while the user's trial_period_used is unset, for a subscription that has one. */
export function canStartTrial(pass: Pick<Pass, 'type' | 'trial_period' | 'purchased'>, user: Pick<UserProfile, 'trial_period_used'> | null): boolean {
  return pass.type === 'subscription' && (pass.trial_period ?? 0) > 0 && !pass.purchased && user !== null && !user.trial_period_used;
}

/** Whether an order is a buy of this item: the event (whatever package opened it), or the package or subscription. */
export function orderBuys(order: Pick<Order, 'type' | 'product'>, item: BuyItem): boolean {
  if (order.type !== item.type) return false;
  return item.type === 'event' ? order.product.event_id === item.id : order.product.id === item.id;
}

/** The server's codes for a buy that would charge twice (one live order per user and item). */
export const PAYMENT_IN_PROGRESS = 'PAYMENT_IN_PROGRESS';
export const ALREADY_OWNED = 'ALREADY_OWNED';

import type { Order } from '@ott/contracts/commerce';
import { isActiveOrder } from './orders';

/** A subscription that is running and will renew: the only kind whose auto-renewal can be cancelled. */
export const canCancelRenewal = (order: Pick<Order, 'type' | 'status' | 'activity_status' | 'renewal_state' | 'subscription_status'>) =>
  order.type === 'subscription' && isActiveOrder(order) && order.renewal_state === 'active' && order.subscription_status === 'active';

/**
 * Spec §4 auto-renewal cancellation: processing, then finished (the dialog says so), then cancelled (the
 * order shows its renewal cancelled). `confirming` asks first; a failed request goes back to it.
 */
export type RenewalStep = { step: 'idle' } | { step: 'confirming' } | { step: 'processing' } | { step: 'finished'; order: Order } | { step: 'cancelled' };

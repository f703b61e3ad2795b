import type { PricingType } from '@ott/contracts';

export type WatchDenial = 'login_required' | 'purchase_required';
export type WatchDecision = { allowed: true } | { allowed: false; reason: WatchDenial };

/**
 * Whether a viewer may play an event, before geography. Interim rule until orders exist: free →
 * anyone; register → any logged-in user; paid and ppv → nobody yet (commerce grants them from
 * paid, active orders). Paid content says "purchase" even to a visitor, as buying is the way in.
 */
export function canWatch({ event, userId }: { event: { pricing_type: PricingType }; userId: number | null }): WatchDecision {
  switch (event.pricing_type) {
    case 'free':
      return { allowed: true };
    case 'register':
      return userId !== null ? { allowed: true } : { allowed: false, reason: 'login_required' };
    default:
      return { allowed: false, reason: 'purchase_required' };
  }
}

import type { PricingType } from '@ott/contracts';

export type WatchDenial = 'login_required' | 'purchase_required';
export type WatchDecision = { allowed: true } | { allowed: false; reason: WatchDenial };

/**
 * Whether a viewer may play an event, before geography: free → anyone; register → any logged-in
 * user; paid and ppv → a user whose paid, active orders cover the event (`covered`, from
 * `coversEvent`). Paid content says "purchase" even to a visitor, as buying is the way in.
 */
export function canWatch({ event, userId, covered = false }: { event: { pricing_type: PricingType }; userId: number | null; covered?: boolean }): WatchDecision {
  switch (event.pricing_type) {
    case 'free':
      return { allowed: true };
    case 'register':
      return userId !== null ? { allowed: true } : { allowed: false, reason: 'login_required' };
    default:
      return userId !== null && covered ? { allowed: true } : { allowed: false, reason: 'purchase_required' };
  }
}

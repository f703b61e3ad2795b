import type { Pass } from '@ott/contracts/commerce';
import { byWeightDesc } from '../../../lib/sort';

/** One way into a paid event, as the paywall lists it. */
export interface WayIn {
  pass: Pick<Pass, 'id' | 'type' | 'name' | 'price' | 'base_price' | 'service_fee' | 'currency' | 'offer' | 'period' | 'period_count'>;
  /** The event's own single-event package: it is named "this event alone", not by its name. */
  alone: boolean;
  /** Where buying it starts: subscriptions go straight to checkout, packages first show what they cover. */
  to: string;
}

/** How many ways in the paywall names; the rest are on the passes page. */
export const WAYS_IN_SHOWN = 4;

/**
 * The passes and subscriptions that open the event (the server's list for `event_id`, by the entitlement rules), as
 * the paywall names them: the event alone first when it is sold alone, then the rest heaviest first (spec §9, the
 * operator's order; docs/decisions/0104). Passes already purchased are left out (they would have opened it). A
 * single-event package priced 0 is no way in (docs/decisions/0060).
 */
export function waysIn(passes: ReadonlyArray<Pass>, eventId: number): { shown: WayIn[]; more: number } {
  const open = [...passes]
    .sort(byWeightDesc)
    .filter((pass) => !pass.purchased && !(pass.type === 'event' && pass.price <= 0))
    .map((pass) => ({
      pass,
      alone: pass.type === 'event' && pass.event_id === eventId,
      to: pass.type === 'subscription' ? `/buy?subscription_id=${pass.id}` : `/select-package/${pass.id}`,
    }))
    .sort((a, b) => Number(b.alone) - Number(a.alone));
  return { shown: open.slice(0, WAYS_IN_SHOWN), more: Math.max(0, open.length - WAYS_IN_SHOWN) };
}

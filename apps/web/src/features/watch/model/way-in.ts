import type { Pass } from '@ott/contracts/commerce';

/** What the paywall says beside 'Get access': the lowest price of the passes that open the event, or the one pass that does. */
export type WayIn = { kind: 'from'; price: number; currency: string } | { kind: 'only'; name: string; price: number; currency: string } | null;

/** Passes already purchased are not a way in (they would have opened it); the cheapest price is the pass's price, before any fee. */
export function wayIn(passes: Pick<Pass, 'name' | 'price' | 'currency' | 'purchased'>[]): WayIn {
  const open = passes.filter((pass) => !pass.purchased).sort((a, b) => a.price - b.price);
  const cheapest = open[0];
  if (!cheapest) return null;
  return open.length === 1 ? { kind: 'only', name: cheapest.name, price: cheapest.price, currency: cheapest.currency } : { kind: 'from', price: cheapest.price, currency: cheapest.currency };
}

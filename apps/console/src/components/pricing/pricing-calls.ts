import type { AdminEventPrices, AdminEventPricesResult, AdminPricingRule } from '@ott/contracts/admin-offer';
import type { PricingStep } from '@ott/contracts/pricing-rules';
import type { z } from 'zod';

/**
 * What the shared pricing editors are given by the feature that shows them (the offer's rules screen, the catalogue's
 * event pages): its calls for replay pricing rules, bound to the channel. Texts are in the `offer` namespace.
 */
export interface PricingRuleCalls {
  /** Refreshed after every change. */
  cacheKey: readonly unknown[];
  rules: (filter: { event_id?: number }) => { queryKey: readonly unknown[]; queryFn: () => Promise<AdminPricingRule[]> };
  create: (body: { event_id?: number; event_category_id?: number; steps: PricingStep[] }) => Promise<unknown>;
  update: (id: number, steps: PricingStep[]) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

/** The events list's bulk "Set price". */
export type SetEventPrices = (body: AdminEventPrices) => Promise<z.infer<typeof AdminEventPricesResult>>;

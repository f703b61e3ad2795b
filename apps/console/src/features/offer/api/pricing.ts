import { createPricingRule, deletePricingRule, pricingRules, updatePricingRule } from '@ott/contracts/endpoints/admin/offer';
import { queryOptions } from '@tanstack/react-query';
import type { PricingRuleCalls } from '../../../components/pricing/pricing-calls';
import { call, inChannel } from '../../../lib/api-call';

/** Replay pricing rules: the offer area's rules screen (per category); an event's own rule is edited in the catalogue. */
export const offerKey = (channelKey: string) => ['offer', channelKey] as const;

const rules = (channelKey: string, filter: { event_id?: number }) => ({
  queryKey: [...offerKey(channelKey), 'rules', filter.event_id ?? 'all'] as readonly unknown[],
  queryFn: () => call(pricingRules, { params: inChannel(channelKey), query: filter }),
});
export const rulesQuery = (channelKey: string, filter: { event_id?: number } = {}) => queryOptions(rules(channelKey, filter));

export const pricingRuleCalls = (channelKey: string): PricingRuleCalls => ({
  cacheKey: offerKey(channelKey),
  rules: (filter) => rules(channelKey, filter),
  create: (body) => call(createPricingRule, { params: inChannel(channelKey), body }),
  update: (id, steps) => call(updatePricingRule, { params: inChannel(channelKey, { id }), body: { steps } }),
  remove: (id) => call(deletePricingRule, { params: inChannel(channelKey, { id }) }),
});

export { amountText as toMajor, parseAmount as toMinor } from '@ott/client/format';

import type { AdminEventPrices, AdminPricingRule } from '@ott/contracts/admin-offer';
import type { PricingStep } from '@ott/contracts/pricing-rules';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/**
 * Replay pricing rules and single-event prices, shared by the offer area (its rules screen) and the
 * catalogue's event pages (an event's rule, the events list's bulk "Set price"). Texts are in the
 * `offer` namespace.
 */
const base = (channelKey: string) => `/channels/${encodeURIComponent(channelKey)}`;
export const offerKey = (channelKey: string) => ['offer', channelKey] as const;

export const rulesQuery = (channelKey: string, filter: { event_id?: number } = {}) =>
  queryOptions({
    queryKey: [...offerKey(channelKey), 'rules', filter.event_id ?? 'all'] as const,
    queryFn: () => api.get<AdminPricingRule[]>(`${base(channelKey)}/pricing-rules`, undefined, filter.event_id === undefined ? undefined : { event_id: filter.event_id }),
  });
export const createRule = (channelKey: string, body: { event_id?: number; event_category_id?: number; steps: PricingStep[] }) => api.post<AdminPricingRule>(`${base(channelKey)}/pricing-rules`, body);
export const updateRule = (channelKey: string, id: number, steps: PricingStep[]) => api.patch<AdminPricingRule>(`${base(channelKey)}/pricing-rules/${id}`, { steps });
export const deleteRule = (channelKey: string, id: number) => api.delete<{ id: number }>(`${base(channelKey)}/pricing-rules/${id}`);

export const setEventPrices = (channelKey: string, body: AdminEventPrices) =>
  api.post<{ updated: number[]; refused: Array<{ id: number; message: string }> }>(`${base(channelKey)}/events/prices`, body);

export { amountText as toMajor, parseAmount as toMinor } from '../../lib/format';

import type { AdminPromoCodeInput, AdminPromoCodePatch } from '@ott/contracts/admin-promotions';
import { eventsCollection } from '@ott/contracts/endpoints/admin/catalogue';
import { promoCodes, promoPasses } from '@ott/contracts/endpoints/admin/promotions';
import { queryOptions } from '@tanstack/react-query';
import { apiUrl, type Query } from '../../lib/api';
import { call, inChannel } from '../../lib/api-call';

const promoPath = (channelKey: string) => `/channels/${encodeURIComponent(channelKey)}/promo-codes`;
export const promoKey = (channelKey: string) => ['promotions', channelKey] as const;

export const promoQuery = (channelKey: string, id: number) =>
  queryOptions({ queryKey: [...promoKey(channelKey), id] as const, queryFn: () => call(promoCodes.one, { params: inChannel(channelKey, { id }) }) });
/** The channel's passes and its latest events (200), for the applies-to picker. */
export const passChoicesQuery = (channelKey: string) =>
  queryOptions({ queryKey: [...promoKey(channelKey), 'passes'] as const, queryFn: () => call(promoPasses, { params: inChannel(channelKey) }) });
export const eventChoicesQuery = (channelKey: string) =>
  queryOptions({
    queryKey: [...promoKey(channelKey), 'events'] as const,
    queryFn: async () => (await call(eventsCollection.list, { params: inChannel(channelKey), query: { limit: 200, sort_field: 'event_utc_ts', sort_direction: 'desc' } })).data,
  });

export const createPromo = (channelKey: string, body: AdminPromoCodeInput) => call(promoCodes.create, { params: inChannel(channelKey), body });
export const updatePromo = (channelKey: string, id: number, body: AdminPromoCodePatch) => call(promoCodes.update, { params: inChannel(channelKey, { id }), body });
export const deletePromo = (channelKey: string, id: number) => call(promoCodes.remove, { params: inChannel(channelKey, { id }) });

/** One page of the channel's promo codes, as the shared table asks for it. */
export const promoCodesPage = (channelKey: string) => (query: Query) => call(promoCodes.list, { params: inChannel(channelKey), query });

/** The redemptions CSV of the view the list shows (same search and state). */
export const redemptionsCsvUrl = (channelKey: string, filter: { search?: string; state?: string }) =>
  apiUrl(`${promoPath(channelKey)}/redemptions.csv`, { search: filter.search || undefined, state: filter.state || undefined });

export { amountText as toMajor, formatPrice as money, parseAmount as toMinor } from '@ott/client/format';

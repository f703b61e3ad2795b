import type { AdminPromoCode, AdminPromoCodeInput, AdminPromoCodePatch, AdminPromoPass } from '@ott/contracts/admin-promotions';
import type { AdminEvent } from '@ott/contracts/admin-catalogue';
import { queryOptions } from '@tanstack/react-query';
import { api, apiUrl } from '../../lib/api';

export const promoPath = (channelKey: string) => `/channels/${encodeURIComponent(channelKey)}/promo-codes`;
export const promoKey = (channelKey: string) => ['promotions', channelKey] as const;

export const promoQuery = (channelKey: string, id: number) =>
  queryOptions({ queryKey: [...promoKey(channelKey), id] as const, queryFn: () => api.get<AdminPromoCode>(`${promoPath(channelKey)}/${id}`) });
/** The channel's passes and its latest events (200), for the applies-to picker. */
export const passChoicesQuery = (channelKey: string) =>
  queryOptions({ queryKey: [...promoKey(channelKey), 'passes'] as const, queryFn: () => api.get<AdminPromoPass[]>(`${promoPath(channelKey)}/passes`) });
export const eventChoicesQuery = (channelKey: string) =>
  queryOptions({
    queryKey: [...promoKey(channelKey), 'events'] as const,
    queryFn: async () => (await api.list<AdminEvent>(`/channels/${encodeURIComponent(channelKey)}/events`, { limit: 200, sort_field: 'event_utc_ts', sort_direction: 'desc' })).data,
  });

export const createPromo = (channelKey: string, body: AdminPromoCodeInput) => api.post<AdminPromoCode>(promoPath(channelKey), body);
export const updatePromo = (channelKey: string, id: number, body: AdminPromoCodePatch) => api.patch<AdminPromoCode>(`${promoPath(channelKey)}/${id}`, body);
export const deletePromo = (channelKey: string, id: number) => api.delete<{ id: number }>(`${promoPath(channelKey)}/${id}`);

/** The redemptions CSV of the view the list shows (same search and state). */
export const redemptionsCsvUrl = (channelKey: string, filter: { search?: string; state?: string }) =>
  apiUrl(`${promoPath(channelKey)}/redemptions.csv`, { search: filter.search || undefined, state: filter.state || undefined });

export { amountText as toMajor, money, parseAmount as toMinor } from '../../lib/format';

import type { AdminEventOptions } from '@ott/contracts/admin-catalogue';
import type { AdminPass, AdminPassInput, AdminPassPatch, AdminPriceChangeImpact } from '@ott/contracts/admin-offer';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { offerKey } from '../../components/pricing/pricing-api';

export { offerKey, rulesQuery, toMajor, toMinor } from '../../components/pricing/pricing-api';

const base = (channelKey: string) => `/channels/${encodeURIComponent(channelKey)}`;

export const passesQuery = (channelKey: string) => queryOptions({ queryKey: [...offerKey(channelKey), 'passes'] as const, queryFn: () => api.get<AdminPass[]>(`${base(channelKey)}/passes`) });
export const passQuery = (channelKey: string, id: number) =>
  queryOptions({ queryKey: [...offerKey(channelKey), 'passes', id] as const, queryFn: () => api.get<AdminPass>(`${base(channelKey)}/passes/${id}`) });
/** The sports, teams and currency the pass form offers (the events' form choices). */
export const choicesQuery = (channelKey: string) =>
  queryOptions({ queryKey: [...offerKey(channelKey), 'choices'] as const, queryFn: () => api.get<AdminEventOptions>(`${base(channelKey)}/events/options`) });

export const createPass = (channelKey: string, body: AdminPassInput) => api.post<AdminPass>(`${base(channelKey)}/passes`, body);
export const updatePass = (channelKey: string, id: number, body: AdminPassPatch) => api.patch<AdminPass & { migrated_renewals: number }>(`${base(channelKey)}/passes/${id}`, body);
export const deletePass = (channelKey: string, id: number) => api.delete<{ id: number }>(`${base(channelKey)}/passes/${id}`);
export const reorderPasses = (channelKey: string, ids: number[]) => api.put<AdminPass[]>(`${base(channelKey)}/passes/order`, { ids });
export const previewPriceChange = (channelKey: string, id: number, body: { price?: number; service_fee?: number }) =>
  api.post<AdminPriceChangeImpact>(`${base(channelKey)}/passes/${id}/price-preview`, body);

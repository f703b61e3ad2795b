import type { AdminCompPass, AdminCustomer, AdminCustomerAccess } from '@ott/contracts/admin-customers';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '../../lib/api';

export const customersPath = (channelKey: string) => `/channels/${encodeURIComponent(channelKey)}/customers`;
export const customersKey = (channelKey: string) => ['customers', channelKey] as const;

export const customerQuery = (channelKey: string, id: number) =>
  queryOptions({ queryKey: [...customersKey(channelKey), 'one', id] as const, queryFn: () => api.get<AdminCustomer>(`${customersPath(channelKey)}/${id}`) });

export const compPassesQuery = (channelKey: string) =>
  queryOptions({ queryKey: ['customers', channelKey, 'comp-passes'] as const, queryFn: () => api.get<AdminCompPass[]>(`/channels/${encodeURIComponent(channelKey)}/comp-passes`) });

export const accessQuery = (channelKey: string, id: number, eventId: number | null) =>
  queryOptions({
    queryKey: [...customersKey(channelKey), 'access', id, eventId] as const,
    queryFn: () => api.get<AdminCustomerAccess>(`${customersPath(channelKey)}/${id}/access`, undefined, { event_id: eventId }),
    enabled: eventId !== null,
    staleTime: 0,
  });

/** The CSV of the list as filtered (same search). */
export const customersCsvUrl = (channelKey: string, search: string) => apiUrl(`${customersPath(channelKey)}.csv`, { search: search || undefined });

export type CustomerAction = 'resend-verification' | 'password-reset' | 'end-sessions';

/** Support's and admin's actions on one customer; each refreshes the customer's page. */
export function useCustomerActions(channelKey: string, id: number) {
  const client = useQueryClient();
  const base = `${customersPath(channelKey)}/${id}`;
  const refresh = () => client.invalidateQueries({ queryKey: customersKey(channelKey) });
  return {
    simple: useMutation({ mutationFn: (action: CustomerAction) => api.post(`${base}/${action}`), onSuccess: refresh }),
    cancelRenewal: useMutation({ mutationFn: (orderId: number) => api.post(`${base}/cancel-renewal`, { order_id: orderId }), onSuccess: refresh }),
    comp: useMutation({ mutationFn: (body: { pass_id: number; note?: string }) => api.post<{ order_id: number }>(`${base}/comp`, body), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (confirmEmail: string) => api.post(`${base}/delete`, { confirm_email: confirmEmail }), onSuccess: refresh }),
  };
}

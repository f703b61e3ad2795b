import { eventsCollection } from '@ott/contracts/endpoints/admin/catalogue';
import { access, cancelRenewal, compPasses, customer, customers, deleteCustomer, endSessions, giveComp, passwordReset, resendVerification } from '@ott/contracts/endpoints/admin/customers';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrl, type Query } from '../../lib/api';
import { call, inChannel } from '../../lib/api-call';

const customersPath = (channelKey: string) => `/channels/${encodeURIComponent(channelKey)}/customers`;
export const customersKey = (channelKey: string) => ['customers', channelKey] as const;

export const customerQuery = (channelKey: string, id: number) =>
  queryOptions({ queryKey: [...customersKey(channelKey), 'one', id] as const, queryFn: () => call(customer, { params: inChannel(channelKey, { id }) }) });

export const compPassesQuery = (channelKey: string) =>
  queryOptions({ queryKey: ['customers', channelKey, 'comp-passes'] as const, queryFn: () => call(compPasses, { params: inChannel(channelKey) }) });

export const accessQuery = (channelKey: string, id: number, eventId: number | null) =>
  queryOptions({
    queryKey: [...customersKey(channelKey), 'access', id, eventId] as const,
    queryFn: () => call(access, { params: inChannel(channelKey, { id }), query: { event_id: eventId } }),
    enabled: eventId !== null,
    staleTime: 0,
  });

/** The CSV of the list as filtered (same search). */
export const customersCsvUrl = (channelKey: string, search: string) => apiUrl(`${customersPath(channelKey)}.csv`, { search: search || undefined });

const ACTIONS = { 'resend-verification': resendVerification, 'password-reset': passwordReset, 'end-sessions': endSessions };
export type CustomerAction = keyof typeof ACTIONS;

/** One page of the channel's customers, as the shared table asks for it. */
export const customersPage = (channelKey: string) => (query: Query) => call(customers, { params: inChannel(channelKey), query });

/** The latest events matching a search, for choosing the event whose access is explained. */
export const eventChoicesQuery = (channelKey: string, search: string) =>
  queryOptions({
    queryKey: [...customersKey(channelKey), 'event-picker', search] as const,
    queryFn: () => call(eventsCollection.list, { params: inChannel(channelKey), query: { search: search || undefined, limit: 8, sort_field: 'event_utc_ts', sort_direction: 'desc' } }),
  });

/** Support's and admin's actions on one customer; each refreshes the customer's page. */
export function useCustomerActions(channelKey: string, id: number) {
  const client = useQueryClient();
  const params = inChannel(channelKey, { id });
  const refresh = () => client.invalidateQueries({ queryKey: customersKey(channelKey) });
  return {
    simple: useMutation({ mutationFn: (action: CustomerAction) => call(ACTIONS[action], { params }), onSuccess: refresh }),
    cancelRenewal: useMutation({ mutationFn: (orderId: number) => call(cancelRenewal, { params, body: { order_id: orderId } }), onSuccess: refresh }),
    comp: useMutation({ mutationFn: (body: { pass_id: number; note?: string }) => call(giveComp, { params, body }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (confirmEmail: string) => call(deleteCustomer, { params, body: { confirm_email: confirmEmail } }), onSuccess: refresh }),
  };
}

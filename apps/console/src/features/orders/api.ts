import type { AdminOrdersFilter, AdminRefundRequest } from '@ott/contracts/admin-orders';
import { order, orders, refund } from '@ott/contracts/endpoints/admin/orders';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrl, type Query } from '../../lib/api';
import { call, inChannel } from '../../lib/api-call';

const ordersPath = (channelKey: string) => `/channels/${encodeURIComponent(channelKey)}/orders`;
export const ordersKey = (channelKey: string) => ['orders', channelKey] as const;

/** The filters the address bar carries, as the server names them. */
export const FILTER_NAMES = ['search', 'status', 'type', 'pass_id', 'event_id', 'from', 'to', 'promo_code', 'trk', 'user_id'] as const satisfies ReadonlyArray<keyof AdminOrdersFilter>;
export type FilterName = (typeof FILTER_NAMES)[number];
export type Filters = Partial<Record<FilterName, string>>;

export const filtersQuery = (filters: Filters): Query => Object.fromEntries(FILTER_NAMES.map((name) => [name, filters[name] || undefined]));

/** One page of the channel's orders, as the shared table asks for it. */
export const ordersPage = (channelKey: string) => (query: Query) => call(orders, { params: inChannel(channelKey), query });

/** The totals over every order the filters select (one row asked for; the totals come with the page's meta). */
export const totalsQuery = (channelKey: string, filters: Filters) =>
  queryOptions({
    queryKey: [...ordersKey(channelKey), 'totals', filters] as const,
    queryFn: async () => (await call(orders, { params: inChannel(channelKey), query: { ...filtersQuery(filters), limit: 1 } })).meta,
  });

/** How often an order is read again while a refund waits for the payment provider's answer. */
export const REFUND_SETTLE_POLL_MS = 2_000;

/**
 * One order. A refund is settled by the provider after the console's request returns (the provider's event moves the
 * order to Refunded), so while one is still 'requested' the order is read again until it settles: the page changes by
 * itself instead of saying 'Paid · access active' until a reload.
 */
export const orderQuery = (channelKey: string, id: number) =>
  queryOptions({
    queryKey: [...ordersKey(channelKey), 'one', id] as const,
    queryFn: () => call(order, { params: inChannel(channelKey, { id }) }),
    refetchInterval: (query) => (query.state.data?.refunds.some((refund) => refund.status === 'requested') ? REFUND_SETTLE_POLL_MS : false),
  });

/** The CSV of the orders as filtered. */
export const ordersCsvUrl = (channelKey: string, filters: Filters) => apiUrl(`${ordersPath(channelKey)}.csv`, filtersQuery(filters));

export function useRefund(channelKey: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminRefundRequest) => call(refund, { params: inChannel(channelKey, { id }), body }),
    onSuccess: async (result) => {
      client.setQueryData(orderQuery(channelKey, id).queryKey, result.order);
      // The order list and totals; the customer's page lists the order too.
      await Promise.all([client.invalidateQueries({ queryKey: ordersKey(channelKey) }), client.invalidateQueries({ queryKey: ['customers', channelKey] })]);
    },
  });
}

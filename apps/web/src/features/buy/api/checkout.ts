import type { Order } from '@ott/contracts/commerce';
import * as endpoints from '@ott/contracts/endpoints/viewer/commerce';
import type { BuyItem, BuyRequest } from '@ott/contracts/payments';
import { api } from '../../../lib/api';
import { call } from '../../../lib/api-call';
import { trackingCode } from '../../../lib/navigation-rules';
import { loadSessionUser, useUser } from '../../../lib/session';
import { clearApiDataCache, useApiData } from '../../../lib/use-api-data';
import { orderBuys } from '../model/purchase';

/** What the buy would charge, computed by the server; rejects with 'Wrong promo code' (400) for a bad coupon. */
export const previewInvoice = (item: BuyItem, signal?: AbortSignal) => call(endpoints.invoicePreview, { body: { ...item }, signal });

/** The campaign code the buyer arrived with (spec §2 `trk`, kept 3 hours), recorded on the orders. */
const tracking = (): { trk?: string } => {
  const trk = trackingCode();
  return trk ? { trk } : {};
};

/** Answers at once with pending orders; their payment settles later. */
export const buy = (request: BuyRequest) => call(endpoints.buy, { body: { ...request, ...tracking() } });

export const getOrder = (id: number, signal?: AbortSignal) => call(endpoints.orderById, { params: { id }, signal });

export const startTrial = (subscriptionId: number) => call(endpoints.startTrial, { body: { subscription_id: subscriptionId, ...tracking() } });

const getSubscription = (id: number, signal?: AbortSignal) => call(endpoints.subscriptionById, { params: { id }, signal });

/** Keyed per user, as the package: `purchased` differs between accounts. */
export function useSubscription(id: number | null) {
  const user = useUser();
  return useApiData(id === null ? null : `subscription:${id}:${user?.id ?? 'guest'}`, (signal) => getSubscription(id ?? 0, signal));
}

/** The buy's price without a promo code; a code is checked on demand (`previewInvoice`). */
export function useInvoicePreview(item: BuyItem | null) {
  const user = useUser();
  const key = item ? `invoice:${item.type}:${item.id}:${item.package_id ?? ''}:${user?.id ?? 'guest'}` : null;
  return useApiData(key, (signal) => previewInvoice(item as BuyItem, signal));
}

/**
 * After a purchase or a trial: every cached list may now say `purchased` or `has_access` differently, and the
 * user's capabilities come from the passes owned. A failed profile refresh is left to the next page load.
 */
export async function refreshAfterPurchase(): Promise<void> {
  clearApiDataCache();
  await loadSessionUser(api).catch(() => undefined);
}

/** The user's orders still waiting for their payment. */
export const getPendingOrders = (signal?: AbortSignal) => call(endpoints.orders, { query: { status: 'pending', no_limit: 1 }, signal });

/** A payment of this item already under way (another tab, a reload mid-payment), or null; a failed look-up is no pending order. */
export async function findPendingOrder(item: BuyItem, signal?: AbortSignal): Promise<Order | null> {
  const orders = await getPendingOrders(signal).catch(() => []);
  return orders.find((order) => orderBuys(order, item)) ?? null;
}

/** One of the user's orders, as the confirmation page shows it. */
export function useOrder(id: number) {
  const user = useUser();
  return useApiData(`order:${id}:${user?.id ?? 'guest'}`, (signal) => getOrder(id, signal));
}

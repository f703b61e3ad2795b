import type { Order, Pass } from '@ott/contracts/commerce';
import type { BuyItem, BuyRequest, BuyResult, InvoicePreview } from '@ott/contracts/payments';
import { api } from '../../../lib/api';
import { loadSessionUser, useUser } from '../../../lib/session';
import { clearApiDataCache, useApiData } from '../../../lib/use-api-data';

/** What the buy would charge, computed by the server; rejects with 'Wrong promo code' (400) for a bad coupon. */
export const previewInvoice = (item: BuyItem, signal?: AbortSignal) => api.post<InvoicePreview>('/stripe/invoice-preview', { ...item }, { signal });

/** Answers at once with pending orders; their payment settles later. */
export const buy = (request: BuyRequest) => api.post<BuyResult>('/stripe/buy', { ...request });

export const getOrder = (id: number, signal?: AbortSignal) => api.get<Order>(`/orders/${id}`, undefined, { signal });

export const startTrial = (subscriptionId: number) => api.post<Order>('/stripe/subscription/start_trial', { subscription_id: subscriptionId });

const getSubscription = (id: number, signal?: AbortSignal) => api.get<Pass>(`/subscriptions/${id}`, undefined, { signal });

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

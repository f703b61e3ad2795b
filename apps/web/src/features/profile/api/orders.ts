import type { Order } from '@ott/contracts/commerce';
import { api } from '../../../lib/api';
import { useUser } from '../../../lib/session';
import { useApiData } from '../../../lib/use-api-data';

/** Spec §9: orders are fetched without limit (`no_limit=1`), newest first. */
export const getOrders = (signal?: AbortSignal) => api.get<Order[]>('/orders', { no_limit: 1 }, { signal });

/** Both order tabs read the same list, once per user and page life. */
export function useOrders() {
  const user = useUser();
  return useApiData(user ? `orders:${user.id}` : null, getOrders);
}

import { orders } from '@ott/contracts/endpoints/viewer/commerce';
import { call } from '../../../lib/api-call';
import { useUser } from '../../../lib/session';
import { useApiData } from '../../../lib/use-api-data';

/** Spec §9: orders are fetched without limit (`no_limit=1`), newest first. */
export const getOrders = (signal?: AbortSignal) => call(orders, { query: { no_limit: 1 }, signal });

/** Both order tabs read the same list, once per user and page life. */
export function useOrders() {
  const user = useUser();
  return useApiData(user ? `orders:${user.id}` : null, getOrders);
}

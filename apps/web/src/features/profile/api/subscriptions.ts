import type { Order } from '@ott/contracts/commerce';
import { api } from '../../../lib/api';

/** Cancels the auto-renewal of one subscription order; answers the order as it now is. */
export const cancelRenewal = (orderId: number) => api.post<Order>('/stripe/unsubscribe', { order_id: orderId });

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order } from '@ott/contracts/commerce';
import { appEvents } from '../../../lib/app-events';
import { getOrder, refreshAfterPurchase } from '../api/checkout';
import { PaymentFailedError, waitForOrders } from '../model/poll-orders';

/** Spec §4 payment processing screen: processing, then success or error (a refused payment, or the polling that broke off). */
export type PurchaseState =
  | { phase: 'idle' }
  | { phase: 'processing'; orderIds: number[] }
  | { phase: 'success'; orders: Order[] }
  | { phase: 'failed'; message: string }
  | { phase: 'unknown'; orderIds: number[] };

/** Follows the orders a buy answered with until they settle. */
export function usePurchase() {
  const [state, setState] = useState<PurchaseState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const track = useCallback(async (orderIds: number[]) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: 'processing', orderIds });
    const orderList = orderIds.join(',');
    appEvents.publish({ type: 'action', name: 'purchase_started', extras: { orders: orderList } });
    try {
      const orders = await waitForOrders(orderIds, getOrder, { signal: controller.signal });
      appEvents.publish({ type: 'action', name: 'purchase_succeeded', extras: { orders: orderList } });
      await refreshAfterPurchase();
      if (!controller.signal.aborted) setState({ phase: 'success', orders });
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof PaymentFailedError) appEvents.publish({ type: 'action', name: 'purchase_failed', extras: { orders: orderList } });
      setState(error instanceof PaymentFailedError ? { phase: 'failed', message: error.message } : { phase: 'unknown', orderIds });
    }
  }, []);

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, track, reset };
}

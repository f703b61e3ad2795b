import type { Order } from '@ott/contracts/commerce';

/** Spec §9: every order of a purchase is asked about every 2 seconds. */
export const ORDER_POLL_INTERVAL_MS = 2_000;

/** A payment the provider refused: shown in a popup, with the provider's reason when there is one. */
export class PaymentFailedError extends Error {
  override readonly name = 'PaymentFailedError';
  readonly popup = true;
  constructor(readonly order: Order) {
    super(order.failure_message ?? '');
  }
}

type GetOrder = (id: number, signal: AbortSignal) => Promise<Order>;

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

/** Spec §4: pending continues; paid resolves; failed rejects with the popup flag; a request error stops and rejects with it. */
async function waitForOrder(id: number, getOrder: GetOrder, interval: number, signal: AbortSignal): Promise<Order> {
  for (;;) {
    await delay(interval, signal);
    const order = await getOrder(id, signal);
    if (order.status === 'paid') return order;
    if (order.status !== 'pending') throw new PaymentFailedError(order);
  }
}

/** Waits until every order is paid; the first failure or request error stops the polling of all of them. */
export async function waitForOrders(ids: number[], getOrder: GetOrder, { signal, interval = ORDER_POLL_INTERVAL_MS }: { signal?: AbortSignal; interval?: number } = {}): Promise<Order[]> {
  const controller = new AbortController();
  const stop = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    return await Promise.all(ids.map((id) => waitForOrder(id, getOrder, interval, controller.signal)));
  } finally {
    signal?.removeEventListener('abort', stop);
    controller.abort();
  }
}

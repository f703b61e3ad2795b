import { type Order, type OrderEventLabelKey, type TransactionStatus, orderEventLabelKey } from '@ott/contracts/commerce';

/** Spec §4: an order counts only while it is paid and active. */
export const isActiveOrder = (order: Pick<Order, 'status' | 'activity_status'>) => order.status === 'paid' && order.activity_status === 'active';

/** What the period end of an active order means: a renewal date, the end of a cancelled subscription, or of a pass. */
export type OrderTerm = { kind: 'renews' | 'cancelled' | 'until'; date: string } | null;

export function termOf(order: Pick<Order, 'type' | 'renewal_state' | 'period_end'>): OrderTerm {
  if (!order.period_end) return null;
  if (order.type !== 'subscription') return { kind: 'until', date: order.period_end };
  return { kind: order.renewal_state === 'cancelled' ? 'cancelled' : 'renews', date: order.period_end };
}

export interface TransactionRow {
  id: number;
  orderId: number;
  date: string;
  product: string;
  /** The order event the payment belongs to (shown as 'New subscription', 'Subscription Renewal', or 'Purchase' for a pass or event), if any. */
  event: OrderEventLabelKey | null;
  amount: number;
  currency: string;
  status: TransactionStatus;
}

/**
 * Every transaction of every order, newest first. A payment is labelled with the latest order event
 * recorded at or before it: a renewal and its charge are written together.
 */
export function transactionRows(orders: Order[]): TransactionRow[] {
  return orders
    .flatMap((order) =>
      order.transactions.map((transaction) => {
        const at = Date.parse(transaction.created_at);
        const events = [...order.events].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
        const event = events.filter((candidate) => Date.parse(candidate.created_at) <= at).at(-1) ?? events[0];
        return {
          id: transaction.id,
          orderId: order.id,
          date: transaction.created_at,
          product: order.product.name,
          event: event ? orderEventLabelKey(event.kind, order.type) : null,
          amount: transaction.amount,
          currency: transaction.currency,
          status: transaction.status,
        };
      }),
    )
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id);
}


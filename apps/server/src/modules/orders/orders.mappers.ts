import { type ActivityStatus, type Currency, ORDER_EVENT_LABELS, type Order, orderEventLabelKey, type OrderEventKind, type OrderStatus, type OrderType, type RenewalState, type SubscriptionStatus, type TransactionStatus } from '@ott/contracts';
import type { OrderRow } from './orders.repository';

/**
 * Spec §3 subscription status, derived: not paid or not active → inactive; past its period →
 * expired; auto-renewal cancelled → canceled (access lasts to the period end); else active.
 */
export function subscriptionStatus(order: Pick<OrderRow, 'status' | 'activity_status' | 'renewal_state' | 'period_end'>, now: Date): SubscriptionStatus {
  const ended = order.period_end !== null && Date.parse(order.period_end) <= now.getTime();
  // A lapsed subscription made inactive when its item was bought anew is still reported as expired.
  if (order.status === 'paid' && ended) return 'expired';
  if (order.status !== 'paid' || order.activity_status !== 'active') return 'inactive';
  return order.renewal_state === 'cancelled' ? 'canceled' : 'active';
}

export interface OrderHistory {
  events: Array<{ order_id: number; kind: string; created_at: string }>;
  transactions: Array<{ id: number; order_id: number; status: string; amount: number; currency: string; created_at: string }>;
}

export function toOrder(row: OrderRow, history: OrderHistory, now: Date): Order {
  const isSubscription = row.type === 'subscription';
  return {
    id: row.id,
    type: row.type as OrderType,
    status: row.status as OrderStatus,
    activity_status: row.activity_status as ActivityStatus,
    renewal_state: isSubscription ? ((row.renewal_state ?? 'active') as RenewalState) : null,
    subscription_status: isSubscription ? subscriptionStatus(row, now) : null,
    product: { id: row.pass_id, name: row.product_name, event_id: row.event_id, event_category_id: row.event_category_id, participant_id: row.participant_id },
    price: row.price,
    service_fee: row.service_fee,
    discount: row.discount,
    total: row.total,
    currency: row.currency as Currency,
    coupon: row.coupon_code,
    period_start: row.period_start,
    period_end: row.period_end,
    created_at: row.created_at,
    failure_message: row.status === 'failed' ? row.failure_message : null,
    card_brand: row.card_brand,
    card_last4: row.card_last4,
    receipt_email: row.receipt_email,
    events: history.events
      .filter((event) => event.order_id === row.id)
      .map((event) => ({ kind: event.kind as OrderEventKind, label: ORDER_EVENT_LABELS[orderEventLabelKey(event.kind as OrderEventKind, row.type as OrderType)] ?? event.kind, created_at: event.created_at })),
    transactions: history.transactions
      .filter((transaction) => transaction.order_id === row.id)
      .map((transaction) => ({
        id: transaction.id,
        status: transaction.status as TransactionStatus,
        amount: transaction.amount,
        currency: transaction.currency as Currency,
        created_at: transaction.created_at,
      })),
  };
}

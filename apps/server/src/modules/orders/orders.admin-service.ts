import type { AdminOrderDetail, AdminOrderRow, AdminOrdersFilter, AdminOrdersPage, AdminRefund } from '@ott/contracts/admin-orders';
import { NotFound } from '../../lib/errors';
import type { AdminOrderRowData, OrdersAdminRepository } from './orders-admin.repository';
import type { RefundsRepository } from './refunds.repository';

type RefundListRow = Awaited<ReturnType<RefundsRepository['listForOrder']>>[number];

export const toAdminOrderRow = (row: AdminOrderRowData): AdminOrderRow => ({
  id: row.id,
  created_at: row.created_at,
  status: row.status as AdminOrderRow['status'],
  activity_status: row.activity_status,
  type: row.type,
  product_name: row.product_name,
  pass_id: row.pass_id,
  event_id: row.event_id,
  user_id: row.user_id,
  buyer_email: row.buyer_email,
  buyer_name: row.buyer_name || null,
  total: row.total,
  refunded_amount: Number(row.refunded_amount),
  currency: row.currency,
  coupon_code: row.coupon_code,
  trk: row.trk,
  provider: row.provider,
  provider_payment_id: row.provider_payment_id,
  renewal_state: row.renewal_state,
});

export const toAdminRefund = (row: RefundListRow): AdminRefund => ({
  id: row.id,
  amount: row.amount,
  currency: row.currency,
  reason: row.reason,
  status: row.status,
  provider: row.provider,
  provider_refund_id: row.provider_refund_id,
  operator_id: row.operator_id,
  operator_email: row.operator_email ?? null,
  failure_message: row.failure_message,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** The console's orders: the filtered table with its totals, the CSV rows, and one order with everything known about it. */
export function createOrdersAdminService({ repository, refunds }: { repository: OrdersAdminRepository; refunds: Pick<RefundsRepository, 'listForOrder'> }) {
  return {
    async list(channel: { id: number; currency: string }, filter: AdminOrdersFilter, page: { offset: number; limit: number }): Promise<AdminOrdersPage> {
      const { rows, totals } = await repository.page(channel.id, filter, page);
      return {
        data: rows.map(toAdminOrderRow),
        meta: { total: totals.count, offset: page.offset, limit: page.limit, totals: { ...totals, net: totals.gross - totals.refunded, currency: channel.currency } },
      };
    },

    /** The CSV's rows, read from the database page by page as the download is taken. */
    async *csvRows(channelId: number, filter: AdminOrdersFilter) {
      for await (const row of repository.stream(channelId, filter)) {
        const order = toAdminOrderRow(row);
        yield { ...order, refunded_amount: order.refunded_amount };
      }
    },

    async get(channelId: number, id: number): Promise<AdminOrderDetail> {
      const order = await repository.find(channelId, id);
      if (!order) throw new NotFound();
      const [{ transactions, events }, refundRows] = await Promise.all([repository.history(order.id), refunds.listForOrder(order.id)]);
      const ids = [order.provider_payment_id, ...refundRows.map((refund) => refund.provider_refund_id)].filter((value): value is string => !!value);
      const providerEvents = order.provider ? await repository.providerEvents(order.provider, ids) : [];
      const refundedAmount = Number(order.refunded_amount);
      return {
        ...toAdminOrderRow({ ...order, refunded_amount: refundedAmount }),
        price: order.price,
        service_fee: order.service_fee,
        discount: order.discount,
        refundable: order.status === 'paid' && order.provider_payment_id ? Math.max(0, order.total - refundedAmount) : 0,
        period_start: order.period_start,
        period_end: order.period_end,
        renewal_amount: order.renewal_amount,
        provider_subscription_id: order.provider_subscription_id,
        failure_message: order.failure_message,
        card_brand: order.card_brand,
        card_last4: order.card_last4,
        updated_at: order.updated_at,
        transactions,
        events,
        provider_events: providerEvents,
        refunds: refundRows.map(toAdminRefund),
      };
    },
  };
}
export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;

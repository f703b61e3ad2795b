import { z } from 'zod';
import { AdminListMeta, AdminListQuery } from './admin-auth';

/**
 * The console's orders and refunds (`/api/admin/channels/{channel_key}/orders…`, issue 17). Money is integer minor
 * units of the channel's currency. Reading needs the support role or better; refunding needs admin.
 */

export const ADMIN_ORDER_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export const ADMIN_ORDER_TYPES = ['event', 'package', 'subscription'] as const;
export const REFUND_STATUSES = ['requested', 'succeeded', 'failed'] as const;
export const RefundStatus = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof RefundStatus>;

const Day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-11-25');

/** The filters of the orders table, its CSV and its totals (the same ones for all three). */
export const AdminOrdersFilter = z.object({
  /** An order id, a buyer's email (or part of it), or a provider payment id. */
  search: z.string().trim().max(200).optional(),
  status: z.enum(ADMIN_ORDER_STATUSES).optional(),
  type: z.enum(ADMIN_ORDER_TYPES).optional(),
  pass_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  event_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Bought on or after this day (UTC). */
  from: Day.optional(),
  /** Bought on or before this day (UTC), the whole day included. */
  to: Day.optional(),
  /** The promo code used (case-insensitive). */
  promo_code: z.string().trim().max(64).optional(),
  /** The `trk` campaign code the buyer arrived with. */
  trk: z.string().trim().max(255).optional(),
  /** One customer's orders (the customer page lists them with this). */
  user_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type AdminOrdersFilter = z.infer<typeof AdminOrdersFilter>;

export const AdminOrdersQuery = AdminListQuery.omit({ search: true, sort_field: true, sort_direction: true }).extend(AdminOrdersFilter.shape);
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

export const AdminOrderRow = z
  .object({
    id: z.number().int(),
    created_at: z.string(),
    status: z.enum(ADMIN_ORDER_STATUSES),
    activity_status: z.string(),
    type: z.string(),
    product_name: z.string(),
    pass_id: z.number().int(),
    event_id: z.number().int().nullable(),
    user_id: z.number().int().nullable(),
    buyer_email: z.string().nullable(),
    buyer_name: z.string().nullable(),
    total: z.number().int(),
    refunded_amount: z.number().int(),
    currency: z.string(),
    coupon_code: z.string().nullable(),
    trk: z.string().nullable(),
    provider: z.string().nullable(),
    provider_payment_id: z.string().nullable(),
    renewal_state: z.string().nullable(),
  })
  .meta({ id: 'AdminOrderRow' });
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

/** Over every order the filters select (not just the page): gross is what paid orders took, net gross less refunds. */
export const AdminOrdersTotals = z.object({
  count: z.number().int().min(0),
  gross: z.number().int(),
  refunded: z.number().int(),
  net: z.number().int(),
  currency: z.string(),
});
export type AdminOrdersTotals = z.infer<typeof AdminOrdersTotals>;

export const AdminOrdersPage = z.object({ data: z.array(AdminOrderRow), meta: AdminListMeta.extend({ totals: AdminOrdersTotals }) });
export type AdminOrdersPage = z.infer<typeof AdminOrdersPage>;

export const AdminRefund = z
  .object({
    id: z.number().int(),
    amount: z.number().int(),
    currency: z.string(),
    reason: z.string(),
    status: RefundStatus,
    provider: z.string(),
    provider_refund_id: z.string().nullable(),
    /** Null when the refund was made in the provider's dashboard. */
    operator_id: z.number().int().nullable(),
    operator_email: z.string().nullable(),
    failure_message: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminRefund' });
export type AdminRefund = z.infer<typeof AdminRefund>;

export const AdminOrderDetail = AdminOrderRow.extend({
  price: z.number().int(),
  service_fee: z.number().int(),
  discount: z.number().int(),
  /** What may still be refunded: total less what is refunded or being refunded. */
  refundable: z.number().int(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  renewal_amount: z.number().int().nullable(),
  provider_subscription_id: z.string().nullable(),
  failure_message: z.string().nullable(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  updated_at: z.string(),
  transactions: z.array(
    z.object({ id: z.number().int(), status: z.string(), amount: z.number().int(), currency: z.string(), provider_ref: z.string().nullable(), message: z.string().nullable(), created_at: z.string() }),
  ),
  /** The order's own history: created, each renewal. */
  events: z.array(z.object({ kind: z.string(), period_start: z.string().nullable(), period_end: z.string().nullable(), created_at: z.string() })),
  /** Provider events applied to this order, when their ids name its payment or refunds. */
  provider_events: z.array(z.object({ event_id: z.string(), type: z.string(), processed_at: z.string() })),
  refunds: z.array(AdminRefund),
}).meta({ id: 'AdminOrderDetail' });
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

export const REFUND_REASON_MAX = 500;

/** Without an amount, everything that remains is refunded (a full refund). */
export const AdminRefundRequest = z.object({
  amount: z.number({ error: 'Enter an amount in minor units' }).int('Enter an amount in minor units').min(1, 'The amount must be at least 1').optional(),
  reason: z.string({ error: 'Field is required' }).trim().min(1, 'Field is required').max(REFUND_REASON_MAX, 'Field length must be less than 500'),
});
export type AdminRefundRequest = z.infer<typeof AdminRefundRequest>;

export const AdminRefundResult = z.object({ refund: AdminRefund, order: AdminOrderDetail });
export type AdminRefundResult = z.infer<typeof AdminRefundResult>;

/** The refund refusals, word for word (the console shows them; French in the console's server messages). */
export const RefundMessages = {
  notPaid: 'Only a paid order can be refunded',
  alreadyRefunded: 'This order is already refunded',
  nothingLeft: 'Nothing is left to refund on this order; a refund may be under way',
  tooMuch: 'The amount is more than what remains to refund',
  changed: 'Another refund of this order was made at the same time; reload the order',
  providerRefused: 'The payment provider refused the refund',
} as const;

export const REFUND_CODES = {
  notPaid: 'ORDER_NOT_PAID',
  alreadyRefunded: 'ORDER_ALREADY_REFUNDED',
  nothingLeft: 'NOTHING_TO_REFUND',
  changed: 'REFUND_CONFLICT',
  providerRefused: 'REFUND_REFUSED',
} as const;

/** The CSV export's columns, in order. */
export const ORDERS_CSV_COLUMNS = [
  'id',
  'created_at',
  'status',
  'activity_status',
  'type',
  'product_name',
  'buyer_email',
  'buyer_name',
  'total',
  'refunded_amount',
  'currency',
  'coupon_code',
  'trk',
  'provider',
  'provider_payment_id',
] as const;

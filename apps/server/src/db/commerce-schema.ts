import type { Generated } from 'kysely';
import type { Flag, Id, IsoTime, JsonText } from './column-types';


/** The commerce columns of `passes` (migration 20251122120500). */
export interface PassCommerceColumns {
  /** Single-event packages (type 'event'): the event sold. */
  event_id: number | null;
  covers_all_events: Generated<number>;
  /** JSON array of capabilities the pass grants. */
  capabilities: Generated<JsonText>;
}

export interface PassCategoriesTable {
  pass_id: number;
  event_category_id: number;
}

export interface PassParticipantsTable {
  pass_id: number;
  participant_id: number;
}

/** `pass_id` is the base pass; `extra_pass_id` an addition that extends it. */
export interface PassExtrasTable {
  pass_id: number;
  extra_pass_id: number;
}

export interface CouponsTable {
  id: Id;
  channel_id: number;
  code: string;
  code_normalized: string;
  kind: string;
  value: number;
  valid_from: IsoTime | null;
  valid_to: IsoTime | null;
  max_redemptions: number | null;
  redemptions: Generated<number>;
  /** JSON array of pass ids; null: every pass. With applies_to 'items', the passes named. */
  pass_ids: JsonText | null;
  created_at: IsoTime;
  /** all | packages | subscriptions | events | items (the passes of pass_ids and events of event_ids), migration 20251128100100. */
  applies_to: Generated<string>;
  /** JSON array of event ids, with applies_to 'items'. */
  event_ids: JsonText | null;
  /** An amount code's currency: it does not apply to a price in another one. */
  currency: string | null;
  per_user_limit: number | null;
  first_purchase_only: Generated<Flag>;
  active: Generated<Flag>;
  description: string | null;
  updated_at: IsoTime | null;
}

/** One use of a promo code by one order (migration 20251128100100): reserved while the payment is open, redeemed once paid, released when it fails. */
export interface CouponRedemptionsTable {
  id: Id;
  channel_id: number;
  coupon_id: number;
  order_id: number;
  user_id: number | null;
  status: 'reserved' | 'redeemed' | 'released';
  /** The discount the order got, minor units of `currency`. */
  discount: number;
  currency: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface OrdersTable {
  id: Id;
  channel_id: number;
  user_id: number | null;
  type: string;
  pass_id: number;
  product_name: string;
  event_id: number | null;
  event_category_id: number | null;
  participant_id: number | null;
  status: string;
  activity_status: string;
  renewal_state: string | null;
  price: number;
  service_fee: number;
  discount: number;
  total: number;
  currency: string;
  coupon_id: number | null;
  coupon_code: string | null;
  period_start: IsoTime | null;
  period_end: IsoTime | null;
  provider: string | null;
  provider_payment_id: string | null;
  provider_subscription_id: string | null;
  idempotency_key: string | null;
  failure_message: string | null;
  /** A renewing subscription's saved card (migration 20251123120000). */
  payment_method: string | null;
  /** What each renewal charges, in minor units; null for orders that do not renew. */
  renewal_amount: number | null;
  /** What was bought ('event:12', 'package:3', 'subscription:5'); one live order per user and key (migration 20251125120000). */
  item_key: string | null;
  /** The campaign code (`trk`) the buyer arrived with, while it was valid. */
  trk: string | null;
  /** The paying card, for the confirmation and receipt (migration 20251125120300); null until paid or when the provider did not say. */
  card_brand: string | null;
  card_last4: string | null;
  /** Where the receipt mail went, set when the order turns paid. */
  receipt_email: string | null;
  /** Refunded or being refunded, minor units (migration 20251128100200); what remains to refund is total - refunded_amount. */
  refunded_amount: Generated<number>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface OrderEventsTable {
  id: Id;
  order_id: number;
  kind: string;
  period_start: IsoTime | null;
  period_end: IsoTime | null;
  created_at: IsoTime;
}

export interface TransactionsTable {
  id: Id;
  order_id: number;
  status: string;
  amount: number;
  currency: string;
  provider_ref: string | null;
  message: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface ProcessedProviderEventsTable {
  provider: string;
  event_id: string;
  type: string;
  processed_at: IsoTime;
}

/**
 * One refund of an order (migration 20251128100200), full or partial. `operator_id` is null when the provider's
 * dashboard made it (the row then comes from the webhook). Only `succeeded` rows are money returned; `requested` ones
 * are reserved on `orders.refunded_amount` while the provider answers, `failed` ones released.
 */
export interface RefundsTable {
  id: Id;
  order_id: number;
  channel_id: number;
  amount: number;
  currency: string;
  reason: string;
  status: 'requested' | 'succeeded' | 'failed';
  provider: string;
  provider_refund_id: string | null;
  idempotency_key: string | null;
  operator_id: number | null;
  failure_message: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A sandbox card token: brand and last four digits, never the number. */
export interface SandboxPaymentMethodsTable {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  outcome: string;
  customer: string | null;
  created_at: IsoTime;
}

export interface SandboxPaymentsTable {
  id: string;
  idempotency_key: string;
  amount: number;
  currency: string;
  payment_method: string;
  customer: string | null;
  metadata: JsonText;
  status: string;
  failure_message: string | null;
  created_at: IsoTime;
}

/** A sandbox refund (migration 20251128100200): pending until the sandbox settles it through a `charge.refunded` event. */
export interface SandboxRefundsTable {
  id: string;
  payment_id: string;
  idempotency_key: string;
  amount: number;
  reason: string | null;
  metadata: JsonText;
  status: string;
  failure_message: string | null;
  created_at: IsoTime;
}

/** A user's customer at a payment provider, made on first need. */
export interface PaymentCustomersTable {
  provider: string;
  user_id: number;
  customer_id: string;
  created_at: IsoTime;
}

export interface CommerceTables {
  pass_categories: PassCategoriesTable;
  pass_participants: PassParticipantsTable;
  pass_extras: PassExtrasTable;
  coupons: CouponsTable;
  coupon_redemptions: CouponRedemptionsTable;
  orders: OrdersTable;
  refunds: RefundsTable;
  order_events: OrderEventsTable;
  transactions: TransactionsTable;
  processed_provider_events: ProcessedProviderEventsTable;
  sandbox_payment_methods: SandboxPaymentMethodsTable;
  sandbox_payments: SandboxPaymentsTable;
  sandbox_refunds: SandboxRefundsTable;
  payment_customers: PaymentCustomersTable;
}

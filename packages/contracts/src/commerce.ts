import { z } from 'zod';
import { Capability } from './auth';
import { Currency, PassSummary } from './channel';
import { IdParam, POSITIVE_INT_MESSAGE } from './query-params';

const Id = z.number().int().positive();
const Money = z.number().int().describe('minor units (cents)');

/**
 * A pass as the commerce endpoints list it: the bootstrap summary plus what it covers and, for the
 * user whose api_key came with the request, whether it is already purchased (spec §3, §4).
 */
export const Pass = PassSummary.extend({
  description: z.string().nullable().describe("the operator's words about the pass, shown on its card"),
  valid_from: z.string().nullable().describe('a one-off pass opens events from this time; null: from its purchase'),
  valid_until: z.string().nullable().describe('a one-off pass stops opening events at this time (a season pass ends with its season); null: never'),
  event_id: Id.nullable().describe('the event a single-event package (type "event") sells'),
  covers_all_events: z.boolean().describe('every event of the channel (the All-Access subscriptions)'),
  event_categories: z.array(Id).describe('a category covers its children too'),
  participants: z.array(Id).describe('a team pass covers every event of these participants'),
  extra_passes: z.array(Id).describe('additions that extend this pass'),
  extends: z.array(Id).describe('for an addition: the passes it extends; owning it without one of them grants nothing'),
  capabilities: z.array(Capability),
  purchased: z.boolean(),
  disabledParticipants: z.array(Id).describe("this pass's participants the user's orders already cover"),
  disabledCategories: z.array(Id).describe("this pass's categories the user's orders already cover"),
}).meta({ id: 'Pass' });
export type Pass = z.infer<typeof Pass>;

/** Optional page size: without it every row is returned (spec §9). */
const OptionalLimit = z.coerce.number({ error: POSITIVE_INT_MESSAGE }).int(POSITIVE_INT_MESSAGE).min(1, POSITIVE_INT_MESSAGE).max(1000).optional();

export const PassListQuery = z.object({
  limit: OptionalLimit,
  event_id: IdParam.optional().describe('only passes that would give access to this event (its single-event package included)'),
  participant_id: IdParam.optional().describe('only passes that cover this participant'),
});
export type PassListQuery = z.infer<typeof PassListQuery>;

export const PassParams = z.object({ id: IdParam });

export const ORDER_TYPES = ['event', 'package', 'subscription'] as const;
export const OrderType = z.enum(ORDER_TYPES);
export type OrderType = z.infer<typeof OrderType>;
/** Payment state: pending while the provider settles; paid, failed, or refunded after. */
export const OrderStatus = z.enum(['pending', 'paid', 'failed', 'refunded']);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const ActivityStatus = z.enum(['active', 'inactive']);
export type ActivityStatus = z.infer<typeof ActivityStatus>;
export const RenewalState = z.enum(['active', 'cancelled']);
export type RenewalState = z.infer<typeof RenewalState>;
export const SubscriptionStatus = z.enum(['expired', 'inactive', 'active', 'canceled']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;
export const TransactionStatus = z.enum(['created', 'failed', 'paid', 'refunded']);
export type TransactionStatus = z.infer<typeof TransactionStatus>;
export const OrderEventKind = z.enum(['created', 'updated']);
export type OrderEventKind = z.infer<typeof OrderEventKind>;

/** What an order event is shown as: spec §3's two labels are a subscription's; a pass or event order is bought once. */
export type OrderEventLabelKey = OrderEventKind | 'purchase';
export const orderEventLabelKey = (kind: OrderEventKind, orderType: OrderType): OrderEventLabelKey => (kind === 'created' && orderType !== 'subscription' ? 'purchase' : kind);

/** How order events are shown (spec §3: created 'New subscription', updated 'Subscription Renewal'). */
export const ORDER_EVENT_LABELS: Record<OrderEventLabelKey, string> = { created: 'New subscription', updated: 'Subscription Renewal', purchase: 'Purchase' };

export const Order = z
  .object({
    id: Id,
    type: OrderType,
    status: OrderStatus,
    activity_status: ActivityStatus,
    renewal_state: RenewalState.nullable().describe('subscriptions only'),
    subscription_status: SubscriptionStatus.nullable().describe('subscriptions only, derived'),
    product: z.object({ id: Id, name: z.string(), event_id: Id.nullable(), event_category_id: Id.nullable(), participant_id: Id.nullable() }),
    price: Money,
    service_fee: Money,
    discount: Money,
    total: Money,
    currency: Currency,
    coupon: z.string().nullable(),
    period_start: z.string().nullable(),
    period_end: z.string().nullable(),
    created_at: z.string(),
    failure_message: z.string().nullable().describe("a failed payment's reason as the card's bank gave it ('Your card was declined.'); null otherwise"),
    card_brand: z.string().nullable().describe("the paying card's brand ('visa'), once paid; null when the provider did not say"),
    card_last4: z.string().nullable().describe("the paying card's last four digits, once paid"),
    receipt_email: z.string().nullable().describe('where the receipt mail went, once paid'),
    events: z.array(z.object({ kind: OrderEventKind, label: z.string(), created_at: z.string() })),
    transactions: z.array(z.object({ id: Id, status: TransactionStatus, amount: Money, currency: Currency, created_at: z.string() })),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof Order>;

export const OrderListQuery = z.object({
  limit: OptionalLimit,
  no_limit: z.enum(['0', '1']).optional().describe('the SPA sends 1; every order is returned unless limit is given'),
  status: OrderStatus.optional(),
  type: OrderType.optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

export const OrderParams = z.object({ id: IdParam });

export const CouponQuery = z.object({
  code: z.string().trim().min(1).max(64),
  package_id: IdParam.optional(),
  subscription_id: IdParam.optional(),
});
export type CouponQuery = z.infer<typeof CouponQuery>;

/** `GET apply_coupon`: the server's price for a pass with the promo code applied. */
export const CouponPreview = z
  .object({ price: Money, service_fee: Money, discount: Money, total: Money, currency: Currency, code: z.string() })
  .meta({ id: 'CouponPreview' });
export type CouponPreview = z.infer<typeof CouponPreview>;

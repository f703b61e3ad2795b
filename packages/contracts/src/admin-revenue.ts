import { z } from 'zod';
import { AdminAnalyticsRange } from './admin-analytics';
import { Currency } from './channel';

/**
 * The console's revenue figures (issue 17): `GET /api/admin/channels/{channel_key}/analytics/revenue?from=&to=`, same
 * range rules as the other analytics routes (the channel's days in its time zone, both ends included, at most 366
 * days, last 30 by default), and `?format=csv` for the daily series. Computed from orders and transactions at request time (ADR 0057).
 * Every amount is an integer in minor units of `currency`, the channel's currency; sales in another currency are left out.
 */

export const AdminRevenueDay = z.object({
  day: z.string(),
  /** Payments taken that day: first payments and renewals. */
  gross: z.number().int(),
  /** Money given back that day. */
  refunds: z.number().int(),
  net: z.number().int(),
  /** Subscriptions started that day (paid, or a trial). */
  new_subscriptions: z.number().int(),
  /** Subscriptions whose renewal was turned off that day. */
  cancellations: z.number().int(),
  /** Subscriptions running at the end of the day. */
  active_subscribers: z.number().int(),
});
export type AdminRevenueDay = z.infer<typeof AdminRevenueDay>;

const Amounts = { orders: z.number().int(), gross: z.number().int(), refunds: z.number().int(), net: z.number().int() };

/** One thing sold: a pass or package, or one event bought on its own (`event_id` set, `name` the event's). */
export const AdminRevenueByItem = z.object({ type: z.string(), pass_id: z.number().int(), event_id: z.number().int().nullable(), name: z.string(), ...Amounts });
export type AdminRevenueByItem = z.infer<typeof AdminRevenueByItem>;
export const AdminRevenueByCode = z.object({ code: z.string(), ...Amounts });
export type AdminRevenueByCode = z.infer<typeof AdminRevenueByCode>;

/** Trials started in the range, and how many of them were later charged a renewal (at any time up to now). */
export const AdminRevenueTrials = z.object({ started: z.number().int(), converted: z.number().int(), rate: z.number() });
export type AdminRevenueTrials = z.infer<typeof AdminRevenueTrials>;

export const AdminRevenue = z
  .object({
    range: AdminAnalyticsRange,
    currency: Currency,
    totals: z.object({ gross: z.number().int(), refunds: z.number().int(), net: z.number().int(), new_subscriptions: z.number().int(), cancellations: z.number().int() }),
    /** Every day of the range, in order (zeros on days without sales). */
    daily: z.array(AdminRevenueDay),
    /** Payments of the range by what was bought (pass, package or event name), largest net first. */
    by_item: z.array(AdminRevenueByItem),
    /** Payments of the range of orders bought with a promo code. */
    by_promo_code: z.array(AdminRevenueByCode),
    /** Payments of the range of orders that arrived with a campaign code (`trk`). */
    by_trk: z.array(AdminRevenueByCode),
    trial_conversion: AdminRevenueTrials,
  })
  .meta({ id: 'AdminRevenue' });
export type AdminRevenue = z.infer<typeof AdminRevenue>;

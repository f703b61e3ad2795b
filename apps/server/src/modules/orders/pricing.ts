import type { CouponsTable } from '../../db/commerce-schema';

/** What a promo code may be used on: every item, a kind of item, or the passes and events it names. */
export type CouponScope = 'all' | 'packages' | 'subscriptions' | 'events' | 'items';

/** A promo code as stored (coupons table), with its lists parsed. */
export interface CouponRule {
  code: string;
  kind: string;
  value: number;
  valid_from: string | null;
  valid_to: string | null;
  max_redemptions: number | null;
  /** Uses reserved or redeemed so far. */
  redemptions: number;
  applies_to: string;
  /** With applies_to 'items': the passes named (null: none). */
  pass_ids: number[] | null;
  /** With applies_to 'items': the events named (null: none). */
  event_ids: number[] | null;
  /** An amount code's currency; null: the price's own. */
  currency: string | null;
  per_user_limit: number | null;
  first_purchase_only: boolean;
  active: boolean;
}

/** What a code would be used on: the kind of buy, the pass that sells it, the event bought, and the price's currency. */
export interface CouponItem {
  type: 'package' | 'subscription' | 'event';
  passId: number;
  eventId: number | null;
  currency: string;
}

/** The buyer's history with the code and the channel; unknown (left out) for a viewer not signed in. */
export interface CouponUsage {
  /** This user's reserved or redeemed uses of the code, other than the order being checked. */
  byUser: number;
  /** This user's paid orders on the channel, and pending ones other than the order being checked. */
  earlierPurchases: number;
}

export interface PriceBreakdown {
  price: number;
  service_fee: number;
  discount: number;
  total: number;
}

const idList = (text: string | null): number[] | null => {
  if (text === null) return null;
  const value = JSON.parse(text) as unknown;
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
};

/** The stored row as the rule couponApplies reads. */
export function couponRuleOf(row: Pick<CouponsTable, 'code' | 'kind' | 'value' | 'valid_from' | 'valid_to' | 'max_redemptions' | 'pass_ids' | 'event_ids' | 'currency' | 'per_user_limit'> & { redemptions: number; applies_to: string; first_purchase_only: number; active: number }): CouponRule {
  return { ...row, pass_ids: idList(row.pass_ids), event_ids: idList(row.event_ids), first_purchase_only: row.first_purchase_only === 1, active: row.active === 1 };
}

function coversItem(coupon: CouponRule, item: CouponItem): boolean {
  switch (coupon.applies_to) {
    case 'all':
      return true;
    case 'packages':
      return item.type === 'package';
    case 'subscriptions':
      return item.type === 'subscription';
    case 'events':
      return item.type === 'event';
    case 'items':
      return (coupon.pass_ids ?? []).includes(item.passId) || (item.type === 'event' && item.eventId !== null && (coupon.event_ids ?? []).includes(item.eventId));
    default:
      return false;
  }
}

/**
 * The one eligibility rule of a promo code, used by apply_coupon, invoice-preview and buy (and again inside the
 * transaction that reserves the use): active, within its dates, not used up, made for this item, in its currency
 * (amount codes), and, when the buyer is known, within the per-user cap and a first purchase if it must be.
 */
export function couponApplies(coupon: CouponRule, item: CouponItem, now: Date, usage?: CouponUsage): boolean {
  const at = now.getTime();
  if (!coupon.active) return false;
  if (coupon.valid_from !== null && Date.parse(coupon.valid_from) > at) return false;
  if (coupon.valid_to !== null && Date.parse(coupon.valid_to) <= at) return false;
  if (coupon.max_redemptions !== null && coupon.redemptions >= coupon.max_redemptions) return false;
  if (coupon.kind !== 'percent' && coupon.kind !== 'amount') return false;
  if (coupon.kind === 'amount' && coupon.currency !== null && coupon.currency !== item.currency) return false;
  if (!coversItem(coupon, item)) return false;
  if (usage) {
    if (coupon.per_user_limit !== null && usage.byUser >= coupon.per_user_limit) return false;
    if (coupon.first_purchase_only && usage.earlierPurchases > 0) return false;
  }
  return true;
}

/**
 * What the buyer pays, in minor units: the pass price less the discount, plus the service fee,
 * which no code reduces. A percentage rounds to the nearest cent; an amount never goes below zero.
 */
export function priceWith(pass: { price: number; service_fee: number }, coupon: Pick<CouponRule, 'kind' | 'value'> | null): PriceBreakdown {
  let discount = 0;
  if (coupon?.kind === 'percent') discount = Math.round((pass.price * Math.min(Math.max(coupon.value, 0), 100)) / 100);
  else if (coupon?.kind === 'amount') discount = Math.min(Math.max(coupon.value, 0), pass.price);
  return { price: pass.price, service_fee: pass.service_fee, discount, total: pass.price - discount + pass.service_fee };
}

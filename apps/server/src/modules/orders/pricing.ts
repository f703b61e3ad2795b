/** A promo code as stored (coupons table), with its pass list parsed. */
export interface CouponRule {
  code: string;
  kind: string;
  value: number;
  valid_from: string | null;
  valid_to: string | null;
  max_redemptions: number | null;
  redemptions: number;
  /** null: every pass of the channel. */
  pass_ids: number[] | null;
}

export interface PriceBreakdown {
  price: number;
  service_fee: number;
  discount: number;
  total: number;
}

/** Usable for this pass now: within its dates, not used up, and made for the pass (or for all). */
export function couponApplies(coupon: CouponRule, passId: number, now: Date): boolean {
  const at = now.getTime();
  if (coupon.valid_from !== null && Date.parse(coupon.valid_from) > at) return false;
  if (coupon.valid_to !== null && Date.parse(coupon.valid_to) <= at) return false;
  if (coupon.max_redemptions !== null && coupon.redemptions >= coupon.max_redemptions) return false;
  if (coupon.kind !== 'percent' && coupon.kind !== 'amount') return false;
  return coupon.pass_ids === null || coupon.pass_ids.includes(passId);
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

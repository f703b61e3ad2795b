import { describe, expect, it } from 'vitest';
import { type CouponItem, type CouponRule, couponApplies, couponRuleOf, priceWith } from './pricing';

const now = new Date('2026-11-21T12:00:00Z');
const coupon = (overrides: Partial<CouponRule> = {}): CouponRule => ({
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  valid_from: null,
  valid_to: null,
  max_redemptions: null,
  redemptions: 0,
  applies_to: 'all',
  pass_ids: null,
  event_ids: null,
  currency: null,
  per_user_limit: null,
  first_purchase_only: false,
  active: true,
  ...overrides,
});
const pass7: CouponItem = { type: 'package', passId: 7, eventId: null, currency: 'USD' };

describe('promo code arithmetic', () => {
  it.each([
    { pass: { price: 14999, service_fee: 0 }, rule: { kind: 'percent', value: 10 }, expected: { price: 14999, service_fee: 0, discount: 1500, total: 13499 } },
    { pass: { price: 5999, service_fee: 199 }, rule: { kind: 'percent', value: 10 }, expected: { price: 5999, service_fee: 199, discount: 600, total: 5598 } },
    { pass: { price: 5999, service_fee: 199 }, rule: { kind: 'amount', value: 500 }, expected: { price: 5999, service_fee: 199, discount: 500, total: 5698 } },
    { pass: { price: 299, service_fee: 50 }, rule: { kind: 'amount', value: 500 }, expected: { price: 299, service_fee: 50, discount: 299, total: 50 } },
    { pass: { price: 1000, service_fee: 0 }, rule: { kind: 'percent', value: 150 }, expected: { price: 1000, service_fee: 0, discount: 1000, total: 0 } },
    { pass: { price: 1299, service_fee: 0 }, rule: null, expected: { price: 1299, service_fee: 0, discount: 0, total: 1299 } },
  ])('$pass.price with $rule', ({ pass, rule, expected }) => {
    expect(priceWith(pass, rule)).toEqual(expected);
  });
});

describe('when a promo code applies', () => {
  it.each([
    { name: 'open-ended, every pass', rule: coupon(), applies: true },
    { name: 'switched off', rule: coupon({ active: false }), applies: false },
    { name: 'not started yet', rule: coupon({ valid_from: '2026-12-01T00:00:00Z' }), applies: false },
    { name: 'started', rule: coupon({ valid_from: '2026-11-01T00:00:00Z' }), applies: true },
    { name: 'expired', rule: coupon({ valid_to: '2026-11-21T12:00:00Z' }), applies: false },
    { name: 'a second before its end', rule: coupon({ valid_to: '2026-11-21T12:00:01Z' }), applies: true },
    { name: 'used up', rule: coupon({ max_redemptions: 3, redemptions: 3 }), applies: false },
    { name: 'redemptions left', rule: coupon({ max_redemptions: 3, redemptions: 2 }), applies: true },
    { name: 'for other passes', rule: coupon({ applies_to: 'items', pass_ids: [8, 9] }), applies: false },
    { name: 'for this pass', rule: coupon({ applies_to: 'items', pass_ids: [7] }), applies: true },
    { name: 'for named items, none named', rule: coupon({ applies_to: 'items' }), applies: false },
    { name: 'for packages', rule: coupon({ applies_to: 'packages' }), applies: true },
    { name: 'for subscriptions', rule: coupon({ applies_to: 'subscriptions' }), applies: false },
    { name: 'for events', rule: coupon({ applies_to: 'events' }), applies: false },
    { name: 'of an unknown scope', rule: coupon({ applies_to: 'bogus' }), applies: false },
    { name: 'of an unknown kind', rule: coupon({ kind: 'bogus' }), applies: false },
    { name: 'an amount in the same currency', rule: coupon({ kind: 'amount', value: 500, currency: 'USD' }), applies: true },
    { name: 'an amount in another currency', rule: coupon({ kind: 'amount', value: 500, currency: 'CAD' }), applies: false },
    { name: 'a percentage, whatever the currency', rule: coupon({ currency: 'CAD' }), applies: true },
  ])('$name → $applies', ({ rule, applies }) => {
    expect(couponApplies(rule, pass7, now)).toBe(applies);
  });

  it('follows the kind of item bought: subscriptions, events, and events named by id', () => {
    const subscription: CouponItem = { type: 'subscription', passId: 3, eventId: null, currency: 'USD' };
    const event: CouponItem = { type: 'event', passId: 40, eventId: 12, currency: 'USD' };
    expect(couponApplies(coupon({ applies_to: 'subscriptions' }), subscription, now)).toBe(true);
    expect(couponApplies(coupon({ applies_to: 'packages' }), subscription, now)).toBe(false);
    expect(couponApplies(coupon({ applies_to: 'events' }), event, now)).toBe(true);
    expect(couponApplies(coupon({ applies_to: 'items', event_ids: [12] }), event, now)).toBe(true);
    expect(couponApplies(coupon({ applies_to: 'items', event_ids: [13] }), event, now)).toBe(false);
    // An event named does not open a pass whose id happens to be the same number.
    expect(couponApplies(coupon({ applies_to: 'items', event_ids: [7] }), pass7, now)).toBe(false);
    expect(couponApplies(coupon({ applies_to: 'items', pass_ids: [40] }), event, now)).toBe(true);
  });

  it('holds a known buyer to the per-user cap and first purchase; an unknown one only to the rest', () => {
    const perUser = coupon({ per_user_limit: 2 });
    expect(couponApplies(perUser, pass7, now, { byUser: 1, earlierPurchases: 4 })).toBe(true);
    expect(couponApplies(perUser, pass7, now, { byUser: 2, earlierPurchases: 4 })).toBe(false);
    expect(couponApplies(perUser, pass7, now)).toBe(true);
    const first = coupon({ first_purchase_only: true });
    expect(couponApplies(first, pass7, now, { byUser: 0, earlierPurchases: 0 })).toBe(true);
    expect(couponApplies(first, pass7, now, { byUser: 0, earlierPurchases: 1 })).toBe(false);
  });

  it('reads a stored row: flags as 0/1 and id lists as JSON', () => {
    const rule = couponRuleOf({
      code: 'X', kind: 'amount', value: 100, valid_from: null, valid_to: null, max_redemptions: 1, redemptions: 0, applies_to: 'items',
      pass_ids: '[1,2]', event_ids: null, currency: 'USD', per_user_limit: 1, first_purchase_only: 1, active: 0,
    });
    expect(rule).toMatchObject({ pass_ids: [1, 2], event_ids: null, first_purchase_only: true, active: false });
  });
});

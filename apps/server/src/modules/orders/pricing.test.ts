import { describe, expect, it } from 'vitest';
import { type CouponRule, couponApplies, priceWith } from './pricing';

const now = new Date('2026-11-21T12:00:00Z');
const coupon = (overrides: Partial<CouponRule> = {}): CouponRule => ({
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  valid_from: null,
  valid_to: null,
  max_redemptions: null,
  redemptions: 0,
  pass_ids: null,
  ...overrides,
});

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
    { name: 'not started yet', rule: coupon({ valid_from: '2026-12-01T00:00:00Z' }), applies: false },
    { name: 'started', rule: coupon({ valid_from: '2026-11-01T00:00:00Z' }), applies: true },
    { name: 'expired', rule: coupon({ valid_to: '2026-11-21T12:00:00Z' }), applies: false },
    { name: 'used up', rule: coupon({ max_redemptions: 3, redemptions: 3 }), applies: false },
    { name: 'redemptions left', rule: coupon({ max_redemptions: 3, redemptions: 2 }), applies: true },
    { name: 'for other passes', rule: coupon({ pass_ids: [8, 9] }), applies: false },
    { name: 'for this pass', rule: coupon({ pass_ids: [7] }), applies: true },
    { name: 'of an unknown kind', rule: coupon({ kind: 'bogus' }), applies: false },
  ])('$name → $applies', ({ rule, applies }) => {
    expect(couponApplies(rule, 7, now)).toBe(applies);
  });
});

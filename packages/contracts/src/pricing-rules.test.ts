import { describe, expect, it } from 'vitest';
import { type PricedEvent, type PricingRuleLike, PricingSteps, effectivePricing } from './pricing-rules';

const HOUR = 3_600_000;
const END = Date.UTC(2027, 0, 10, 20);
const event: PricedEvent = { id: 9, pricing_type: 'paid', price: 999, end_utc_ts: new Date(END).toISOString(), event_category_id: 11, category_parent_id: 1 };
const step = (after_hours: number, change: Partial<{ pricing_type: 'free' | 'paid' | 'register' | 'ppv'; price: number; price_percent: number }>) => ({
  after_hours,
  pricing_type: change.pricing_type ?? null,
  price: change.price ?? null,
  price_percent: change.price_percent ?? null,
});
const ladder: PricingRuleLike = { id: 1, event_id: 9, event_category_id: null, steps: [step(24, { price_percent: 50 }), step(168, { pricing_type: 'free' })] };
const at = (ms: number) => new Date(ms);

describe('effectivePricing (replay pricing, docs/decisions/0053)', () => {
  it.each([
    ['before the end', END - HOUR, { pricing_type: 'paid', price: 999, step: null, next_change_at: new Date(END + 24 * HOUR).toISOString() }],
    ['just before the first step', END + 24 * HOUR - 1, { pricing_type: 'paid', price: 999, step: null }],
    ['at the first step (inclusive); half of 999 rounds', END + 24 * HOUR, { pricing_type: 'paid', price: 500, step: 0, next_change_at: new Date(END + 168 * HOUR).toISOString() }],
    ['just before the second step', END + 168 * HOUR - 1, { pricing_type: 'paid', price: 500, step: 0 }],
    ['at the second step, the earlier price change still holds', END + 168 * HOUR, { pricing_type: 'free', price: 500, step: 1, next_change_at: null }],
  ])('%s', (_name, now, expected) => {
    expect(effectivePricing(event, [ladder], at(now))).toMatchObject({ rule_id: 1, ...expected });
  });

  it('takes the event’s own rule over its category’s, and its category’s over the parent’s', () => {
    const division: PricingRuleLike = { id: 2, event_id: null, event_category_id: 11, steps: [step(0, { pricing_type: 'register' })] };
    const sport: PricingRuleLike = { id: 3, event_id: null, event_category_id: 1, steps: [step(0, { pricing_type: 'free' })] };
    const now = at(END + 1);
    expect(effectivePricing(event, [sport, division, { ...ladder, steps: [step(0, { price: 100 })] }], now)).toMatchObject({ rule_id: 1, price: 100, pricing_type: 'paid' });
    expect(effectivePricing(event, [sport, division], now)).toMatchObject({ rule_id: 2, pricing_type: 'register' });
    expect(effectivePricing(event, [sport], now)).toMatchObject({ rule_id: 3, pricing_type: 'free' });
    expect(effectivePricing({ ...event, event_category_id: 99, category_parent_id: null }, [sport, division], now)).toMatchObject({ rule_id: null, pricing_type: 'paid', price: 999 });
  });

  it('leaves an event without a single-event price without one under a percentage', () => {
    expect(effectivePricing({ ...event, price: null }, [ladder], at(END + 24 * HOUR))).toMatchObject({ price: null, step: 0 });
  });

  it('checks the steps: later each time, something changed, a price or a percentage', () => {
    expect(PricingSteps.safeParse([step(24, { price_percent: 50 }), step(24, { pricing_type: 'free' })]).success).toBe(false);
    expect(PricingSteps.safeParse([{ after_hours: 1 }]).success).toBe(false);
    expect(PricingSteps.safeParse([step(1, { price: 5, price_percent: 5 })]).success).toBe(false);
    expect(PricingSteps.safeParse([]).success).toBe(false);
    expect(PricingSteps.safeParse([step(0, { pricing_type: 'free' })]).success).toBe(true);
  });
});

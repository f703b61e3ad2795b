import { z } from 'zod';
import { PricingType } from './events';

/**
 * Replay pricing (docs/decisions/0053): after an event ends, its pricing type and single-event price
 * may change in steps ("live paid, half price 24 h after the end, free after 7 days"). A rule belongs
 * to one event or to one event category; an event's own rule wins over its category's, which wins
 * over its parent category's. Evaluated at request time by `effectivePricing`, the one function the
 * catalogue, the paywall, the buy and the console's preview all use.
 */

const MAX_HOURS = 24 * 366;

export const PricingStep = z
  .object({
    after_hours: z
      .number({ error: 'Must be zero or a positive integer' })
      .int('Must be zero or a positive integer')
      .min(0, 'Must be zero or a positive integer')
      .max(MAX_HOURS, `Must be at most ${MAX_HOURS}`)
      .describe('hours after the event ends'),
    pricing_type: PricingType.nullable().default(null).describe('the pricing type from then on; null keeps it'),
    price: z
      .number({ error: 'Must be zero or a positive integer' })
      .int('Must be zero or a positive integer')
      .min(0, 'Must be zero or a positive integer')
      .max(10_000_000)
      .nullable()
      .default(null)
      .describe('the single-event price from then on, minor units'),
    price_percent: z
      .number({ error: 'Must be between 0 and 100' })
      .int('Must be between 0 and 100')
      .min(0, 'Must be between 0 and 100')
      .max(100, 'Must be between 0 and 100')
      .nullable()
      .default(null)
      .describe("the single-event price from then on, as a percentage of the event's own price"),
  })
  .refine((step) => step.price === null || step.price_percent === null, { message: 'Give a price or a percentage, not both', path: ['price'] })
  .refine((step) => step.pricing_type !== null || step.price !== null || step.price_percent !== null, { message: 'Change the pricing type or the price', path: ['pricing_type'] });
export type PricingStep = z.output<typeof PricingStep>;

export const PricingSteps = z
  .array(PricingStep)
  .min(1, 'Add at least one step')
  .max(10, 'At most 10 steps')
  .refine((steps) => steps.every((step, index) => index === 0 || step.after_hours > steps[index - 1]!.after_hours), 'Each step comes later than the one before');

/** A rule as the pricing function reads it. */
export interface PricingRuleLike {
  id: number;
  event_id: number | null;
  event_category_id: number | null;
  steps: readonly PricingStep[];
}

/** What the pricing function needs to know of an event. */
export interface PricedEvent {
  id: number;
  pricing_type: PricingType;
  /** The event's own single-event price (its package's), minor units; null when it has none. */
  price: number | null;
  end_utc_ts: string;
  event_category_id: number | null;
  /** The parent of the event's category (the sport of a division), when known. */
  category_parent_id?: number | null;
}

export interface EffectivePricing {
  pricing_type: PricingType;
  /** The single-event price in force; null when the event has none. */
  price: number | null;
  /** The rule that applies to the event, whether or not a step is in force yet. */
  rule_id: number | null;
  /** Index of the step in force; null before the first one. */
  step: number | null;
  /** When the next step starts (ISO 8601); null when no step is left. */
  next_change_at: string | null;
}

/** The rule for an event: its own, else its category's, else its parent category's. */
export function ruleFor<R extends PricingRuleLike>(event: Pick<PricedEvent, 'id' | 'event_category_id' | 'category_parent_id'>, rules: readonly R[]): R | null {
  return (
    rules.find((rule) => rule.event_id === event.id) ??
    (event.event_category_id === null ? undefined : rules.find((rule) => rule.event_id === null && rule.event_category_id === event.event_category_id)) ??
    (event.category_parent_id == null ? undefined : rules.find((rule) => rule.event_id === null && rule.event_category_id === event.category_parent_id)) ??
    null
  );
}

const HOUR = 3_600_000;

/**
 * The pricing type and single-event price of an event at `now`: the event's own, changed by every step
 * of its rule whose start (end of the event + after_hours) is at or before `now`. A percentage is of
 * the event's own price. What was bought before stays bought: this prices what is sold now.
 */
export function effectivePricing(event: PricedEvent, rules: readonly PricingRuleLike[], now: Date): EffectivePricing {
  const rule = ruleFor(event, rules);
  const result: EffectivePricing = { pricing_type: event.pricing_type, price: event.price, rule_id: rule?.id ?? null, step: null, next_change_at: null };
  if (!rule) return result;
  const end = Date.parse(event.end_utc_ts);
  const at = now.getTime();
  for (const [index, step] of rule.steps.entries()) {
    const starts = end + step.after_hours * HOUR;
    if (starts > at) {
      result.next_change_at = new Date(starts).toISOString();
      break;
    }
    result.step = index;
    if (step.pricing_type !== null) result.pricing_type = step.pricing_type;
    if (step.price !== null) result.price = step.price;
    else if (step.price_percent !== null && event.price !== null) result.price = Math.round((event.price * step.price_percent) / 100);
  }
  return result;
}

import type { PricingType } from '@ott/contracts';
import { type EffectivePricing, type PricingRuleLike, type PricingStep, effectivePricing } from '@ott/contracts/pricing-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createPricingRulesRepository } from './pricing-rules.repository';

/** Steps as stored (JSON text); anything unreadable is no step. */
export function parseSteps(text: string): PricingStep[] {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? (value as PricingStep[]) : [];
  } catch {
    return [];
  }
}

/**
 * Replay pricing at request time (docs/decisions/0053): the channel's rules and the events' own
 * pricing, through the one `effectivePricing` of the contracts.
 */
export function createPricingRules(db: Kysely<Database>) {
  const repository = createPricingRulesRepository(db);

  async function rules(channelId: number): Promise<PricingRuleLike[]> {
    const rows = await repository.rulesOf(channelId);
    return rows.map((row) => ({ ...row, steps: parseSteps(row.steps) }));
  }

  /** The pricing in force at `now` of each event (with its single-event package's price). */
  async function forEvents(channelId: number, eventIds: readonly number[], now: Date): Promise<Map<number, EffectivePricing>> {
    const result = new Map<number, EffectivePricing>();
    if (eventIds.length === 0) return result;
    const [channelRules, rows] = await Promise.all([
      rules(channelId),
      repository.eventsPricing(channelId, eventIds),
    ]);
    for (const row of rows) result.set(row.id, effectivePricing({ ...row, pricing_type: row.pricing_type as PricingType }, channelRules, now));
    return result;
  }

  return {
    rules,
    forEvents,

    /** One event's pricing type in force at `now`, as the catalogue shows it; `stored` when no rule applies. */
    async typeOf(channelId: number, eventId: number, stored: PricingType, now: Date): Promise<PricingType> {
      return (await forEvents(channelId, [eventId], now)).get(eventId)?.pricing_type ?? stored;
    },
  };
}
export type PricingRules = ReturnType<typeof createPricingRules>;

/**
 * A single-event package as sold now: its price in force; when that is below its own price, its own
 * price stays as the label's base price (spec §9), so the viewer sees the replay discount beside it.
 */
export function soldAt<T extends { price: number; base_price: number | null }>(pass: T, pricing: EffectivePricing | undefined): T {
  if (!pricing || pricing.price === null || pricing.price === pass.price) return pass;
  const base = pass.base_price ?? pass.price;
  return { ...pass, price: pricing.price, base_price: pricing.price < base ? base : null };
}

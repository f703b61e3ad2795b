import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createPricingRulesRepository(db: Kysely<Database>) {
  return {
    /** A channel's replay pricing rules, steps as stored (JSON text). */
    rulesOf: (channelId: number) => db.selectFrom('pricing_rules').select(['id', 'event_id', 'event_category_id', 'steps']).where('channel_id', '=', channelId).execute(),

    /** What the rules need of each event: its own pricing, category (and parent) and its public single-event package's price. */
    eventsPricing: (channelId: number, eventIds: readonly number[]) =>
      db
        .selectFrom('events as e')
        .leftJoin('event_categories as c', 'c.id', 'e.event_category_id')
        .leftJoin('passes as p', (join) => join.onRef('p.event_id', '=', 'e.id').on('p.type', '=', 'event').on('p.visibility', '=', 'public'))
        .select(['e.id', 'e.pricing_type', 'e.end_utc_ts', 'e.event_category_id', 'c.parent_id as category_parent_id', 'p.price'])
        .where('e.channel_id', '=', channelId)
        .where('e.id', 'in', [...eventIds])
        .execute(),
  };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createEntitlementsRepository(db: Kysely<Database>) {
  return {
    /** A user's paid, active orders, each with its whole pass. */
    liveOrdersWithPasses: (userId: number) =>
      db
        .selectFrom('orders as o')
        .innerJoin('passes as p', 'p.id', 'o.pass_id')
        .selectAll('p')
        .select(['o.status', 'o.activity_status', 'o.period_end', 'o.channel_id as order_channel_id'])
        .where('o.user_id', '=', userId)
        .where('o.status', '=', 'paid')
        .where('o.activity_status', '=', 'active')
        .execute(),
  };
}

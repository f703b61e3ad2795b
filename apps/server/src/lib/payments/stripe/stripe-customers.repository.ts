import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** The only SQL of the Stripe provider: which Stripe customer is which user. */
export function createStripeCustomers(db: Kysely<Database>) {
  return {
    find: async (userId: number) =>
      (await db.selectFrom('payment_customers').select('customer_id').where('provider', '=', 'stripe').where('user_id', '=', userId).executeTakeFirst())?.customer_id,

    user: (userId: number) => db.selectFrom('users').select(['email', 'created_at']).where('id', '=', userId).executeTakeFirst(),

    /** Stores the customer unless another request stored one first; answers the one stored. */
    async store(userId: number, customerId: string, at: string): Promise<string> {
      await db
        .insertInto('payment_customers')
        .values({ provider: 'stripe', user_id: userId, customer_id: customerId, created_at: at })
        .onConflict((oc) => oc.columns(['provider', 'user_id']).doNothing())
        .execute();
      return (await this.find(userId))!;
    },
  };
}
export type StripeCustomers = ReturnType<typeof createStripeCustomers>;

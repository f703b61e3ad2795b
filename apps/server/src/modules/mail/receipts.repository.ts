import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** The SQL of receipts: what a paid order's receipt says and where it goes. */
export function createReceiptsRepository(db: Kysely<Database>) {
  return {
    /** In the transaction that marks the order paid: the paying card (when the provider named it) and the buyer's address now. */
    async stampPaid(trx: Transaction<Database>, orderId: number, card: { brand: string; last4: string } | undefined): Promise<void> {
      const owner = await trx.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id').select('u.email').where('o.id', '=', orderId).executeTakeFirst();
      await trx
        .updateTable('orders')
        .set({ receipt_email: owner?.email ?? null, ...(card ? { card_brand: card.brand, card_last4: card.last4 } : {}) })
        .where('id', '=', orderId)
        .execute();
    },

    /** The order with its buyer and channel, for the receipt mail. */
    findReceipt: (orderId: number) =>
      db
        .selectFrom('orders as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .innerJoin('channels as c', 'c.id', 'o.channel_id')
        .select([
          'o.id',
          'o.channel_id',
          'o.product_name',
          'o.service_fee',
          'o.currency',
          'o.card_brand',
          'o.card_last4',
          'o.receipt_email',
          'o.period_end',
          'o.type',
          'u.first_name',
          'c.name as channel_name',
          'c.language',
        ])
        .where('o.id', '=', orderId)
        .executeTakeFirst(),
  };
}
export type ReceiptsRepository = ReturnType<typeof createReceiptsRepository>;

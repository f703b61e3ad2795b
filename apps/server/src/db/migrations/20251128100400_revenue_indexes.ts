import type { Kysely } from 'kysely';

/**
 * Revenue figures (issue 17, docs/decisions/0057-revenue-figures.md) read a range of days of a channel's transactions
 * on request: by their time, so a month's figures do not read the whole history. (Orders by channel and time are
 * served by `orders_channel_created_id_idx`, migration 20251128100201.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Covering what the figures read of a transaction, so a range is read from the index alone before joining the orders.
  await db.schema.createIndex('transactions_created_idx').on('transactions').columns(['created_at', 'status', 'currency', 'amount', 'order_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('transactions_created_idx').execute();
}

import type { Kysely } from 'kysely';

/**
 * Spec §9 price label: how many offer units one payment buys ("/ 6 months"); and, on orders, what
 * the buyer's confirmation and receipt show: the card's brand and last four digits, and the address
 * the receipt went to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  await db.schema.alterTable('passes').addColumn('period_count', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('orders').addColumn('card_brand', 'varchar(32)').execute();
  await db.schema.alterTable('orders').addColumn('card_last4', 'varchar(4)').execute();
  await db.schema.alterTable('orders').addColumn('receipt_email', 'varchar(320)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('receipt_email').execute();
  await db.schema.alterTable('orders').dropColumn('card_last4').execute();
  await db.schema.alterTable('orders').dropColumn('card_brand').execute();
  await db.schema.alterTable('passes').dropColumn('period_count').execute();
}

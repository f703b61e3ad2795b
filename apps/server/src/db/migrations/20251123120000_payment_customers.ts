import type { Kysely } from 'kysely';

const timestamp = 'varchar(32)';

/**
 * A user's customer at a payment provider (Stripe's `cus_…`), made on first need; and, on orders,
 * what a subscription's renewal charges: the saved card and the amount (a trial's renewal charges
 * the pass's price, not the trial's 0).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_customers')
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_customers_pkey', ['provider', 'user_id'])
    .execute();
  // SQLite adds one column per statement.
  await db.schema.alterTable('orders').addColumn('payment_method', 'varchar(255)').execute();
  await db.schema.alterTable('orders').addColumn('renewal_amount', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('renewal_amount').execute();
  await db.schema.alterTable('orders').dropColumn('payment_method').execute();
  await db.schema.dropTable('payment_customers').execute();
}

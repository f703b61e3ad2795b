import type { Kysely } from 'kysely';

const timestamp = 'varchar(32)';

/**
 * The sandbox payment provider's own state, standing in for what Stripe keeps on its side:
 * card tokens (brand and last four digits only, never the number) and the payments made with them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_payment_methods')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('brand', 'varchar(16)', (c) => c.notNull())
    .addColumn('last4', 'varchar(4)', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'varchar(32)', (c) => c.notNull()) // a sandbox outcome: succeeds | declined | insufficient_funds
    .addColumn('customer', 'varchar(64)') // set once the card is saved for a customer
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sandbox_payment_methods_customer_idx').on('sandbox_payment_methods').column('customer').execute();

  await db.schema
    .createTable('sandbox_payments')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('payment_method', 'varchar(64)', (c) => c.notNull())
    .addColumn('customer', 'varchar(64)')
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull()) // processing | succeeded | failed | refunded
    .addColumn('failure_message', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_payments').execute();
  await db.schema.dropTable('sandbox_payment_methods').execute();
}

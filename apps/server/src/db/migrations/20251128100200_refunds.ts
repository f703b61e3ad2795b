import type { Kysely } from 'kysely';
import { channelRef, indexChannelId, serialId } from './helpers';

const timestamp = 'varchar(32)';

/**
 * Refunds (issue 17, docs/decisions/0055-refunds.md): one row per refund of an order, full or partial, whether the
 * console asked for it (operator_id set) or the provider's dashboard did (operator_id null, row made from the webhook).
 * `status` is requested | succeeded | failed. A console refund reserves its amount on `orders.refunded_amount` in one
 * conditional update before the provider is called, so two concurrent requests cannot both pass "what remains"; the
 * reservation is released when the provider refuses. `provider_refund_id` (the provider's id, e.g. Stripe's re_...) and
 * `idempotency_key` (sent to the provider) are unique, so the console's action and the provider's webhook converge on
 * one row. Amounts are integer minor units in the order's currency.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull()) // requested | succeeded | failed
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('provider_refund_id', 'varchar(255)')
    .addColumn('idempotency_key', 'varchar(255)')
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id').onDelete('set null'))
    .addColumn('failure_message', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await indexChannelId(db, 'refunds');
  await db.schema.createIndex('refunds_order_idx').on('refunds').column('order_id').execute();
  await db.schema.createIndex('refunds_provider_refund_uq').on('refunds').columns(['provider', 'provider_refund_id']).unique().execute();
  await db.schema.createIndex('refunds_idempotency_uq').on('refunds').column('idempotency_key').unique().execute();
  // What has been refunded or is being refunded (reserved), in minor units; total - refunded_amount is what remains.
  await db.schema.alterTable('orders').addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // Revenue by day reads refunds by channel and time.
  await db.schema.createIndex('refunds_channel_created_idx').on('refunds').columns(['channel_id', 'created_at']).execute();

  // The sandbox provider's side of a refund, standing in for Stripe's: pending, then succeeded or failed through an event.
  await db.schema
    .createTable('sandbox_refunds')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('payment_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull()) // pending | succeeded | failed
    .addColumn('failure_message', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sandbox_refunds_payment_idx').on('sandbox_refunds').column('payment_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_refunds').execute();
  await db.schema.alterTable('orders').dropColumn('refunded_amount').execute();
  await db.schema.dropTable('refunds').execute();
}

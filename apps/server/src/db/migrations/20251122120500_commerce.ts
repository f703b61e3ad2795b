import type { Kysely } from 'kysely';
import { channelRef, indexChannelId, serialId } from './helpers';

const timestamp = 'varchar(32)';

/**
 * Commerce: what each pass covers and grants, promo codes, orders with their events and
 * transactions, and the provider events already processed (each one applied exactly once).
 * Money is in integer minor units. Orders keep no card data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  await db.schema.alterTable('passes').addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('cascade')).execute();
  await db.schema.alterTable('passes').addColumn('covers_all_events', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('passes').addColumn('capabilities', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.createIndex('passes_event_id_uq').on('passes').column('event_id').unique().execute();

  const passLink = (table: string, column: string, target: string) =>
    db.schema
      .createTable(table)
      .addColumn('pass_id', 'integer', (c) => c.notNull().references('passes.id').onDelete('cascade'))
      .addColumn(column, 'integer', (c) => c.notNull().references(target).onDelete('cascade'))
      .addPrimaryKeyConstraint(`${table}_pkey`, ['pass_id', column])
      .execute();
  await passLink('pass_categories', 'event_category_id', 'event_categories.id');
  await passLink('pass_participants', 'participant_id', 'participants.id');
  // The base pass lists its additions; an addition counts only together with one of its bases.
  await passLink('pass_extras', 'extra_pass_id', 'passes.id');
  await db.schema.createIndex('pass_extras_extra_idx').on('pass_extras').column('extra_pass_id').execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('code_normalized', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull()) // 'percent' | 'amount'
    .addColumn('value', 'integer', (c) => c.notNull()) // percent 1-100, or minor units off
    .addColumn('valid_from', timestamp)
    .addColumn('valid_to', timestamp)
    .addColumn('max_redemptions', 'integer')
    .addColumn('redemptions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pass_ids', 'text') // JSON array of pass ids; null: every pass
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupons_channel_code_uq').on('coupons').columns(['channel_id', 'code_normalized']).unique().execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    // Orders stay for accounting when their account is deleted.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('pass_id', 'integer', (c) => c.notNull().references('passes.id'))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('set null'))
    .addColumn('event_category_id', 'integer', (c) => c.references('event_categories.id').onDelete('set null'))
    .addColumn('participant_id', 'integer', (c) => c.references('participants.id').onDelete('set null'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('activity_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('renewal_state', 'varchar(16)')
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('service_fee', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id').onDelete('set null'))
    .addColumn('coupon_code', 'varchar(64)')
    .addColumn('period_start', timestamp)
    .addColumn('period_end', timestamp)
    .addColumn('provider', 'varchar(16)')
    .addColumn('provider_payment_id', 'varchar(255)')
    .addColumn('provider_subscription_id', 'varchar(255)')
    .addColumn('idempotency_key', 'varchar(255)')
    .addColumn('failure_message', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await indexChannelId(db, 'orders');
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_idempotency_uq').on('orders').column('idempotency_key').unique().execute();
  await db.schema.createIndex('orders_provider_payment_idx').on('orders').columns(['provider', 'provider_payment_id']).execute();
  await db.schema.createIndex('orders_provider_subscription_idx').on('orders').columns(['provider', 'provider_subscription_id']).execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull()) // created | updated (a renewal)
    .addColumn('period_start', timestamp)
    .addColumn('period_end', timestamp)
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order_idx').on('order_events').column('order_id').execute();

  await db.schema
    .createTable('transactions')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull()) // created | failed | paid | refunded
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('provider_ref', 'varchar(255)')
    .addColumn('message', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('transactions_order_idx').on('transactions').column('order_id').execute();

  await db.schema
    .createTable('processed_provider_events')
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(64)', (c) => c.notNull())
    .addColumn('processed_at', timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('processed_provider_events_pkey', ['provider', 'event_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['processed_provider_events', 'transactions', 'order_events', 'orders', 'coupons', 'pass_extras', 'pass_participants', 'pass_categories']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('passes_event_id_uq').execute();
  for (const column of ['capabilities', 'covers_all_events', 'event_id']) await db.schema.alterTable('passes').dropColumn(column).execute();
}

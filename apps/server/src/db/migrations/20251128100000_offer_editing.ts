import type { Kysely } from 'kysely';
import { channelRef, indexChannelId, serialId } from './helpers';

/**
 * The console's offer editing (issue 17, docs/decisions/0053-offer-editing-and-replay-pricing.md): a pass gets a
 * description and a visibility (hidden passes are left out of viewer lists; their orders keep working), and
 * `pricing_rules` holds replay pricing: per event or per event category, `steps` is a JSON array of
 * `{after_hours, pricing_type, price, price_percent}` applied once the event has ended that many hours ago.
 * An event's own rule wins over its category's, which wins over its parent category's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('passes').addColumn('description', 'text').execute();
  await db.schema.alterTable('passes').addColumn('visibility', 'varchar(16)', (c) => c.notNull().defaultTo('public')).execute();
  await db.schema
    .createTable('pricing_rules')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('cascade'))
    .addColumn('event_category_id', 'integer', (c) => c.references('event_categories.id').onDelete('cascade'))
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await indexChannelId(db, 'pricing_rules');
  await db.schema.createIndex('pricing_rules_event_uq').on('pricing_rules').column('event_id').unique().execute();
  await db.schema.createIndex('pricing_rules_category_uq').on('pricing_rules').column('event_category_id').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pricing_rules').execute();
  await db.schema.alterTable('passes').dropColumn('visibility').execute();
  await db.schema.alterTable('passes').dropColumn('description').execute();
}

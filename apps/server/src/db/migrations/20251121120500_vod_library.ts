import type { Kysely } from 'kysely';
import { channelRef, indexChannelId, serialId } from './helpers';

/** The VOD library: categories, items (id, title, date, assets) and rails of items. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vod_media_categories')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('alias', 'varchar(120)', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('vod_media_categories_channel_alias_unique', ['channel_id', 'alias'])
    .execute();

  await db.schema
    .createTable('vod_media_items')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('vod_media_category_id', 'integer', (c) => c.references('vod_media_categories.id').onDelete('set null'))
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('date', 'varchar(32)', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'text')
    .addColumn('preview', 'text')
    .addColumn('video_url', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vod_media_items_channel_date_idx').on('vod_media_items').columns(['channel_id', 'date']).execute();
  await db.schema.createIndex('vod_media_items_category_idx').on('vod_media_items').columns(['vod_media_category_id', 'date']).execute();

  await db.schema
    .createTable('vod_media_rails')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('vod_media_rail_items')
    .addColumn('rail_id', 'integer', (c) => c.notNull().references('vod_media_rails.id').onDelete('cascade'))
    .addColumn('vod_media_item_id', 'integer', (c) => c.notNull().references('vod_media_items.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('vod_media_rail_items_pk', ['rail_id', 'vod_media_item_id'])
    .execute();

  for (const table of ['vod_media_categories', 'vod_media_items', 'vod_media_rails']) await indexChannelId(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['vod_media_rail_items', 'vod_media_rails', 'vod_media_items', 'vod_media_categories']) await db.schema.dropTable(table).execute();
}

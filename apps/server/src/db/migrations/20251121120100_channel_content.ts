import type { Kysely } from 'kysely';
import { channelRef, indexChannelId, serialId } from './helpers';

/** Menu, pages, slides, FAQ and static blocks: what an operator edits on a channel. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('menu_entries')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('pages')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('alt_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addUniqueConstraint('pages_channel_alt_name_unique', ['channel_id', 'alt_name'])
    .execute();

  await db.schema
    .createTable('slides')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('slidable_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('slidable_id', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('faq_entries')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('static_blocks')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('alias', 'varchar(120)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('position', 'varchar(16)', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('static_blocks_channel_alias_unique', ['channel_id', 'alias'])
    .execute();

  for (const table of ['menu_entries', 'pages', 'slides', 'faq_entries', 'static_blocks']) await indexChannelId(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['static_blocks', 'faq_entries', 'slides', 'pages', 'menu_entries']) await db.schema.dropTable(table).execute();
}

import type { Kysely } from 'kysely';
import { channelRef, indexChannelId, serialId } from './helpers';

/** Locations, nested categories (sports → divisions), schools and their teams. Events reference these later. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_locations')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country_code', 'varchar(2)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('event_categories')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('parent_id', 'integer', (c) => c.references('event_categories.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('alias', 'varchar(120)', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('event_categories_channel_alias_unique', ['channel_id', 'alias'])
    .execute();

  await db.schema
    .createTable('participant_groups')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('alias', 'varchar(120)', (c) => c.notNull())
    .addColumn('image', 'text')
    .addUniqueConstraint('participant_groups_channel_alias_unique', ['channel_id', 'alias'])
    .execute();

  await db.schema
    .createTable('participant_group_properties')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('participant_group_id', 'integer', (c) => c.notNull().references('participant_groups.id').onDelete('cascade'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('participants')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('participant_group_id', 'integer', (c) => c.references('participant_groups.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('alias', 'varchar(120)', (c) => c.notNull())
    .addColumn('logo', 'text')
    .addColumn('color', 'varchar(7)', (c) => c.notNull())
    .addColumn('gender', 'varchar(8)', (c) => c.notNull())
    .addColumn('sport', 'varchar(120)', (c) => c.notNull())
    .addUniqueConstraint('participants_channel_alias_unique', ['channel_id', 'alias'])
    .execute();

  for (const table of ['event_locations', 'event_categories', 'participant_groups', 'participant_group_properties', 'participants']) {
    await indexChannelId(db, table);
  }
  await db.schema.createIndex('participants_group_idx').on('participants').column('participant_group_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['participants', 'participant_group_properties', 'participant_groups', 'event_categories', 'event_locations']) {
    await db.schema.dropTable(table).execute();
  }
}

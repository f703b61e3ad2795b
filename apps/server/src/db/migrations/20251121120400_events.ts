import type { Kysely } from 'kysely';
import { channelRef, indexChannelId, serialId } from './helpers';

/** Events with their participants (two = away and home, more allowed) and media (kinds 1–8). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('event_utc_ts', 'varchar(32)', (c) => c.notNull())
    .addColumn('end_utc_ts', 'varchar(32)', (c) => c.notNull())
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
    // null: the clock decides (upcoming → live → vod); otherwise the operator's override.
    .addColumn('stream_status', 'varchar(16)')
    .addColumn('pricing_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('away_participant_id', 'integer', (c) => c.references('participants.id').onDelete('set null'))
    .addColumn('home_participant_id', 'integer', (c) => c.references('participants.id').onDelete('set null'))
    .addColumn('participant_id', 'integer', (c) => c.references('participants.id').onDelete('set null'))
    .addColumn('participant_group_id', 'integer', (c) => c.references('participant_groups.id').onDelete('set null'))
    .addColumn('event_category_id', 'integer', (c) => c.references('event_categories.id').onDelete('set null'))
    .addColumn('location_id', 'integer', (c) => c.references('event_locations.id').onDelete('set null'))
    .addColumn('division', 'varchar(120)')
    .addColumn('group_name', 'varchar(120)')
    .addColumn('gender', 'varchar(8)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema.createIndex('events_channel_start_idx').on('events').columns(['channel_id', 'event_utc_ts']).execute();
  await db.schema.createIndex('events_channel_end_idx').on('events').columns(['channel_id', 'end_utc_ts']).execute();
  await db.schema.createIndex('events_category_idx').on('events').columns(['event_category_id', 'event_utc_ts']).execute();
  await db.schema.createIndex('events_group_idx').on('events').columns(['participant_group_id', 'event_utc_ts']).execute();
  await db.schema.createIndex('events_location_idx').on('events').column('location_id').execute();
  await db.schema.createIndex('events_participant_idx').on('events').column('participant_id').execute();
  await db.schema.createIndex('events_channel_division_idx').on('events').columns(['channel_id', 'division']).execute();
  await db.schema.createIndex('events_channel_group_idx').on('events').columns(['channel_id', 'group_name']).execute();
  await db.schema.createIndex('events_channel_gender_idx').on('events').columns(['channel_id', 'gender']).execute();

  await db.schema
    .createTable('event_participants')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('participant_id', 'integer', (c) => c.notNull().references('participants.id').onDelete('cascade'))
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('event_participants_pk', ['event_id', 'participant_id'])
    .execute();
  await db.schema.createIndex('event_participants_participant_idx').on('event_participants').columns(['participant_id', 'event_id']).execute();

  await db.schema
    .createTable('event_media')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('event_media_event_idx').on('event_media').columns(['event_id', 'kind']).execute();

  await indexChannelId(db, 'events');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['event_media', 'event_participants', 'events']) await db.schema.dropTable(table).execute();
}

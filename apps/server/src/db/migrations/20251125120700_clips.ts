import type { Kysely } from 'kysely';
import { channelRef, serialId } from './helpers';

const timestamp = 'varchar(32)';

/** A user's clips of an event's video (spec §3, §4): rendered by a job, shared by an unguessable uuid. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('clips')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('event_media_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull()) // JSON array of strings
    .addColumn('start_time', 'double precision', (c) => c.notNull())
    .addColumn('duration', 'double precision', (c) => c.notNull())
    // The source: a demo asset and the fingerprint of its files when the clip was cut.
    .addColumn('asset', 'varchar(40)', (c) => c.notNull())
    .addColumn('asset_version', 'varchar(40)', (c) => c.notNull())
    // 'vod': seconds of the replay; 'live': seconds since the live feed started.
    .addColumn('source', 'varchar(8)', (c) => c.notNull().defaultTo('vod'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('failure_reason', 'text')
    .addColumn('share_uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('downloaded_at', timestamp)
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clips_user_idx').on('clips').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('clips_event_idx').on('clips').column('event_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('clips').execute();
}

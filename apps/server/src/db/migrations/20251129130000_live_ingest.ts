import type { Kysely } from 'kysely';
import { channelRef, indexChannelId } from './helpers';

/**
 * RTMP ingest (issue 24, docs/decisions/0067-rtmp-ingest.md): one row per event that has a stream key, and the
 * index of its recorded segments, which the live playlists, clips and the replay are read from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_ingests')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('key_sealed', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)')
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('runs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reconnects', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('renditions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('health', 'text')
    .addColumn('dvr_seconds', 'integer', (c) => c.notNull())
    .addColumn('reconnect_seconds', 'integer', (c) => c.notNull())
    .addColumn('replay_published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('trim_start', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('trim_end', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await indexChannelId(db, 'live_ingests');
  await db.schema
    .createTable('live_segments')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('rendition', 'varchar(8)', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('uri', 'varchar(64)', (c) => c.notNull())
    .addColumn('duration', 'double precision', (c) => c.notNull())
    .addColumn('start_ms', 'double precision', (c) => c.notNull())
    .addColumn('discontinuity', 'integer', (c) => c.notNull())
    .addColumn('discontinuities', 'integer', (c) => c.notNull())
    .addColumn('slate', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_segments_pk', ['event_id', 'rendition', 'sequence'])
    .execute();
  await db.schema.createIndex('live_segments_start_idx').on('live_segments').columns(['event_id', 'rendition', 'start_ms']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_segments').execute();
  await db.schema.dropTable('live_ingests').execute();
}

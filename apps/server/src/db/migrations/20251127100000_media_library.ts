import type { Kysely } from 'kysely';
import { channelRef, indexChannelId, serialId } from './helpers';

const timestamp = 'varchar(32)';

/**
 * The media library (docs/decisions/0050-media-library.md): operators' own videos, uploaded with
 * tus, transcoded into an HLS ladder by a job, with captions and markers. Events, VOD items and
 * prerolls name a library video as `lib-<id>` in their stored media URLs, as they name demo videos.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_assets')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('original_filename', 'varchar(255)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('stage', 'varchar(20)')
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failure_reason', 'text')
    // Bytes can pass 2^31: bigint, read back as numbers by the repository.
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('storage_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('duration', 'double precision')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('frame_rate', 'double precision')
    .addColumn('has_audio', 'integer')
    .addColumn('container', 'varchar(60)')
    .addColumn('normalize_audio', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('renditions', 'text', (c) => c.notNull().defaultTo('[]')) // JSON array of MediaRendition
    .addColumn('poster', 'varchar(60)') // file name of the chosen poster in the asset's folder
    .addColumn('poster_candidates', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_preview', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('playable', 'integer', (c) => c.notNull().defaultTo(0))
    // Each processing run counts up: a job of an older run (cancelled, retried) stops when it sees a newer one.
    .addColumn('run', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('operators.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('processed_at', timestamp)
    .execute();
  await indexChannelId(db, 'media_assets');
  await db.schema.createIndex('media_assets_state_idx').on('media_assets').columns(['state', 'created_at']).execute();

  await db.schema
    .createTable('media_captions')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('media_assets.id').onDelete('cascade'))
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('label', 'varchar(60)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addUniqueConstraint('media_captions_asset_language_unique', ['asset_id', 'language'])
    .execute();

  await db.schema
    .createTable('media_markers')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('media_assets.id').onDelete('cascade'))
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('seconds', 'double precision', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_markers_asset_idx').on('media_markers').columns(['asset_id', 'seconds']).execute();

  // One row per tus upload: who may resume it, and what it becomes once complete.
  await db.schema
    .createTable('media_uploads')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('filename', 'varchar(255)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('normalize_audio', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('offset_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('asset_id', 'integer', (c) => c.references('media_assets.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('completed_at', timestamp)
    .execute();
  await db.schema.createIndex('media_uploads_operator_idx').on('media_uploads').columns(['operator_id', 'completed_at']).execute();
  await db.schema.createIndex('media_uploads_expires_idx').on('media_uploads').column('expires_at').execute();

  // null: the server's MEDIA_QUOTA_GB.
  await db.schema.alterTable('channels').addColumn('media_quota_gb', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('channels').dropColumn('media_quota_gb').execute();
  for (const table of ['media_uploads', 'media_markers', 'media_captions', 'media_assets']) await db.schema.dropTable(table).execute();
}

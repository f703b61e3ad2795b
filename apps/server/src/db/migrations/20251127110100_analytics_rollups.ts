import type { Kysely } from 'kysely';
import { channelRef } from './helpers';

/**
 * Analytics rollups (issue 16), computed by the rollup job from the raw rows of 20251127110000 and kept after the raw
 * rows are deleted. Console reads use these tables only. `analytics_rollup_watermarks` holds, per raw table, the last
 * `seq` the job has folded in, so each run starts from the rows it has not seen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_rollup_watermarks')
    .addColumn('source', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('last_seq', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('analytics_daily')
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('sessions', 'integer', (c) => c.notNull())
    .addColumn('unique_viewers', 'integer', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('watch_seconds', 'double precision', (c) => c.notNull())
    .addColumn('by_device', 'text', (c) => c.notNull())
    .addColumn('by_platform', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_pk', ['channel_id', 'day'])
    .execute();
  await db.schema
    .createTable('analytics_event_daily')
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('stream_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('stream_type', 'varchar(16)')
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('unique_viewers', 'integer', (c) => c.notNull())
    .addColumn('watch_seconds', 'double precision', (c) => c.notNull())
    .addColumn('startup_samples', 'text', (c) => c.notNull())
    .addColumn('startup_p50_ms', 'double precision')
    .addColumn('startup_p95_ms', 'double precision')
    .addColumn('rebuffer_count', 'integer', (c) => c.notNull())
    .addColumn('rebuffer_ms', 'double precision', (c) => c.notNull())
    .addColumn('bitrate_sum', 'double precision', (c) => c.notNull())
    .addColumn('bitrate_samples', 'integer', (c) => c.notNull())
    .addColumn('rendition_switches', 'integer', (c) => c.notNull())
    .addColumn('error_views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_event_daily_pk', ['channel_id', 'day', 'stream_id'])
    .execute();
  await db.schema
    .createTable('analytics_event_minutes')
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('minute', 'varchar(16)', (c) => c.notNull())
    .addColumn('stream_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('viewers', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_event_minutes_pk', ['channel_id', 'minute', 'stream_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['analytics_event_minutes', 'analytics_event_daily', 'analytics_daily', 'analytics_rollup_watermarks']) await db.schema.dropTable(table).execute();
}

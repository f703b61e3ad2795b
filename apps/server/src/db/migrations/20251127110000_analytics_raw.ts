import type { CreateTableBuilder, Kysely } from 'kysely';
import { channelRef, serialId } from './helpers';

/**
 * The analytics service's raw rows (issue 16), one table per spec §7 route. Every row has its channel, its receipt
 * time and day (UTC), its session, and a `row_id` given on receipt, so a batch written twice (a Redis Stream entry
 * redelivered after a crash) is stored once. `seq` orders rows by commit for incremental rollups; rollups and
 * retention read by (channel_id, received_at).
 */
const TABLES = ['analytics_sessions', 'analytics_events', 'analytics_video_events', 'analytics_viewings'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const common = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('seq', 'integer', serialId(db))
      .addColumn('row_id', 'varchar(36)', (c) => c.notNull().unique())
      .addColumn('channel_id', 'integer', channelRef)
      .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('session', 'varchar(64)')
      .addColumn('ip', 'varchar(64)');
  const views = (table: CreateTableBuilder<string, never>) =>
    table
      .addColumn('video_view_uuid', 'varchar(64)')
      .addColumn('stream_id', 'varchar(64)')
      .addColumn('stream_type', 'varchar(16)')
      .addColumn('device_type', 'varchar(32)')
      .addColumn('platform', 'varchar(64)');

  await common('analytics_sessions')
    .addColumn('profile', 'varchar(64)')
    .addColumn('device_type', 'varchar(32)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('resolution', 'varchar(32)')
    .addColumn('platform', 'varchar(64)')
    .execute();
  await common('analytics_events')
    .addColumn('profile', 'varchar(64)')
    .addColumn('user_id', 'integer')
    .addColumn('user_email_hash', 'varchar(64)')
    .addColumn('event', 'varchar(64)', (c) => c.notNull())
    .addColumn('extras', 'text')
    .addColumn('origin_url', 'varchar(2048)')
    .execute();
  await views(common('analytics_video_events'))
    .addColumn('event', 'varchar(32)', (c) => c.notNull())
    .addColumn('startup_ms', 'double precision')
    .addColumn('bitrate', 'double precision')
    .addColumn('error_type', 'varchar(64)')
    .addColumn('error_fatal', 'integer')
    .addColumn('position', 'double precision')
    .addColumn('rebuffer_ms', 'double precision')
    .addColumn('extras', 'text')
    .execute();
  await views(common('analytics_viewings'))
    .addColumn('viewing_time', 'double precision', (c) => c.notNull())
    .addColumn('category', 'varchar(120)')
    .addColumn('sport', 'varchar(120)')
    .addColumn('gender', 'varchar(32)')
    .addColumn('school', 'varchar(200)')
    .addColumn('league', 'varchar(200)')
    .execute();
  for (const table of TABLES) await db.schema.createIndex(`${table}_channel_received_idx`).on(table).columns(['channel_id', 'received_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).execute();
}

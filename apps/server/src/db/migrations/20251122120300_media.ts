import { type Kysely, sql } from 'kysely';

/** The demo videos as this migration knows them (frozen: the app's list may change later). */
const DEMO_ASSETS = ['arena', 'bars', 'court', 'field'];

/**
 * Operator control of simulated live feeds (one row per event an operator started or stopped;
 * without a row the feed follows the event's schedule), and the demo catalogue's placeholder
 * playback URLs turned into references to the generated demo videos.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_feeds')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('stopped_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await pointPlaceholdersAtDemoVideos(db);
}

/** Catalogues seeded before demo videos existed carry `/media/<live|vod>/<event id>/index.m3u8`, which never played. */
export async function pointPlaceholdersAtDemoVideos(db: Kysely<unknown>): Promise<void> {
  const placeholders = await sql<{ id: number; event_id: number; url: string }>`
    select id, event_id, url from event_media where url like '/media/live/%/index.m3u8' or url like '/media/vod/%/index.m3u8'`.execute(db);
  for (const row of placeholders.rows) {
    const kind = row.url.startsWith('/media/live/') ? 'live' : 'vod';
    const url = `/media/hls/${kind}/${DEMO_ASSETS[Number(row.event_id) % DEMO_ASSETS.length]}/master.m3u8`;
    await sql`update event_media set url = ${url} where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_feeds').execute();
}

import type { Kysely } from 'kysely';

/**
 * The live fallback slate (issue 15, docs/decisions/0058-live-fallback-slate.md): the video viewers see, looped, while an
 * event's live feed is not on air. Stored like a replay's playlist URL (`/media/hls/vod/<video>/master.m3u8`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('live_slate', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('live_slate').execute();
}

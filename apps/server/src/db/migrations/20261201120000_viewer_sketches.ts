import type { Kysely } from 'kysely';

/**
 * Unique viewers over a range (docs/decisions/0087): each channel-day and event-day rollup keeps a HyperLogLog sketch
 * of its viewers (base64 text, lib/hyperloglog.ts), merged for ranges past raw-row retention. Rows rolled up before
 * this migration have none (null) until their day is rolled up again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analytics_daily').addColumn('viewer_sketch', 'text').execute();
  await db.schema.alterTable('analytics_event_daily').addColumn('viewer_sketch', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analytics_event_daily').dropColumn('viewer_sketch').execute();
  await db.schema.alterTable('analytics_daily').dropColumn('viewer_sketch').execute();
}

import type { Kysely } from 'kysely';

/**
 * Issue 29: when a preroll plays first, a programme's `first_frame` carries the viewer's startup (`startup_ms`, from
 * the ad's play request to the ad's first frame) and the programme's own start after the ad (`programme_startup_ms`).
 * The latter gets a raw column like the other QoE values, and each event-day keeps its samples (sorted JSON, one
 * number per view that waited for an ad) for exact percentiles over any range, as `startup_samples` does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analytics_video_events').addColumn('programme_startup_ms', 'double precision').execute();
  await db.schema.alterTable('analytics_event_daily').addColumn('programme_startup_samples', 'text', (c) => c.notNull().defaultTo('[]')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analytics_event_daily').dropColumn('programme_startup_samples').execute();
  await db.schema.alterTable('analytics_video_events').dropColumn('programme_startup_ms').execute();
}

import type { Kysely } from 'kysely';
import { channelRef, serialId } from './helpers';

const timestamp = 'varchar(32)';

/**
 * The live score (modules/scores, docs/decisions/0082-live-score.md): `event_scores` is the score as it stands, one row
 * per event once a scorekeeper starts; `event_score_changes` is its history, each change with its offset into the
 * event's video (the replay shows the score at each moment) and the replay marker made for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_scores')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('home', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('away', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('period', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('clock_running', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clock_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clock_started_at', timestamp)
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('event_score_changes')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('kind', 'varchar(16)', (c) => c.notNull()) // home | away | period
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('home', 'integer', (c) => c.notNull())
    .addColumn('away', 'integer', (c) => c.notNull())
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('offset_s', 'double precision', (c) => c.notNull())
    .addColumn('label', 'varchar(300)', (c) => c.notNull())
    .addColumn('marker_id', 'integer', (c) => c.references('media_markers.id').onDelete('set null'))
    .addColumn('operator_id', 'integer')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('event_score_changes_event_idx').on('event_score_changes').columns(['event_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_score_changes').execute();
  await db.schema.dropTable('event_scores').execute();
}

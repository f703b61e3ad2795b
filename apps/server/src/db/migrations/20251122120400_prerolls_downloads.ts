import type { Kysely } from 'kysely';

/**
 * Preroll suppression (a viewer who watched an event's preroll is not shown one again for that
 * event until `until`) and the downloads each user was granted (one per user and event, counted
 * once in users.downloads_count).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('preroll_views')
    // 'user' (viewer_id is a user id) or 'visitor' (viewer_id is the anonymous visitor's API key id).
    .addColumn('viewer_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('viewer_id', 'integer', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('preroll_id', 'integer', (c) => c.notNull().references('prerolls.id').onDelete('cascade'))
    .addColumn('until', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('preroll_views_pkey', ['viewer_kind', 'viewer_id', 'event_id'])
    .execute();
  await db.schema.createIndex('preroll_views_until_idx').on('preroll_views').column('until').execute();

  await db.schema
    .createTable('user_downloads')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_downloads_pkey', ['user_id', 'event_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_downloads').execute();
  await db.schema.dropTable('preroll_views').execute();
}

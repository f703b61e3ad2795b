import type { Kysely } from 'kysely';

/** Where each signed-in viewer stopped in each replay, for 'Resume' and 'Continue watching' across devices. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('watch_positions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('position', 'double precision', (c) => c.notNull())
    .addColumn('duration', 'double precision', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('watch_positions_pkey', ['user_id', 'event_id'])
    .execute();
  await db.schema.createIndex('watch_positions_recent_idx').on('watch_positions').columns(['user_id', 'updated_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('watch_positions').execute();
}

import type { Kysely } from 'kysely';
import { channelRef, serialId } from './helpers';

/** A user's favourite teams (participant), schools (group) and sports or leagues (category): spec §3. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('favorites')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('favoritable_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('favoritable_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // Favouriting twice finds the first one; the list and the events filter read by user.
  await db.schema.createIndex('favorites_user_object_uq').on('favorites').columns(['user_id', 'favoritable_type', 'favoritable_id']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('favorites').execute();
}

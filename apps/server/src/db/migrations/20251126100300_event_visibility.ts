import type { Kysely } from 'kysely';

/** An operator can hide an event (draft, cancelled, sold earlier) without deleting it: viewers' lists leave hidden ones out. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('visibility', 'varchar(16)', (c) => c.notNull().defaultTo('public')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('visibility').execute();
}

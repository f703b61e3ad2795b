import type { Kysely } from 'kysely';

/** A page the operator is still writing is kept from viewers until published; every existing page stays published. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pages').addColumn('published', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pages').dropColumn('published').execute();
}

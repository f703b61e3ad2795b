import type { Kysely } from 'kysely';

/**
 * One row per periodic chore (housekeeping, key purge, analytics rollups): the instance that moves `due_at` past
 * now runs the chore for that period, so several instances on one database run it once (docs/decisions/0069).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chore_leases')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('due_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('claimed_by', 'varchar(200)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chore_leases').execute();
}

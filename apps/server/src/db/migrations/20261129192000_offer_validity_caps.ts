import type { Kysely } from 'kysely';

/**
 * The offer as an operator thinks of it: a one-off pass opens events only between `valid_from` and
 * `valid_until` (a season pass ends with its season), a pass may cap the clips and downloads it gives
 * (null: the channel's cap), and an event may be open to subscribers only (one-off passes do not cover it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('passes').addColumn('valid_from', 'text').execute();
  await db.schema.alterTable('passes').addColumn('valid_until', 'text').execute();
  await db.schema.alterTable('passes').addColumn('clip_limit', 'integer').execute();
  await db.schema.alterTable('passes').addColumn('download_limit', 'integer').execute();
  await db.schema.alterTable('events').addColumn('subscription_only', 'integer', (column) => column.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('subscription_only').execute();
  for (const column of ['download_limit', 'clip_limit', 'valid_until', 'valid_from']) await db.schema.alterTable('passes').dropColumn(column).execute();
}

import type { Kysely } from 'kysely';

/**
 * The console's setup checklist (modules/channel-setup): whether a page has been reviewed by an operator (pages a
 * channel is given from the templates start unreviewed; every existing page was written by someone, so it counts
 * as reviewed), and per channel the payment mode an operator confirmed and when the finished checklist was dismissed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pages').addColumn('reviewed', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema
    .createTable('channel_setup')
    .addColumn('channel_id', 'integer', (c) => c.primaryKey().references('channels.id').onDelete('cascade'))
    .addColumn('payment_mode_confirmed', 'varchar(20)')
    .addColumn('dismissed_at', 'varchar(32)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('channel_setup').execute();
  await db.schema.alterTable('pages').dropColumn('reviewed').execute();
}

import type { Kysely } from 'kysely';
import { channelRef, serialId } from './helpers';

/**
 * Each time a user signs in (password, registration, social provider or a linked device): when, how, from which
 * address and country and with which browser, so support can read a customer's sign-in history and last known
 * country (docs/decisions/0056-customer-support-console.md). Rows go with the user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_ins')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('country_code', 'varchar(2)')
    .addColumn('user_agent', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_ins_user_at_idx').on('sign_ins').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_ins').execute();
}

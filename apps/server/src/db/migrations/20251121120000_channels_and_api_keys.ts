import type { Kysely } from 'kysely';
import { channelRef, indexChannelId, serialId } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('channels')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hostnames', 'text', (c) => c.notNull())
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('logo', 'text')
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('color_settings', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('channel_id', 'integer', channelRef)
    // The users table arrives with accounts; the reference is added then.
    .addColumn('user_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await indexChannelId(db, 'api_keys');
  await db.schema.createIndex('api_keys_expires_at_idx').on('api_keys').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
  await db.schema.dropTable('channels').execute();
}

import type { Kysely } from 'kysely';
import { channelRef, indexChannelId, serialId } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A provider account (Google `sub`, Facebook user id) signs in as one user of the channel.
  await db.schema
    .createTable('social_identities')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('social_identities_subject_unique').on('social_identities').columns(['channel_id', 'provider', 'subject']).unique().execute();
  await db.schema.createIndex('social_identities_user_id_idx').on('social_identities').column('user_id').execute();

  // A social login under way: what the callback needs to finish it, found by the hash of its `state`.
  await db.schema
    .createTable('social_logins')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('state_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('api_key_id', 'integer', (c) => c.notNull().references('api_keys.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(128)', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('social_logins_expires_at_idx').on('social_logins').column('expires_at').execute();

  // One code per device key; `user_id` is set when a user (or the external site) links it.
  await db.schema
    .createTable('device_codes')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('device_key_id', 'integer', (c) => c.notNull().unique().references('api_keys.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('linked_at', 'varchar(32)')
    .execute();
  await indexChannelId(db, 'device_codes');
  await db.schema.createIndex('device_codes_expires_at_idx').on('device_codes').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_codes').execute();
  await db.schema.dropTable('social_logins').execute();
  await db.schema.dropTable('social_identities').execute();
}

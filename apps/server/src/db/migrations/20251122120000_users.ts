import { type Kysely, sql } from 'kysely';
import { channelRef, indexChannelId, isPostgres, serialId } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('email_normalized', 'varchar(254)', (c) => c.notNull())
    // null: the account signs in only through a social provider.
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('mailing_opt_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('temporary_password', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_verified_at', 'varchar(32)')
    .addColumn('trial_period_used', 'varchar(32)')
    .addColumn('clips_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('downloads_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await indexChannelId(db, 'users');
  await db.schema.createIndex('users_channel_email_unique').on('users').columns(['channel_id', 'email_normalized']).unique().execute();

  if (isPostgres(db)) {
    await sql`alter table api_keys add constraint api_keys_user_id_fkey foreign key (user_id) references users (id) on delete cascade`.execute(db);
  } else {
    await rebuildSqliteApiKeysWithUserReference(db);
  }
  await db.schema.createIndex('api_keys_user_id_idx').on('api_keys').column('user_id').execute();
}

/** SQLite cannot add a foreign key to an existing table; the table is rebuilt with it (it holds no user keys yet). */
async function rebuildSqliteApiKeysWithUserReference(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys_with_users')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await sql`insert into api_keys_with_users (id, hash, channel_id, user_id, created_at, last_used_at, expires_at)
    select id, hash, channel_id, null, created_at, last_used_at, expires_at from api_keys`.execute(db);
  await db.schema.dropTable('api_keys').execute();
  await db.schema.alterTable('api_keys_with_users').renameTo('api_keys').execute();
  await indexChannelId(db, 'api_keys');
  await db.schema.createIndex('api_keys_expires_at_idx').on('api_keys').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('api_keys_user_id_idx').execute();
  if (isPostgres(db)) await sql`alter table api_keys drop constraint api_keys_user_id_fkey`.execute(db);
  // On SQLite the rebuilt api_keys keeps its reference; dropping users first would break it, so keys of users go too.
  else await sql`update api_keys set user_id = null`.execute(db);
  await db.schema.dropTable('users').execute();
}

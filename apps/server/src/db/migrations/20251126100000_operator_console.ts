import { type Kysely, sql } from 'kysely';
import { serialId } from './helpers';

/**
 * The operator console's accounts, roles, sessions and audit log (docs/decisions/0039-operator-console-access.md),
 * and what a channel needs to be created and archived from it: a time zone, and an archive mark.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_owner', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('operator_channel_roles')
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addPrimaryKeyConstraint('operator_channel_roles_pkey', ['operator_id', 'channel_id'])
    .execute();
  await db.schema.createIndex('operator_channel_roles_channel_id_idx').on('operator_channel_roles').column('channel_id').execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('csrf_token', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operator_sessions_operator_id_idx').on('operator_sessions').column('operator_id').execute();
  await db.schema.createIndex('operator_sessions_expires_at_idx').on('operator_sessions').column('expires_at').execute();

  await db.schema
    .createTable('operator_recovery_codes')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('operator_recovery_codes_operator_id_idx').on('operator_recovery_codes').column('operator_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id').onDelete('set null'))
    .addColumn('operator_email', 'varchar(255)', (c) => c.notNull())
    .addColumn('channel_id', 'integer', (c) => c.references('channels.id').onDelete('set null'))
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('entity_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(64)')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_channel_at_idx').on('audit_log').columns(['channel_id', 'at']).execute();

  await db.schema.alterTable('channels').addColumn('time_zone', 'varchar(64)', (c) => c.notNull().defaultTo(sql.lit('America/Toronto'))).execute();
  await db.schema.alterTable('channels').addColumn('archived_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('channels').dropColumn('archived_at').execute();
  await db.schema.alterTable('channels').dropColumn('time_zone').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('operator_recovery_codes').execute();
  await db.schema.dropTable('operator_sessions').execute();
  await db.schema.dropTable('operator_channel_roles').execute();
  await db.schema.dropTable('operators').execute();
}

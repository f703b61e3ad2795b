import type { Kysely } from 'kysely';
import { serialId } from './helpers';

const timestamp = 'varchar(32)';

/**
 * Fair use of an account (docs/decisions/0084-devices-and-stream-limit.md).
 *
 * `api_key_devices`: what each signed-in session key was last seen as (device type and label from its user agent,
 * country from the geo module); one row per key, gone with the key.
 * `stream_leases`: a device playing an event holds a short lease renewed by heartbeats. With a channel stream limit,
 * a lease takes a numbered slot (1..limit) and (user_id, slot) is unique: two instances racing for the last slot
 * cannot both win, on SQLite and PostgreSQL alike. Without a limit, slot is null (no uniqueness).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_key_devices')
    .addColumn('api_key_id', 'integer', (c) => c.primaryKey().references('api_keys.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_type', 'varchar(16)', (c) => c.notNull()) // desktop | phone | tablet | tv | unknown
    .addColumn('label', 'varchar(120)', (c) => c.notNull())
    .addColumn('country_code', 'varchar(2)')
    .addColumn('first_seen_at', timestamp, (c) => c.notNull())
    .addColumn('last_seen_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('api_key_devices_user_id_idx').on('api_key_devices').column('user_id').execute();

  await db.schema
    .createTable('stream_leases')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('api_key_id', 'integer', (c) => c.notNull().references('api_keys.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('slot', 'integer')
    .addColumn('started_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stream_leases_user_slot_uq').on('stream_leases').columns(['user_id', 'slot']).unique().execute();
  await db.schema.createIndex('stream_leases_key_event_uq').on('stream_leases').columns(['api_key_id', 'event_id']).unique().execute();
  await db.schema.createIndex('stream_leases_expires_at_idx').on('stream_leases').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stream_leases').execute();
  await db.schema.dropTable('api_key_devices').execute();
}

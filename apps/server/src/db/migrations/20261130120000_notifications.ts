import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { serialId } from './helpers';

const timestamp = 'varchar(32)';
const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

/**
 * Notifications to viewers (modules/notifications, docs/decisions/0083).
 *
 * `notification_preferences`: one row per viewer, an opt-in flag per kind and channel, quiet hours and the browser's
 * time zone. `push_subscriptions`: one browser (device) of a viewer, deleted when the push service answers 404/410.
 * `notification_deliveries`: one row per (viewer, kind, subject — the event or the clip); its unique index makes a
 * notification go out once whatever triggers it again (a second 'live' message, another instance, a retried job).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('team_live_push', 'integer', flag)
    .addColumn('team_live_email', 'integer', flag)
    .addColumn('game_tomorrow_push', 'integer', flag)
    .addColumn('game_tomorrow_email', 'integer', flag)
    .addColumn('clip_ready_push', 'integer', flag)
    .addColumn('clip_ready_email', 'integer', flag)
    .addColumn('quiet_start', 'varchar(5)')
    .addColumn('quiet_end', 'varchar(5)')
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
    .addColumn('link_origin', 'varchar(300)', (c) => c.notNull()) // where mails and pushes link to, from the save
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'varchar(1000)', (c) => c.notNull())
    .addColumn('p256dh', 'varchar(200)', (c) => c.notNull())
    .addColumn('auth', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_endpoint_uq').on('push_subscriptions').column('endpoint').unique().execute();
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('notification_deliveries')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(24)', (c) => c.notNull()) // team_live | game_tomorrow | clip_ready
    .addColumn('subject_id', 'integer', (c) => c.notNull()) // the event (team_live, game_tomorrow) or the clip
    .addColumn('status', 'varchar(16)', (c) => c.notNull()) // pending | sent | skipped | failed
    .addColumn('push_sent', 'integer', flag)
    .addColumn('outbox_id', 'integer')
    .addColumn('send_at', timestamp, (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notification_deliveries_uq').on('notification_deliveries').columns(['user_id', 'kind', 'subject_id']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_deliveries').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('notification_preferences').execute();
}

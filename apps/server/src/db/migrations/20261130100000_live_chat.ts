import type { Kysely } from 'kysely';
import { channelRef, indexChannelId, serialId } from './helpers';

const timestamp = 'varchar(32)';

/**
 * Live chat (modules/chat, docs/decisions/0081-live-chat.md).
 *
 * `chat_messages`: one row per message of an event, with the sender's display name as it was (never the email) and
 * its offset into the event, for replays. Deleted messages stay, flagged, for the audit and the reports queue.
 * `chat_settings`: one row per channel that changed its chat rules (absent: the defaults).
 * `chat_sanctions`: time-outs (with an end) and bans (without) of a viewer on a channel; lifting one deletes it.
 * `chat_reports`: viewers' reports of a message, queued for the moderators until dismissed or acted on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('display_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('text', 'varchar(2000)', (c) => c.notNull())
    .addColumn('offset_s', 'integer', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await indexChannelId(db, 'chat_messages');
  await db.schema.createIndex('chat_messages_event_idx').on('chat_messages').columns(['event_id', 'id']).execute();
  await db.schema.createIndex('chat_messages_offset_idx').on('chat_messages').columns(['event_id', 'offset_s']).execute();
  await db.schema.createIndex('chat_messages_user_idx').on('chat_messages').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('chat_settings')
    .addColumn('channel_id', 'integer', (c) => c.primaryKey().references('channels.id').onDelete('cascade'))
    .addColumn('slow_mode_s', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mode', 'varchar(16)', (c) => c.notNull().defaultTo('open')) // open | followers | subscribers
    .addColumn('anonymous_read', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('links_allowed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blocked_words', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('chat_sanctions')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull()) // timeout | ban
    .addColumn('until', timestamp)
    .addColumn('reason', 'varchar(200)')
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_sanctions_user_idx').on('chat_sanctions').columns(['channel_id', 'user_id']).execute();

  await db.schema
    .createTable('chat_reports')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('message_id', 'integer', (c) => c.notNull().references('chat_messages.id').onDelete('cascade'))
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'varchar(200)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull()) // open | dismissed | actioned
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await indexChannelId(db, 'chat_reports');
  await db.schema.createIndex('chat_reports_uq').on('chat_reports').columns(['message_id', 'reporter_id']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_reports').execute();
  await db.schema.dropTable('chat_sanctions').execute();
  await db.schema.dropTable('chat_settings').execute();
  await db.schema.dropTable('chat_messages').execute();
}

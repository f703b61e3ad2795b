import type { Kysely } from 'kysely';
import { channelRef, indexChannelId, serialId } from './helpers';

const timestamp = 'varchar(32)';

/**
 * Announcements: an operator mails a segment of the channel's opted-in customers (modules/announcements).
 *
 * `announcements` holds the draft (subject, Markdown body, segment) and, once sent, its state and counts.
 * `announcement_deliveries` is one row per recipient, chosen when sending starts: the job claims a row before mailing
 * (pending → sending → sent | failed | skipped), so a retried or re-run job never mails anyone twice.
 * `mail_outbox.headers` carries per-message headers such as List-Unsubscribe (RFC 8058).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('announcements')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('segment', 'varchar(16)', (c) => c.notNull()) // all | subscribers | pass | team
    .addColumn('segment_id', 'integer')
    .addColumn('status', 'varchar(16)', (c) => c.notNull()) // draft | sending | sent | failed
    .addColumn('link_origin', 'varchar(300)')
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('sent_at', timestamp)
    .addColumn('finished_at', timestamp)
    .execute();
  await indexChannelId(db, 'announcements');

  await db.schema
    .createTable('announcement_deliveries')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull()) // pending | sending | sent | failed | skipped
    .addColumn('outbox_id', 'integer')
    .addColumn('error', 'varchar(1000)')
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('announcement_deliveries_uq').on('announcement_deliveries').columns(['announcement_id', 'user_id']).unique().execute();
  await db.schema.createIndex('announcement_deliveries_status_idx').on('announcement_deliveries').columns(['announcement_id', 'status', 'id']).execute();

  await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
  await db.schema.dropTable('announcement_deliveries').execute();
  await db.schema.dropTable('announcements').execute();
}

import { type Kysely, sql } from 'kysely';
import { channelRef, indexChannelId, serialId } from './helpers';

/** Country block/allow lists for a channel or one event, and the operator's custom forms with their submissions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('geo_rules')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    // null: the rule covers the whole channel.
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('cascade'))
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    // JSON array of ISO 3166-1 alpha-2 codes, upper case.
    .addColumn('countries', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('geo_rules_event_unique').on('geo_rules').column('event_id').unique().execute();
  await db.schema.createIndex('geo_rules_channel_unique').on('geo_rules').column('channel_id').unique().where(sql.ref('event_id'), 'is', null).execute();

  await db.schema
    .createTable('custom_forms')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('alias', 'varchar(120)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('submit_label', 'text', (c) => c.notNull())
    .addColumn('success_message', 'text', (c) => c.notNull())
    // JSON array of CustomFormField.
    .addColumn('fields', 'text', (c) => c.notNull())
    .addUniqueConstraint('custom_forms_channel_alias_unique', ['channel_id', 'alias'])
    .execute();

  await db.schema
    .createTable('custom_form_submissions')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('custom_form_id', 'integer', (c) => c.notNull().references('custom_forms.id').onDelete('cascade'))
    // The users table arrives with accounts; the reference is added then.
    .addColumn('user_id', 'integer')
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('custom_form_submissions_form_idx').on('custom_form_submissions').columns(['custom_form_id', 'created_at']).execute();

  await indexChannelId(db, 'custom_forms');
  await indexChannelId(db, 'custom_form_submissions');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['custom_form_submissions', 'custom_forms', 'geo_rules']) await db.schema.dropTable(table).execute();
}

import type { Kysely } from 'kysely';
import { channelRef, indexChannelId, serialId } from './helpers';

/** The pass catalogue as the bootstrap lists it, and prerolls. Orders and the rest of commerce come later. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('passes')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('pass_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('base_price', 'integer')
    .addColumn('service_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('period', 'varchar(16)')
    .addColumn('offer', 'varchar(32)')
    .addColumn('trial_period', 'integer')
    .addColumn('is_team_pass', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('prerolls')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('location_id', 'integer', (c) => c.references('event_locations.id').onDelete('set null'))
    .addColumn('event_categories', 'text', (c) => c.notNull())
    .addColumn('for_live', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('for_vod', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await indexChannelId(db, 'passes');
  await indexChannelId(db, 'prerolls');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('prerolls').execute();
  await db.schema.dropTable('passes').execute();
}

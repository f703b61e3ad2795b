import type { Kysely } from 'kysely';

/**
 * The console's orders table and its CSV export read a channel's orders newest first, the export page by page by
 * (created_at, id): this index serves both without sorting the channel's orders for every page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_channel_created_id_idx').on('orders').columns(['channel_id', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_channel_created_id_idx').execute();
}

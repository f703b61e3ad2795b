import { type Kysely, sql } from 'kysely';

/** Spec §4's counting order, or one still waiting for its payment: what a second purchase of the same thing would duplicate. */
const LIVE = sql`status = 'pending' or (status = 'paid' and activity_status = 'active')`;

/**
 * At most one live order per user and purchasable thing, enforced by the database so that
 * concurrent buys cannot both pass a read-then-write check (docs/decisions/0036-one-live-order.md).
 * `item_key` names the thing bought ('event:12', 'package:3', 'subscription:5'); a renewal updates
 * its order and is never a second one. `trk` is the campaign code the buyer arrived with (spec §2).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('item_key', 'varchar(64)').execute();
  await db.schema.alterTable('orders').addColumn('trk', 'varchar(255)').execute();
  await sql`update orders set item_key = type || ':' || coalesce(event_id, pass_id)`.execute(db);
  // Duplicates bought before this constraint existed stay on record but out of it: the oldest live one keeps the key.
  await sql`
    update orders set item_key = null
    where (${LIVE}) and id in (
      select later.id from orders later join orders earlier
        on earlier.user_id = later.user_id and earlier.item_key = later.item_key and earlier.id < later.id
      where (earlier.status = 'pending' or (earlier.status = 'paid' and earlier.activity_status = 'active'))
    )`.execute(db);
  await sql`create unique index orders_one_live_uq on orders (user_id, item_key) where ${LIVE}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_one_live_uq').execute();
  await db.schema.alterTable('orders').dropColumn('trk').execute();
  await db.schema.alterTable('orders').dropColumn('item_key').execute();
}

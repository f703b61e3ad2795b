import { type Kysely, sql } from 'kysely';
import { channelRef, indexChannelId, serialId } from './helpers';

const timestamp = 'varchar(32)';

/**
 * Promo codes managed from the console (issue 17, docs/decisions/0054-promo-code-redemptions.md).
 *
 * `coupons` gains what a code applies to (`applies_to`: all | packages | subscriptions | events | items, the named
 * items being `pass_ids` and `event_ids`), the currency of an amount code, a per-user cap, first-purchase-only, an
 * active flag and a description. `coupons.redemptions` now counts reserved and redeemed uses: a buy reserves one in
 * the transaction that stores its order, with a conditional update the database enforces against `max_redemptions`.
 *
 * `coupon_redemptions` holds one row per order that carries a code: reserved while the payment is open, redeemed once
 * paid (and still after a refund), released when the payment fails or cannot start. Counts, the revenue a code brought
 * and the console's redemptions CSV all read it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupons').addColumn('applies_to', 'varchar(16)', (c) => c.notNull().defaultTo('all')).execute();
  await db.schema.alterTable('coupons').addColumn('event_ids', 'text').execute(); // JSON array of event ids, with applies_to 'items'
  await db.schema.alterTable('coupons').addColumn('currency', 'varchar(3)').execute(); // amount codes: the currency of `value`
  await db.schema.alterTable('coupons').addColumn('per_user_limit', 'integer').execute();
  await db.schema.alterTable('coupons').addColumn('first_purchase_only', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('coupons').addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('coupons').addColumn('description', 'text').execute();
  await db.schema.alterTable('coupons').addColumn('updated_at', timestamp).execute();
  // A code made for a list of passes keeps meaning just those passes.
  await sql`UPDATE coupons SET applies_to = 'items' WHERE pass_ids IS NOT NULL`.execute(db);
  // An amount code was always in its channel's currency.
  await sql`UPDATE coupons SET currency = (SELECT currency FROM channels WHERE channels.id = coupons.channel_id) WHERE kind = 'amount'`.execute(db);

  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('channel_id', 'integer', channelRef)
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull()) // reserved | redeemed | released
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await indexChannelId(db, 'coupon_redemptions');
  await db.schema.createIndex('coupon_redemptions_order_uq').on('coupon_redemptions').column('order_id').unique().execute();
  await db.schema.createIndex('coupon_redemptions_coupon_user_idx').on('coupon_redemptions').columns(['coupon_id', 'user_id', 'status']).execute();

  // Orders that already carry a code become its redemptions; the counter then counts the live ones.
  await sql`
    INSERT INTO coupon_redemptions (channel_id, coupon_id, order_id, user_id, status, discount, currency, created_at, updated_at)
    SELECT channel_id, coupon_id, id, user_id,
      CASE WHEN status IN ('paid', 'refunded') THEN 'redeemed' WHEN status = 'pending' THEN 'reserved' ELSE 'released' END,
      discount, currency, created_at, updated_at
    FROM orders WHERE coupon_id IS NOT NULL`.execute(db);
  await sql`
    UPDATE coupons SET redemptions = (
      SELECT COUNT(*) FROM coupon_redemptions r WHERE r.coupon_id = coupons.id AND r.status IN ('reserved', 'redeemed')
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('coupon_redemptions').execute();
  for (const column of ['applies_to', 'event_ids', 'currency', 'per_user_limit', 'first_purchase_only', 'active', 'description', 'updated_at']) {
    await db.schema.alterTable('coupons').dropColumn(column).execute();
  }
}

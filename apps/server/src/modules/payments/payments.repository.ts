import type { Insertable, Kysely, Transaction } from 'kysely';
import type { OrdersTable } from '../../db/commerce-schema';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { type CouponUse, redeemCouponUse, releaseCouponUse, reserveCouponUse } from '../orders/coupons.repository';

type Executor = Kysely<Database> | Transaction<Database>;

/** The only SQL of the payment flow: orders as they are bought and settled. */
/** A pending order to store, and the start of its idempotency key (the attempt is added when it is stored). */
export type NewOrder = Insertable<OrdersTable> & { user_id: number; item_key: string; keyPrefix: string; admitCoupon?: CouponUse['admit'] };

/** A promo code refused inside the transaction: used up, or no longer for this buyer. */
class CouponRefused extends Error {}

async function insertOrder(trx: Transaction<Database>, order: Insertable<OrdersTable>): Promise<number> {
  const { id } = await trx.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
  await trx.insertInto('order_events').values({ order_id: id, kind: 'created', period_start: null, period_end: null, created_at: order.created_at }).execute();
  await trx
    .insertInto('transactions')
    .values({ order_id: id, status: 'created', amount: order.total, currency: order.currency, created_at: order.created_at, updated_at: order.created_at })
    .execute();
  return id;
}

async function countOrders(trx: Transaction<Database>, userId: number, itemKey: string): Promise<number> {
  const row = await trx.selectFrom('orders').select((eb) => eb.fn.countAll<string | number>().as('n')).where('user_id', '=', userId).where('item_key', '=', itemKey).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function createPaymentsRepository(db: Kysely<Database>) {
  return {
    /**
     * The pending orders of one buy, with their 'created' events and transactions: all or none. Each
     * order's idempotency key is `keyPrefix` and its attempt (earlier orders of the same user and item
     * + 1), so a retried request reuses a key and a new attempt after a failure gets its own.
     * 'taken' when the user already has a live order of one of the items (migration 20251125120000).
     * An order with a promo code reserves one use of it in the same transaction (see reserveCouponUse);
     * taken 'coupon' when the code is used up or no longer applies, and nothing is stored.
     */
    async reserveOrders(orders: NewOrder[]): Promise<{ orders: Array<{ id: number; idempotencyKey: string }> } | { taken: 'pending' | 'paid' | 'coupon' }> {
      try {
        return {
          orders: await db.transaction().execute(async (trx) => {
            const stored: Array<{ id: number; idempotencyKey: string }> = [];
            for (const { keyPrefix, admitCoupon: _admit, ...order } of orders) {
              const idempotencyKey = `${keyPrefix}-a${(await countOrders(trx, order.user_id, order.item_key)) + 1}`;
              stored.push({ id: await insertOrder(trx, { ...order, idempotency_key: idempotencyKey }), idempotencyKey });
            }
            const sameBuy = stored.map(({ id }) => id);
            // Codes are locked in id order, so two buys that share codes never wait on each other crosswise.
            const withCodes = orders.map((order, index) => ({ order, id: stored[index]!.id })).filter(({ order }) => order.coupon_id != null);
            for (const { order, id } of withCodes.sort((a, b) => a.order.coupon_id! - b.order.coupon_id!)) {
              const use = { couponId: order.coupon_id!, channelId: order.channel_id, orderId: id, userId: order.user_id, discount: order.discount, currency: order.currency, at: order.created_at, sameBuy };
              if (!(await reserveCouponUse(trx, { ...use, admit: order.admitCoupon ?? (() => true) }))) throw new CouponRefused();
            }
            return stored;
          }),
        };
      } catch (error) {
        if (error instanceof CouponRefused) return { taken: 'coupon' };
        if (!isUniqueViolation(error)) throw error;
        const live = await db
          .selectFrom('orders')
          .select('status')
          .where('user_id', '=', orders[0]!.user_id)
          .where('item_key', 'in', orders.map((order) => order.item_key))
          .where((eb) => eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'paid'), eb('activity_status', '=', 'active')])]))
          .orderBy('status', 'desc')
          .executeTakeFirst();
        return { taken: live?.status === 'paid' ? 'paid' : 'pending' };
      }
    },

    /**
     * Subscriptions of these items whose period has ended stop being live (and stop renewing), so the
     * thing can be bought anew; their history stays.
     */
    releaseLapsed: (userId: number, itemKeys: string[], at: string) =>
      db
        .updateTable('orders')
        .set({ activity_status: 'inactive', renewal_state: 'cancelled', updated_at: at })
        .where('user_id', '=', userId)
        .where('item_key', 'in', itemKeys)
        .where('type', '=', 'subscription')
        .where('status', '=', 'paid')
        .where('activity_status', '=', 'active')
        .where('period_end', '<=', at)
        .execute(),

    /** An order whose payment the provider refused to start: failed, with its transaction; its promo code use is given back. */
    failUnstarted: (orderId: number, message: string, at: string) =>
      db.transaction().execute(async (trx) => {
        const failed = await trx.updateTable('orders').set({ status: 'failed', failure_message: message, updated_at: at }).where('id', '=', orderId).where('status', '=', 'pending').executeTakeFirst();
        await trx.updateTable('transactions').set({ status: 'failed', message, updated_at: at }).where('order_id', '=', orderId).where('status', '=', 'created').execute();
        if (Number(failed.numUpdatedRows) > 0) await releaseCouponUse(trx, orderId, at);
      }),

    /** A subscription renews onto the card as saved for the customer. */
    setRenewalCard: (orderIds: number[], paymentMethod: string) =>
      db.updateTable('orders').set({ payment_method: paymentMethod }).where('id', 'in', orderIds).where('type', '=', 'subscription').execute(),

    setPaymentId: (orderId: number, paymentId: string) => db.updateTable('orders').set({ provider_payment_id: paymentId }).where('id', '=', orderId).execute(),

    /** Runs `apply` once per provider event id: the mark and the order change commit together or not at all. */
    onceForEvent(provider: string, event: { id: string; type: string }, at: string, apply: (trx: Transaction<Database>) => Promise<void>): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const marked = await trx
          .insertInto('processed_provider_events')
          .values({ provider, event_id: event.id, type: event.type, processed_at: at })
          .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
          .executeTakeFirst();
        if (Number(marked.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
        await apply(trx);
        return true;
      });
    },

    findByPayment: (trx: Executor, provider: string, paymentId: string) =>
      trx.selectFrom('orders').selectAll().where('provider', '=', provider).where('provider_payment_id', '=', paymentId).executeTakeFirst(),

    /** An order whose payment id is not stored yet (the buy is still between the provider call and storing its answer). */
    findUnlinkedOrder: (trx: Executor, provider: string, id: number) =>
      trx.selectFrom('orders').selectAll().where('provider', '=', provider).where('id', '=', id).where('provider_payment_id', 'is', null).executeTakeFirst(),

    /** Moves an order on only from one of the statuses given; false when another delivery got there first. */
    async moveOrder(trx: Executor, id: number, from: string[], patch: Partial<Pick<OrdersTable, 'status' | 'activity_status' | 'failure_message' | 'period_start' | 'period_end' | 'updated_at'>>) {
      let query = trx.updateTable('orders').set(patch).where('id', '=', id).where('status', 'in', from);
      // A payment arriving for a failed order is not applied while a later order of the same thing is live.
      if (patch.status === 'paid') {
        query = query.where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('orders as other')
                .select('other.id')
                .whereRef('other.user_id', '=', 'orders.user_id')
                .whereRef('other.item_key', '=', 'orders.item_key')
                .whereRef('other.id', '<>', 'orders.id')
                .where((eb) => eb.or([eb('other.status', '=', 'pending'), eb.and([eb('other.status', '=', 'paid'), eb('other.activity_status', '=', 'active')])])),
            ),
          ),
        );
      }
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    findOrder: (provider: string, id: number, trx: Executor = db) => trx.selectFrom('orders').selectAll().where('provider', '=', provider).where('id', '=', id).executeTakeFirst(),

    /** Moves a subscription to its next period only from the period given: one renewal per period. */
    async renewPeriod(trx: Executor, id: number, from: string, to: { period_start: string; period_end: string }, at: string) {
      const result = await trx.updateTable('orders').set({ ...to, updated_at: at }).where('id', '=', id).where('status', '=', 'paid').where('period_end', '=', from).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await trx.insertInto('order_events').values({ order_id: id, kind: 'updated', ...to, created_at: at }).execute();
      return true;
    },

    /** The user's subscription order by its id, or their latest paid one of a subscription. */
    findSubscriptionOrder(userId: number, by: { orderId?: number; passId?: number }) {
      let query = db.selectFrom('orders').select('id').where('user_id', '=', userId).where('type', '=', 'subscription');
      if (by.orderId !== undefined) query = query.where('id', '=', by.orderId);
      else query = query.where('pass_id', '=', by.passId!).where('status', '=', 'paid').orderBy('id', 'desc');
      return query.executeTakeFirst();
    },

    cancelRenewal: (orderId: number, at: string) => db.updateTable('orders').set({ renewal_state: 'cancelled', updated_at: at }).where('id', '=', orderId).execute(),

    /** Marks the trial used and stores its order together; null when the user's trial was already used. */
    async startTrial(userId: number, order: Insertable<OrdersTable>): Promise<number | 'used' | 'taken'> {
      try {
        return await db.transaction().execute(async (trx) => {
          const marked = await trx.updateTable('users').set({ trial_period_used: order.created_at }).where('id', '=', userId).where('trial_period_used', 'is', null).executeTakeFirst();
          if (Number(marked.numUpdatedRows) === 0) return 'used' as const;
          const { id } = await trx.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
          await trx.insertInto('order_events').values({ order_id: id, kind: 'created', period_start: order.period_start, period_end: order.period_end, created_at: order.created_at }).execute();
          return id;
        });
      } catch (error) {
        // The user already has a live order of this subscription; the trial stays unused.
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** Paid subscriptions still renewing whose period has ended by `at`. */
    /** Subscriptions to renew: auto-renewal on, period ended between `since` and `at`. */
    dueSubscriptions: (provider: string, since: string, at: string) =>
      db
        .selectFrom('orders')
        .select('id')
        .where('provider', '=', provider)
        .where('type', '=', 'subscription')
        .where('status', '=', 'paid')
        .where('activity_status', '=', 'active')
        .where('renewal_state', '=', 'active')
        .where('period_end', '<=', at)
        .where('period_end', '>=', since)
        .execute(),

    /** The order's 'created' transaction takes the payment's outcome. */
    settleTransaction: (trx: Executor, orderId: number, status: string, providerRef: string, message: string | null, at: string) =>
      trx.updateTable('transactions').set({ status, provider_ref: providerRef, message, updated_at: at }).where('order_id', '=', orderId).where('status', '=', 'created').execute(),

    addTransaction: (trx: Executor, orderId: number, values: { status: string; amount: number; currency: string; provider_ref: string; at: string }) =>
      trx
        .insertInto('transactions')
        .values({ order_id: orderId, status: values.status, amount: values.amount, currency: values.currency, provider_ref: values.provider_ref, created_at: values.at, updated_at: values.at })
        .execute(),

    /** Orders a lost job or webhook may have left pending. */
    pendingSince: (provider: string, before: string) =>
      db.selectFrom('orders').select(['id', 'provider_payment_id']).where('provider', '=', provider).where('status', '=', 'pending').where('created_at', '<', before).where('provider_payment_id', 'is not', null).execute(),

    findEvent: (channelId: number, id: number) =>
      db.selectFrom('events').select(['id', 'pricing_type', 'event_category_id']).where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst(),

    /** A paid order's promo code use counts for good (a refund keeps it). */
    redeemCouponUse: (trx: Executor, orderId: number, at: string) => redeemCouponUse(trx, orderId, at),

    /** A declined payment gives its promo code use back. */
    releaseCouponUse: (trx: Executor, orderId: number, at: string) => releaseCouponUse(trx, orderId, at),
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
export type PaymentOrderRow = NonNullable<Awaited<ReturnType<PaymentsRepository['findByPayment']>>>;

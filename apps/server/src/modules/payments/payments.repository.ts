import type { Insertable, Kysely, Transaction } from 'kysely';
import type { OrdersTable } from '../../db/commerce-schema';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** The only SQL of the payment flow: orders as they are bought and settled. */
export function createPaymentsRepository(db: Kysely<Database>) {
  return {
    /** A pending order with its 'created' event and transaction, all or nothing. */
    createOrder(order: Insertable<OrdersTable>): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('order_events').values({ order_id: id, kind: 'created', period_start: null, period_end: null, created_at: order.created_at }).execute();
        await trx
          .insertInto('transactions')
          .values({ order_id: id, status: 'created', amount: order.total, currency: order.currency, created_at: order.created_at, updated_at: order.created_at })
          .execute();
        return id;
      });
    },

    /** An order whose payment the provider refused to start: failed, with its transaction. */
    failUnstarted: (orderId: number, message: string, at: string) =>
      db.transaction().execute(async (trx) => {
        await trx.updateTable('orders').set({ status: 'failed', failure_message: message, updated_at: at }).where('id', '=', orderId).where('status', '=', 'pending').execute();
        await trx.updateTable('transactions').set({ status: 'failed', message, updated_at: at }).where('order_id', '=', orderId).where('status', '=', 'created').execute();
      }),

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
      const result = await trx.updateTable('orders').set(patch).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
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
    startTrial(userId: number, order: Insertable<OrdersTable>): Promise<number | null> {
      return db.transaction().execute(async (trx) => {
        const marked = await trx.updateTable('users').set({ trial_period_used: order.created_at }).where('id', '=', userId).where('trial_period_used', 'is', null).executeTakeFirst();
        if (Number(marked.numUpdatedRows) === 0) return null;
        const { id } = await trx.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('order_events').values({ order_id: id, kind: 'created', period_start: order.period_start, period_end: order.period_end, created_at: order.created_at }).execute();
        return id;
      });
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

    passPeriod: async (trx: Executor, passId: number) => (await trx.selectFrom('passes').select('period').where('id', '=', passId).executeTakeFirst())?.period ?? null,

    countCouponUse: (trx: Executor, couponId: number) =>
      trx.updateTable('coupons').set((eb) => ({ redemptions: eb('redemptions', '+', 1) })).where('id', '=', couponId).execute(),
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
export type PaymentOrderRow = NonNullable<Awaited<ReturnType<PaymentsRepository['findByPayment']>>>;

import type { Insertable, Kysely, Transaction } from 'kysely';
import type { RefundsTable } from '../../db/commerce-schema';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** The order columns a refund needs. */
export type RefundOrder = { id: number; channel_id: number; user_id: number | null; status: string; total: number; refunded_amount: number; currency: string; provider: string | null; provider_payment_id: string | null };

const ORDER_COLUMNS = ['id', 'channel_id', 'user_id', 'status', 'total', 'refunded_amount', 'currency', 'provider', 'provider_payment_id'] as const;

/**
 * The only SQL of refunds (docs/decisions/0055-refunds.md). `orders.refunded_amount` counts what is refunded or being
 * refunded: a console refund reserves its amount there in one conditional update before the provider is called, and
 * gives it back if the provider refuses.
 */
export function createRefundsRepository(db: Kysely<Database>) {
  return {
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work),

    findOrder: (channelId: number, id: number, trx: Executor = db) =>
      trx.selectFrom('orders').select(ORDER_COLUMNS).where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst() as Promise<RefundOrder | undefined>,

    /**
     * Reserves `amount` of a paid order for a refund: only while the order is paid and that much remains, in one
     * statement, so of two concurrent requests for the whole amount exactly one gets it.
     */
    async reserve(trx: Executor, orderId: number, amount: number, at: string): Promise<boolean> {
      const result = await trx
        .updateTable('orders')
        .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', amount), updated_at: at }))
        .where('id', '=', orderId)
        .where('status', '=', 'paid')
        .where((eb) => eb(eb('refunded_amount', '+', amount), '<=', eb.ref('total')))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Adds a refund the app did not reserve (one made in the provider's dashboard, or one the provider made after all). */
    addRefunded: (trx: Executor, orderId: number, amount: number, at: string) =>
      trx
        .updateTable('orders')
        .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', amount), updated_at: at }))
        .where('id', '=', orderId)
        .execute(),

    async insert(trx: Executor, row: Insertable<RefundsTable>): Promise<number> {
      const { id } = await trx.insertInto('refunds').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    get: (id: number) => db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst(),

    find: (trx: Executor, id: number) => trx.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst(),

    findByProviderId: (trx: Executor, provider: string, providerRefundId: string) =>
      trx.selectFrom('refunds').selectAll().where('provider', '=', provider).where('provider_refund_id', '=', providerRefundId).executeTakeFirst(),

    /** A dashboard refund recorded from a charge event that did not name it: the refund's own event then names it. */
    findUnnamedDashboardRefund: (trx: Executor, orderId: number, amount: number) =>
      trx
        .selectFrom('refunds')
        .selectAll()
        .where('order_id', '=', orderId)
        .where('operator_id', 'is', null)
        .where('provider_refund_id', 'is', null)
        .where('amount', '=', amount)
        .orderBy('id')
        .executeTakeFirst(),

    /** Stores the provider's id of a refund once (the webhook may have stored it first). */
    linkProviderId: (trx: Executor, id: number, providerRefundId: string, at: string) =>
      trx.updateTable('refunds').set({ provider_refund_id: providerRefundId, updated_at: at }).where('id', '=', id).where('provider_refund_id', 'is', null).execute(),

    /** Moves a refund on only from the status given: the console's answer and the webhook apply it once between them. */
    async move(trx: Executor, id: number, from: RefundsTable['status'], to: RefundsTable['status'], at: string, failureMessage: string | null = null): Promise<boolean> {
      const result = await trx.updateTable('refunds').set({ status: to, failure_message: failureMessage, updated_at: at }).where('id', '=', id).where('status', '=', from).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A requested refund the provider refused: failed, and its reserved amount given back, once. */
    async fail(trx: Executor, id: number, message: string, at: string): Promise<boolean> {
      const refund = await trx.selectFrom('refunds').select(['order_id', 'amount']).where('id', '=', id).executeTakeFirst();
      if (!refund) return false;
      const result = await trx.updateTable('refunds').set({ status: 'failed', failure_message: message, updated_at: at }).where('id', '=', id).where('status', '=', 'requested').executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await trx
        .updateTable('orders')
        .set((eb) => ({ refunded_amount: eb('refunded_amount', '-', refund.amount), updated_at: at }))
        .where('id', '=', refund.order_id)
        .execute();
      return true;
    },

    /** Minor units returned on an order (succeeded refunds). */
    async succeededTotal(trx: Executor, orderId: number): Promise<number> {
      const row = await trx
        .selectFrom('refunds')
        .select((eb) => eb.fn.sum<string | number | null>('amount').as('sum'))
        .where('order_id', '=', orderId)
        .where('status', '=', 'succeeded')
        .executeTakeFirstOrThrow();
      return Number(row.sum ?? 0);
    },

    addTransaction: (trx: Executor, orderId: number, values: { amount: number; currency: string; provider_ref: string | null; at: string }) =>
      trx
        .insertInto('transactions')
        .values({ order_id: orderId, status: 'refunded', amount: values.amount, currency: values.currency, provider_ref: values.provider_ref, created_at: values.at, updated_at: values.at })
        .execute(),

    /** A full refund ends what the order granted: refunded, inactive, and a subscription no longer renews. */
    async endOrder(trx: Executor, orderId: number, at: string): Promise<boolean> {
      const result = await trx
        .updateTable('orders')
        .set((eb) => ({
          status: 'refunded',
          activity_status: 'inactive',
          renewal_state: eb.case().when('renewal_state', 'is not', null).then('cancelled').else(null).end(),
          updated_at: at,
        }))
        .where('id', '=', orderId)
        .where('status', '=', 'paid')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The audit entry of a refund the provider's dashboard made: no operator, the provider named instead. */
    auditFromProvider: (trx: Executor, entry: { channel_id: number; provider: string; order_id: number; after: unknown; at: string }) =>
      trx
        .insertInto('audit_log')
        .values({
          at: entry.at,
          operator_id: null,
          operator_email: `${entry.provider} dashboard`,
          channel_id: entry.channel_id,
          action: 'order.refund',
          entity_type: 'order',
          entity_id: String(entry.order_id),
          before_json: null,
          after_json: JSON.stringify(entry.after),
        })
        .execute(),

    listForOrder: (orderId: number) =>
      db
        .selectFrom('refunds')
        .leftJoin('operators', 'operators.id', 'refunds.operator_id')
        .selectAll('refunds')
        .select('operators.email as operator_email')
        .where('refunds.order_id', '=', orderId)
        .orderBy('refunds.created_at')
        .orderBy('refunds.id')
        .execute(),
  };
}
export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
export type RefundRow = NonNullable<Awaited<ReturnType<RefundsRepository['find']>>>;

import type { Insertable, Kysely } from 'kysely';
import type { SandboxPaymentMethodsTable, SandboxPaymentsTable, SandboxRefundsTable } from '../../../db/commerce-schema';
import type { Database } from '../../../db/schema';
import { unlessExists } from '../../../db/unique-violation';

/** The only SQL of the sandbox provider: its card tokens, payments and refunds. */
export function createSandboxRepository(db: Kysely<Database>) {
  return {
    insertMethod: (row: Insertable<SandboxPaymentMethodsTable>) => db.insertInto('sandbox_payment_methods').values(row).execute(),
    findMethod: (id: string) => db.selectFrom('sandbox_payment_methods').selectAll().where('id', '=', id).executeTakeFirst(),
    /** Claims a token for a customer; false when it belongs to someone else (or does not exist). */
    async claimMethod(id: string, customer: string): Promise<boolean> {
      const result = await db
        .updateTable('sandbox_payment_methods')
        .set({ customer })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('customer', 'is', null), eb('customer', '=', customer)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    cardsOf: (customer: string) =>
      db.selectFrom('sandbox_payment_methods').select(['id', 'brand', 'last4', 'exp_month', 'exp_year']).where('customer', '=', customer).orderBy('created_at').orderBy('id').execute(),
    /** 'exists' when a payment with the same idempotency key went in first. */
    insertPayment: (row: Insertable<SandboxPaymentsTable>) =>
      unlessExists(async () => {
        await db.insertInto('sandbox_payments').values(row).execute();
      }),
    findPayment: (id: string) => db.selectFrom('sandbox_payments').selectAll().where('id', '=', id).executeTakeFirst(),
    findPaymentByKey: (key: string) => db.selectFrom('sandbox_payments').selectAll().where('idempotency_key', '=', key).executeTakeFirst(),
    /** Moves a payment on only from the status given, so two settlements cannot both win. */
    async moveStatus(id: string, from: string, to: string, failureMessage: string | null = null): Promise<boolean> {
      const result = await db.updateTable('sandbox_payments').set({ status: to, failure_message: failureMessage }).where('id', '=', id).where('status', '=', from).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** 'exists' when a refund with the same idempotency key went in first. */
    insertRefund: (row: Insertable<SandboxRefundsTable>) =>
      unlessExists(async () => {
        await db.insertInto('sandbox_refunds').values(row).execute();
      }),
    findRefund: (id: string) => db.selectFrom('sandbox_refunds').selectAll().where('id', '=', id).executeTakeFirst(),
    findRefundByKey: (key: string) => db.selectFrom('sandbox_refunds').selectAll().where('idempotency_key', '=', key).executeTakeFirst(),
    /** Minor units refunded on a payment so far (succeeded refunds). */
    async refundedOn(paymentId: string): Promise<number> {
      const row = await db
        .selectFrom('sandbox_refunds')
        .select((eb) => eb.fn.sum<string | number | null>('amount').as('sum'))
        .where('payment_id', '=', paymentId)
        .where('status', '=', 'succeeded')
        .executeTakeFirstOrThrow();
      return Number(row.sum ?? 0);
    },
    /** Settles a pending refund only once. */
    async moveRefund(id: string, to: 'succeeded' | 'failed', failureMessage: string | null = null): Promise<boolean> {
      const result = await db.updateTable('sandbox_refunds').set({ status: to, failure_message: failureMessage }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
export type SandboxRefundRow = NonNullable<Awaited<ReturnType<SandboxRepository['findRefund']>>>;
export type SandboxPaymentRow = NonNullable<Awaited<ReturnType<SandboxRepository['findPayment']>>>;

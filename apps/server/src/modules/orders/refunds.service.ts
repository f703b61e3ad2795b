import { randomUUID } from 'node:crypto';
import { type AdminRefundRequest, REFUND_CODES, RefundMessages } from '@ott/contracts/admin-orders';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, NotFound, ValidationError } from '../../lib/errors';
import type { PaymentProvider, ProviderEvent, ProviderEventRefund } from '../../lib/payments/types';
import type { EntitlementsChanges } from '../entitlements/entitlements.service';
import type { RefundOrder, RefundRow, RefundsRepository } from './refunds.repository';

/** The reason recorded for a refund made in the provider's dashboard, which gives none. */
export const DASHBOARD_REASON = 'Refunded in the payment provider’s dashboard';

export class RefundRefused extends AppError {
  constructor(status: 400 | 409 | 502, code: string, message: string) {
    super(status, code, message);
  }
}

/**
 * Applies refund outcomes to orders, inside the transaction that marks the provider event processed (payment-events.ts)
 * or the console's own answer: a refund succeeds once whichever arrives first (its status moves only from
 * 'requested'), a refund without a row (the provider's dashboard) gets one, and a refund that completes the order's
 * total revokes its access.
 */
export function createRefundEvents({ repository, provider }: { repository: RefundsRepository; provider: string }) {
  /** The row a provider refund stands for: by the provider's id, or by the refund id the console put in its metadata. */
  async function locate(trx: Transaction<Database>, order: RefundOrder, refund: ProviderEventRefund, at: string): Promise<RefundRow | undefined> {
    const linked = await repository.findByProviderId(trx, provider, refund.id);
    if (linked) return linked;
    const ownId = Number(refund.metadata.refund_id);
    const own = Number.isSafeInteger(ownId) ? await repository.find(trx, ownId) : undefined;
    // Else a dashboard refund an earlier charge event recorded without naming it (Stripe leaves the refunds list out).
    const found = own?.order_id === order.id ? own : await repository.findUnnamedDashboardRefund(trx, order.id, refund.amount);
    if (!found) return undefined;
    await repository.linkProviderId(trx, found.id, refund.id, at);
    return found;
  }

  /** Money returned: a 'refunded' transaction, and the order ended once its whole total is back (or the provider says the charge is). */
  async function returned(trx: Transaction<Database>, order: RefundOrder, amount: number, providerRef: string | null, fullyRefunded: boolean, at: string) {
    await repository.addTransaction(trx, order.id, { amount, currency: order.currency, provider_ref: providerRef, at });
    if (fullyRefunded || (await repository.succeededTotal(trx, order.id)) >= order.total) await repository.endOrder(trx, order.id, at);
  }

  /** A refund the app reserved succeeded (from 'requested'; or from 'failed' when the provider refunded after all). */
  async function succeeded(trx: Transaction<Database>, order: RefundOrder, row: RefundRow, fullyRefunded: boolean, at: string): Promise<void> {
    if (await repository.move(trx, row.id, 'requested', 'succeeded', at)) {
      await returned(trx, order, row.amount, row.provider_refund_id, fullyRefunded, at);
    } else if (await repository.move(trx, row.id, 'failed', 'succeeded', at)) {
      await repository.addRefunded(trx, order.id, row.amount, at);
      await returned(trx, order, row.amount, row.provider_refund_id, fullyRefunded, at);
    }
  }

  return {
    succeeded,

    /** A 'charge.refunded' or 'refund.failed' event for `order`, inside the event's transaction. */
    async apply(trx: Transaction<Database>, order: RefundOrder, event: ProviderEvent, at: string): Promise<void> {
      const detail = event.data.refund;
      if (event.type === 'refund.failed') {
        const row = detail ? await locate(trx, order, detail, at) : undefined;
        if (row) await repository.fail(trx, row.id, event.data.failureMessage ?? RefundMessages.providerRefused, at);
        return;
      }
      if (event.type !== 'charge.refunded') return;
      const fullyRefunded = event.data.fullyRefunded === true;
      const row = detail ? await locate(trx, order, detail, at) : undefined;
      if (row) {
        await succeeded(trx, order, { ...row, provider_refund_id: row.provider_refund_id ?? detail!.id }, fullyRefunded, at);
        return;
      }
      // No row: made in the provider's dashboard. Without the refund's detail, the part of the charge no row accounts for.
      const amount = detail?.amount ?? (event.data.amountRefunded ?? order.total) - (await repository.succeededTotal(trx, order.id));
      if (amount <= 0) {
        if (fullyRefunded) await repository.endOrder(trx, order.id, at);
        return;
      }
      const reason = detail?.reason ? `${DASHBOARD_REASON}: ${detail.reason}` : DASHBOARD_REASON;
      const id = await repository.insert(trx, {
        order_id: order.id,
        channel_id: order.channel_id,
        amount,
        currency: order.currency,
        reason,
        status: 'succeeded',
        provider,
        provider_refund_id: detail?.id ?? null,
        idempotency_key: null,
        operator_id: null,
        created_at: at,
        updated_at: at,
      });
      await repository.addRefunded(trx, order.id, amount, at);
      await returned(trx, order, amount, detail?.id ?? event.data.paymentId, fullyRefunded, at);
      await repository.auditFromProvider(trx, { channel_id: order.channel_id, provider, order_id: order.id, after: { refund_id: id, amount, currency: order.currency, reason, provider_refund_id: detail?.id ?? null }, at });
    },
  };
}
export type RefundEvents = ReturnType<typeof createRefundEvents>;

export interface RefundsServiceDeps {
  repository: RefundsRepository;
  provider: Pick<PaymentProvider, 'name' | 'refund'>;
  events: RefundEvents;
  /** Told once a refund the provider settled at once has ended the order (a later settlement comes as a provider event). */
  entitlements: EntitlementsChanges;
  now?: () => Date;
}

/**
 * The console's refunds (issue 17): full (no amount: whatever remains) or partial, with a reason, through the provider.
 * The amount is reserved on the order before the provider is called, so two concurrent refunds of the whole amount send
 * one to the provider; the reservation is given back when the provider refuses.
 */
export function createRefundsService({ repository, provider, events, entitlements, now = () => new Date() }: RefundsServiceDeps) {
  return {
    async refund(channelId: number, orderId: number, request: AdminRefundRequest, operatorId: number): Promise<RefundRow> {
      const order = await repository.findOrder(channelId, orderId);
      if (!order) throw new NotFound();
      if (order.status === 'refunded') throw new RefundRefused(409, REFUND_CODES.alreadyRefunded, RefundMessages.alreadyRefunded);
      if (order.status !== 'paid' || order.total <= 0 || !order.provider_payment_id || order.provider !== provider.name) throw new RefundRefused(409, REFUND_CODES.notPaid, RefundMessages.notPaid);
      const remaining = order.total - order.refunded_amount;
      if (remaining <= 0) throw new RefundRefused(409, REFUND_CODES.nothingLeft, RefundMessages.nothingLeft);
      const amount = request.amount ?? remaining;
      if (amount > remaining) throw new ValidationError({ amount: [RefundMessages.tooMuch] });

      const at = now().toISOString();
      const idempotencyKey = `refund-${order.id}-${randomUUID()}`;
      const refundId = await repository.transaction(async (trx) => {
        if (!(await repository.reserve(trx, order.id, amount, at))) return null;
        return repository.insert(trx, {
          order_id: order.id,
          channel_id: order.channel_id,
          amount,
          currency: order.currency,
          reason: request.reason,
          status: 'requested',
          provider: provider.name,
          provider_refund_id: null,
          idempotency_key: idempotencyKey,
          operator_id: operatorId,
          created_at: at,
          updated_at: at,
        });
      });
      if (refundId === null) throw new RefundRefused(409, REFUND_CODES.changed, RefundMessages.changed);

      let answer: Awaited<ReturnType<PaymentProvider['refund']>>;
      try {
        answer = await provider.refund({ paymentId: order.provider_payment_id, amount, reason: request.reason, idempotencyKey, metadata: { order_id: String(order.id), refund_id: String(refundId) } });
      } catch (error) {
        await repository.transaction((trx) => repository.fail(trx, refundId, error instanceof Error ? error.message.slice(0, 500) : RefundMessages.providerRefused, now().toISOString()));
        throw new RefundRefused(502, REFUND_CODES.providerRefused, RefundMessages.providerRefused);
      }
      const settledAt = now().toISOString();
      await repository.transaction(async (trx) => {
        if (answer.id) await repository.linkProviderId(trx, refundId, answer.id, settledAt);
        const row = (await repository.find(trx, refundId))!;
        if (answer.status === 'failed') await repository.fail(trx, refundId, answer.failureMessage ?? RefundMessages.providerRefused, settledAt);
        else if (answer.status === 'succeeded') await events.succeeded(trx, (await repository.findOrder(channelId, order.id, trx))!, row, false, settledAt);
      });
      if (answer.status === 'succeeded' && order.user_id !== null) await entitlements.changed({ userId: order.user_id });
      const stored = await repository.get(refundId);
      // The provider answered and said no (a charge it does not know, more than it has left): the request cannot succeed as it is.
      if (stored!.status === 'failed') throw new RefundRefused(409, REFUND_CODES.providerRefused, RefundMessages.providerRefused);
      return stored!;
    },
  };
}
export type RefundsService = ReturnType<typeof createRefundsService>;

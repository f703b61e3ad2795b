import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProviderEvent } from '../../lib/payments/types';
import type { PaidPayment } from '../mail/receipt-mailer';
import type { ReceiptsRepository } from '../mail/receipts.repository';
import type { EntitlementsChanges } from '../entitlements/entitlements.service';
import type { RefundEvents } from '../orders/refunds.service';
import type { PassesRepository } from '../passes/passes.repository';
import type { PaymentOrderRow, PaymentsRepository } from './payments.repository';
import { periodEnd } from './subscription-period';

export interface PaymentEventsDeps {
  repository: PaymentsRepository;
  provider: string;
  /** Called after the commit with a subscription's new period end, to charge the next one then. */
  scheduleRenewal: (orderId: number, at: Date) => Promise<void>;
  /** A subscription's period: its unit and how many of them one payment buys. */
  passes: Pick<PassesRepository, 'billingPeriod'>;
  /** Notes the card and receipt address in the transaction that marks a payment; the receipt mail is sent after the commit. */
  receipts?: { repository: Pick<ReceiptsRepository, 'stampPaid'>; send: (payment: PaidPayment) => Promise<void> };
  /** Refund outcomes (full or partial, the console's or the provider dashboard's), applied in the event's transaction. */
  refunds: Pick<RefundEvents, 'apply'>;
  /** Told after the commit whose order the event changed: paid, renewed or refunded, access opens or closes at once. */
  entitlements: EntitlementsChanges;
  now?: () => Date;
}

const DECLINED = 'Your card was declined.';

/**
 * Applies provider events to orders, each event id exactly once: the processed mark and the order
 * change share one transaction, and every change also names the state it moves from, so
 * duplicates, concurrent deliveries and a failure arriving after the payment grant once.
 */
export function createPaymentEvents({ repository, provider, scheduleRenewal, passes, receipts, refunds, entitlements, now = () => new Date() }: PaymentEventsDeps) {
  /**
   * The order a payment pays. A provider that settles within the create call (Stripe) can send its
   * webhook before the buy has stored the payment's id: the order named in the metadata, still
   * without one, is that order.
   */
  async function orderOfPayment(trx: Transaction<Database>, event: ProviderEvent): Promise<PaymentOrderRow | undefined> {
    const linked = await repository.findByPayment(trx, provider, event.data.paymentId);
    const orderId = Number(event.data.metadata.order_id);
    if (linked || !Number.isSafeInteger(orderId)) return linked;
    return repository.findUnlinkedOrder(trx, provider, orderId);
  }

  return async function onProviderEvent(event: ProviderEvent): Promise<void> {
    const at = now();
    const stamp = at.toISOString();
    const renewalOf = event.data.metadata.kind === 'renewal' ? event.data.metadata.period_start : undefined;
    let renewAt: { orderId: number; at: Date } | null = null;
    let paid: PaidPayment | null = null;
    let buyer: number | null = null;
    const subscriptionEnd = async (trx: Transaction<Database>, passId: number, start: Date) => {
      const { period, period_count } = await passes.billingPeriod(passId, trx);
      return periodEnd(period, start, period_count);
    };

    await repository.onceForEvent(provider, event, stamp, async (trx) => {
      const order: PaymentOrderRow | undefined =
        renewalOf === undefined ? await orderOfPayment(trx, event) : await repository.findOrder(provider, Number(event.data.metadata.order_id), trx);
      if (!order) return;
      buyer = order.user_id;
      const ref = event.data.paymentId;
      if (event.type === 'payment.succeeded' && renewalOf === undefined) {
        const isSubscription = order.type === 'subscription';
        const end = isSubscription ? await subscriptionEnd(trx, order.pass_id, at) : null;
        const period = end ? { period_start: stamp, period_end: end.toISOString() } : {};
        // A retried card may succeed after a failed attempt; a paid or refunded order stays as it is.
        if (!(await repository.moveOrder(trx, order.id, ['pending', 'failed'], { status: 'paid', activity_status: 'active', failure_message: null, updated_at: stamp, ...period }))) return;
        await repository.settleTransaction(trx, order.id, 'paid', ref, null, stamp);
        if (order.coupon_id !== null) await repository.redeemCouponUse(trx, order.id, stamp);
        await receipts?.repository.stampPaid(trx, order.id, event.data.card);
        paid = { orderId: order.id, kind: 'purchase', amount: order.total, currency: order.currency, paidAt: stamp };
        if (end) renewAt = { orderId: order.id, at: end };
      } else if (event.type === 'invoice.paid' && renewalOf !== undefined) {
        const start = new Date(renewalOf);
        const end = await subscriptionEnd(trx, order.pass_id, start);
        if (!(await repository.renewPeriod(trx, order.id, renewalOf, { period_start: renewalOf, period_end: end.toISOString() }, stamp))) return;
        await repository.addTransaction(trx, order.id, { status: 'paid', amount: event.data.amount, currency: event.data.currency, provider_ref: ref, at: stamp });
        await receipts?.repository.stampPaid(trx, order.id, event.data.card);
        paid = { orderId: order.id, kind: 'renewal', amount: event.data.amount, currency: event.data.currency, paidAt: stamp };
        renewAt = { orderId: order.id, at: end };
      } else if (event.type === 'payment.failed' && renewalOf !== undefined) {
        // The period is not extended: the subscription lapses at its end.
        await repository.addTransaction(trx, order.id, { status: 'failed', amount: event.data.amount, currency: event.data.currency, provider_ref: ref, at: stamp });
      } else if (event.type === 'payment.failed') {
        const message = event.data.failureMessage ?? DECLINED;
        if (!(await repository.moveOrder(trx, order.id, ['pending'], { status: 'failed', failure_message: message, updated_at: stamp }))) return;
        await repository.settleTransaction(trx, order.id, 'failed', ref, message, stamp);
        if (order.coupon_id !== null) await repository.releaseCouponUse(trx, order.id, stamp);
      } else if (event.type === 'charge.refunded' || event.type === 'refund.failed') {
        // One refunds row per refund whoever started it; a full refund ends the access, a partial one keeps it (docs/decisions/0055-refunds.md).
        await refunds.apply(trx, order, event, stamp);
      }
    });
    // After the commit, so no instance reads the order as it was once told it changed.
    const changedUser = buyer as number | null;
    if (changedUser !== null) await entitlements.changed({ userId: changedUser });
    // After the commit: the queue writes on its own connection (and a missed schedule is caught by the renewal sweep).
    const next = renewAt as { orderId: number; at: Date } | null;
    if (next) await scheduleRenewal(next.orderId, next.at);
    const receipt = paid as PaidPayment | null;
    // After the commit, like the renewal: a failure here is reported to the caller (job or webhook) and logged there.
    if (receipt && receipts) await receipts.send(receipt);
  };
}

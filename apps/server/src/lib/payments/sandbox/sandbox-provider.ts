import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { z } from 'zod';
import type { JobQueue } from '../../queue';
import { enqueueJob, handleJob, jobType } from '../../queue/job-type';
import {
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderEventHandler,
  type ProviderPayment,
  type ProviderRefund,
  type RefundInput,
  type SetupIntentResult,
  UnknownPaymentMethod,
} from '../types';
import { type SandboxPaymentRow, type SandboxRefundRow, createSandboxRepository } from './sandbox.repository';
import { DECLINE_MESSAGES, type SandboxOutcome, TEST_PAYMENT_METHODS, testCardOf } from './test-cards';

export const SANDBOX_SETTLE_JOB = jobType('payments.sandbox-settle', z.object({ paymentId: z.string().min(1) }), { attempts: 5, timeoutMs: 30_000, backoffMs: 1_000 });
export const SANDBOX_REFUND_JOB = jobType('payments.sandbox-refund', z.object({ refundId: z.string().min(1) }), { attempts: 5, timeoutMs: 30_000, backoffMs: 1_000 });
/** The message of a refund for more than the charge has left, as Stripe words it. */
export const SANDBOX_REFUND_TOO_LARGE = 'Refund amount is greater than the unrefunded amount on the charge.';
/** Like Stripe test mode, a payment is not settled in the request that makes it. */
export const SANDBOX_SETTLE_DELAY_MS = 1_000;

export interface SandboxCard {
  number: string;
  exp_month: number;
  exp_year: number;
}

export class NotATestCard extends Error {}

/** The sandbox has no hosted billing page: its portal is the SPA's profile, on the saved cards. */
export const SANDBOX_PORTAL_URL = '/profile?cards';

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/**
 * Inserts a row under its idempotency key. Null when it went in; when the same key raced in from another request
 * (the unique key refused this one), the row that won, which is then the answer to both.
 */
async function insertOnce<T>(insert: () => Promise<void | 'exists'>, winner: () => Promise<T | undefined>): Promise<T | null> {
  if ((await insert()) !== 'exists') return null;
  return (await winner())!;
}

/**
 * The default payment provider: behaves like Stripe test mode (its test PaymentMethod ids and card
 * numbers), settles each payment about a second later through a durable job, and delivers the
 * outcome to the same event handler webhooks use.
 */
export function createSandboxProvider({ db, queue, now = () => new Date() }: { db: Kysely<Database>; queue: JobQueue; now?: () => Date }) {
  const repository = createSandboxRepository(db);
  let deliver: ProviderEventHandler = async () => {
    throw new Error('no payment event handler');
  };

  async function outcomeOf(paymentMethod: string): Promise<SandboxOutcome | null> {
    const known = TEST_PAYMENT_METHODS[paymentMethod];
    if (known) return known.outcome;
    return ((await repository.findMethod(paymentMethod))?.outcome as SandboxOutcome | undefined) ?? null;
  }

  /** The card's brand and last four digits, as Stripe names them on a charge. */
  async function cardOf(paymentMethod: string): Promise<{ brand: string; last4: string } | undefined> {
    const card = TEST_PAYMENT_METHODS[paymentMethod] ?? (await repository.findMethod(paymentMethod));
    return card ? { brand: card.brand, last4: card.last4 } : undefined;
  }

  /** The event of a settled payment; its id is fixed per payment and outcome, so a repeat is a duplicate. */
  async function eventOf(payment: SandboxPaymentRow): Promise<ProviderEvent | null> {
    const metadata = JSON.parse(payment.metadata) as Record<string, string>;
    const succeeded = metadata.kind === 'renewal' ? 'invoice.paid' : 'payment.succeeded';
    const type = payment.status === 'succeeded' ? succeeded : payment.status === 'failed' ? 'payment.failed' : payment.status === 'refunded' ? 'charge.refunded' : null;
    if (!type) return null;
    const card = await cardOf(payment.payment_method);
    const data = { paymentId: payment.id, amount: payment.amount, currency: payment.currency, metadata, ...(card ? { card } : {}) };
    return { id: `evt_${payment.id}_${type}`, type, data: payment.failure_message ? { ...data, failureMessage: payment.failure_message } : data };
  }

  /** Decides a processing payment by its card; returns it as stored after. */
  async function settle(paymentId: string): Promise<SandboxPaymentRow | undefined> {
    const payment = await repository.findPayment(paymentId);
    if (payment?.status !== 'processing') return payment;
    const outcome = (await outcomeOf(payment.payment_method)) ?? 'declined';
    if (outcome === 'succeeds') await repository.moveStatus(paymentId, 'processing', 'succeeded');
    else await repository.moveStatus(paymentId, 'processing', 'failed', DECLINE_MESSAGES[outcome]);
    return repository.findPayment(paymentId);
  }

  /** The event of a settled refund, carrying the refund and what the charge has refunded so far; its id is fixed per refund and outcome. */
  async function refundEventOf(refund: SandboxRefundRow, payment: SandboxPaymentRow): Promise<ProviderEvent | null> {
    if (refund.status === 'pending') return null;
    const amountRefunded = await repository.refundedOn(payment.id);
    const type = refund.status === 'succeeded' ? 'charge.refunded' : 'refund.failed';
    const detail = { id: refund.id, amount: refund.amount, metadata: JSON.parse(refund.metadata) as Record<string, string>, ...(refund.reason ? { reason: refund.reason } : {}) };
    const data = {
      paymentId: payment.id,
      amount: refund.amount,
      currency: payment.currency,
      metadata: JSON.parse(payment.metadata) as Record<string, string>,
      refund: detail,
      amountRefunded,
      fullyRefunded: amountRefunded >= payment.amount,
      ...(refund.failure_message ? { failureMessage: refund.failure_message } : {}),
    };
    return { id: `evt_${refund.id}_${type}`, type, data };
  }

  /** Decides a pending refund: it succeeds while the charge has that much left, and fails otherwise; returns its event. */
  async function settleRefund(refundId: string): Promise<ProviderEvent | null> {
    const refund = await repository.findRefund(refundId);
    if (!refund) return null;
    const payment = (await repository.findPayment(refund.payment_id))!;
    if (refund.status === 'pending') {
      const refundable = payment.status === 'succeeded' ? payment.amount - (await repository.refundedOn(payment.id)) : 0;
      if (refund.amount > refundable) await repository.moveRefund(refund.id, 'failed', SANDBOX_REFUND_TOO_LARGE);
      else if (await repository.moveRefund(refund.id, 'succeeded')) {
        if ((await repository.refundedOn(payment.id)) >= payment.amount) await repository.moveStatus(payment.id, 'succeeded', 'refunded');
      }
    }
    return refundEventOf((await repository.findRefund(refundId))!, (await repository.findPayment(refund.payment_id))!);
  }

  handleJob(queue, SANDBOX_REFUND_JOB, async ({ refundId }) => {
    const event = await settleRefund(refundId);
    if (event) await deliver(event);
  });

  handleJob(queue, SANDBOX_SETTLE_JOB, async ({ paymentId }) => {
    const event = await eventOf((await settle(paymentId))!);
    if (event) await deliver(event);
  });

  const provider: PaymentProvider & {
    tokenize(card: SandboxCard): Promise<string>;
    refund(input: RefundInput | string): Promise<ProviderRefund>;
    settleRefund(refundId: string): Promise<ProviderEvent | null>;
  } = {
    name: 'sandbox',

    onEvent(handler) {
      deliver = handler;
    },

    customerOf: async (userId) => `user-${userId}`,

    chargeRenewal: ({ metadata, ...charge }) => provider.createPayment({ ...charge, metadata: { ...metadata, kind: 'renewal' } }),

    async setupIntent(customer, paymentMethod): Promise<SetupIntentResult> {
      const id = newId('seti');
      const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
      if (paymentMethod === undefined) return { id, client_secret: clientSecret, status: 'requires_payment_method', payment_method: null };
      return { id, client_secret: clientSecret, status: 'succeeded', payment_method: await provider.attachPaymentMethod(customer, paymentMethod) };
    },

    portalUrl: async () => SANDBOX_PORTAL_URL,

    async attachPaymentMethod(customer, paymentMethod) {
      const test = TEST_PAYMENT_METHODS[paymentMethod];
      if (test) {
        const id = newId('pm');
        const expYear = now().getUTCFullYear() + 3;
        await repository.insertMethod({ id, brand: test.brand, last4: test.last4, exp_month: 12, exp_year: expYear, outcome: test.outcome, customer, created_at: now().toISOString() });
        return id;
      }
      if (!(await repository.claimMethod(paymentMethod, customer))) throw new UnknownPaymentMethod(paymentMethod);
      return paymentMethod;
    },

    listCards: (customer) => repository.cardsOf(customer),

    async knowsPaymentMethod(paymentMethod, customer) {
      if (TEST_PAYMENT_METHODS[paymentMethod]) return true;
      const method = await repository.findMethod(paymentMethod);
      return method !== undefined && (method.customer === null || method.customer === customer);
    },

    async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
      const earlier = await repository.findPaymentByKey(input.idempotencyKey);
      if (earlier) return { id: earlier.id, status: earlier.status as ProviderPayment['status'] };
      if ((await outcomeOf(input.paymentMethod)) === null) throw new UnknownPaymentMethod(input.paymentMethod);
      const id = newId('pi');
      const winner = await insertOnce(
        () =>
          repository.insertPayment({
            id,
            idempotency_key: input.idempotencyKey,
            amount: input.amount,
            currency: input.currency,
            payment_method: input.paymentMethod,
            customer: input.customer,
            metadata: JSON.stringify(input.metadata),
            status: 'processing',
            created_at: now().toISOString(),
          }),
        () => repository.findPaymentByKey(input.idempotencyKey),
      );
      if (winner) return { id: winner.id, status: winner.status as ProviderPayment['status'] };
      await enqueueJob(queue, SANDBOX_SETTLE_JOB, { paymentId: id }, { jobId: id, runAt: new Date(now().getTime() + SANDBOX_SETTLE_DELAY_MS) });
      return { id, status: 'processing' };
    },

    async settledEvent(paymentId) {
      const payment = await settle(paymentId);
      return payment ? eventOf(payment) : null;
    },

    /** Turns a card number into a token; the number itself is dropped here. */
    async tokenize(card: SandboxCard): Promise<string> {
      const test = testCardOf(card.number);
      if (!test) throw new NotATestCard();
      const id = newId('pm');
      await repository.insertMethod({ id, brand: test.brand, last4: test.last4, exp_month: card.exp_month, exp_year: card.exp_year, outcome: test.outcome, customer: null, created_at: now().toISOString() });
      return id;
    },

    /**
     * With a payment id alone: what an operator's full refund in the provider's dashboard would do (no row of the app's
     * names it): the rest of the charge refunded at once and its charge.refunded event delivered. With a refund's input:
     * the API's refund, pending until the refund job settles it about a second later (or `settleRefund`).
     */
    async refund(input: RefundInput | string): Promise<ProviderRefund> {
      if (typeof input === 'string') {
        const payment = await repository.findPayment(input);
        const remaining = payment?.status === 'succeeded' ? payment.amount - (await repository.refundedOn(payment.id)) : 0;
        if (!payment || remaining <= 0) return { id: '', status: 'failed', failureMessage: SANDBOX_REFUND_TOO_LARGE };
        const id = newId('re');
        await repository.insertRefund({ id, payment_id: payment.id, idempotency_key: `dashboard-${id}`, amount: remaining, reason: null, metadata: '{}', status: 'pending', created_at: now().toISOString() });
        const event = await settleRefund(id);
        if (event) await deliver(event);
        return { id, status: event?.type === 'charge.refunded' ? 'succeeded' : 'failed' };
      }
      const earlier = await repository.findRefundByKey(input.idempotencyKey);
      const status = (row: SandboxRefundRow): ProviderRefund => ({ id: row.id, status: row.status as ProviderRefund['status'], ...(row.failure_message ? { failureMessage: row.failure_message } : {}) });
      if (earlier) return status(earlier);
      // Like Stripe's answer for a charge it does not know: refused, nothing refunded.
      if (!(await repository.findPayment(input.paymentId))) return { id: '', status: 'failed', failureMessage: `No such payment: ${input.paymentId}` };
      const id = newId('re');
      const winner = await insertOnce(
        () =>
          repository.insertRefund({
            id,
            payment_id: input.paymentId,
            idempotency_key: input.idempotencyKey,
            amount: input.amount,
            reason: input.reason,
            metadata: JSON.stringify(input.metadata),
            status: 'pending',
            created_at: now().toISOString(),
          }),
        () => repository.findRefundByKey(input.idempotencyKey),
      );
      if (winner) return status(winner);
      await enqueueJob(queue, SANDBOX_REFUND_JOB, { refundId: id }, { jobId: id, runAt: new Date(now().getTime() + SANDBOX_SETTLE_DELAY_MS) });
      return { id, status: 'pending' };
    },

    /** Settles a pending refund now, as its job would, and delivers its event (tests use it instead of waiting for the job). */
    async settleRefund(refundId: string): Promise<ProviderEvent | null> {
      const event = await settleRefund(refundId);
      if (event) await deliver(event);
      return event;
    },
  };
  return provider;
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

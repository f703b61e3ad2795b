import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';
import { z } from 'zod';
import type { JobQueue } from '../../queue';
import { enqueueJob, handleJob, jobType } from '../../queue/job-type';
import { type CreatePaymentInput, type PaymentProvider, type SetupIntentResult, type ProviderEvent, type ProviderEventHandler, type ProviderPayment, UnknownPaymentMethod } from '../types';
import { type SandboxPaymentRow, createSandboxRepository } from './sandbox.repository';
import { DECLINE_MESSAGES, type SandboxOutcome, TEST_PAYMENT_METHODS, testCardOf } from './test-cards';

export const SANDBOX_SETTLE_JOB = jobType('payments.sandbox-settle', z.object({ paymentId: z.string().min(1) }), { attempts: 5, timeoutMs: 30_000, backoffMs: 1_000 });
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

  handleJob(queue, SANDBOX_SETTLE_JOB, async ({ paymentId }) => {
    const event = await eventOf((await settle(paymentId))!);
    if (event) await deliver(event);
  });

  const provider: PaymentProvider & {
    tokenize(card: SandboxCard): Promise<string>;
    refund(paymentId: string): Promise<void>;
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
      try {
        await repository.insertPayment({
          id,
          idempotency_key: input.idempotencyKey,
          amount: input.amount,
          currency: input.currency,
          payment_method: input.paymentMethod,
          customer: input.customer,
          metadata: JSON.stringify(input.metadata),
          status: 'processing',
          created_at: now().toISOString(),
        });
      } catch (error) {
        // The same key raced in from another request: that payment is the one.
        if (!isUniqueViolation(error)) throw error;
        const winner = (await repository.findPaymentByKey(input.idempotencyKey))!;
        return { id: winner.id, status: winner.status as ProviderPayment['status'] };
      }
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

    /** What an operator's refund in the provider's dashboard would do: a charge.refunded event. */
    async refund(paymentId: string): Promise<void> {
      if (!(await repository.moveStatus(paymentId, 'succeeded', 'refunded'))) return;
      const event = await eventOf((await repository.findPayment(paymentId))!);
      if (event) await deliver(event);
    },
  };
  return provider;
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

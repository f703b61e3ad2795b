import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import {
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderEventHandler,
  type ProviderPayment,
  type ProviderRefund,
  type RefundInput,
  type RenewalCharge,
  type SetupIntentResult,
  UnknownPaymentMethod,
} from '../types';
import { createStripeCustomers } from './stripe-customers.repository';
import { paymentIntentOutcome, providerEventOf, refundStatusOf } from './stripe-events';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (a local fake in tests, a self-hosted mock); null for api.stripe.com. */
  apiBase: string | null;
}

export class InvalidWebhookSignature extends Error {}

/** The SDK pointed at Stripe, or at the API base given (the SDK takes host, port and protocol). */
export function createStripeClient({ secretKey, apiBase }: Pick<StripeSettings, 'secretKey' | 'apiBase'>): Stripe {
  if (!apiBase) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, { maxNetworkRetries: 2, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol, telemetry: false });
}

/** Cards and other methods that never leave the page: the server confirms without a return URL. */
const NO_REDIRECTS = { enabled: true, allow_redirects: 'never' } as const;

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/**
 * Stripe behind the provider interface: one customer per user, PaymentIntents confirmed by the
 * server (renewals off-session with the saved card), SetupIntents and the billing portal for saved
 * cards. Outcomes arrive as webhooks (`handleWebhook`); a card declined while the payment is made
 * is answered at once. Every write to Stripe carries an idempotency key.
 */
export function createStripeProvider({ db, settings, stripe = createStripeClient(settings), now = () => new Date() }: { db: Kysely<Database>; settings: StripeSettings; stripe?: Stripe; now?: () => Date }) {
  const customers = createStripeCustomers(db);
  let deliver: ProviderEventHandler = async () => {
    throw new Error('no payment event handler');
  };

  /** Confirms a PaymentIntent; a declined card is an answer (failed, with its event), not an error. */
  async function confirmIntent(params: Stripe.PaymentIntentCreateParams, idempotencyKey: string): Promise<ProviderPayment> {
    try {
      const intent = await stripe.paymentIntents.create(params, { idempotencyKey });
      return { id: intent.id, status: intent.status === 'succeeded' ? 'succeeded' : intent.status === 'canceled' ? 'failed' : 'processing' };
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
      const intent = error.payment_intent;
      const paymentId = intent?.id ?? `declined_${idempotencyKey}`;
      const metadata = { ...(params.metadata as Record<string, string>) };
      const data = { paymentId, amount: params.amount, currency: params.currency.toUpperCase(), metadata, failureMessage: error.message };
      // Its webhook (another event id) finds the order already failed and changes nothing.
      return { id: paymentId, status: 'failed', settled: { id: `declined_${paymentId}`, type: 'payment.failed', data } };
    }
  }

  /** The card that paid an intent, for the buyer's confirmation and receipt; none when Stripe cannot say. */
  async function cardOf(intent: Stripe.PaymentIntent): Promise<{ brand: string; last4: string } | undefined> {
    try {
      const method = typeof intent.payment_method === 'string' ? await stripe.paymentMethods.retrieve(intent.payment_method) : intent.payment_method;
      return method?.card ? { brand: method.card.brand, last4: method.card.last4 } : undefined;
    } catch {
      return undefined;
    }
  }

  /** A payment's success carries its card. */
  async function withCard(event: ProviderEvent | null, intent: Stripe.PaymentIntent): Promise<ProviderEvent | null> {
    if (!event || (event.type !== 'payment.succeeded' && event.type !== 'invoice.paid')) return event;
    const card = await cardOf(intent);
    return card ? { ...event, data: { ...event.data, card } } : event;
  }

  const provider: PaymentProvider & { handleWebhook(payload: Buffer, signature: string | undefined): Promise<void> } = {
    name: 'stripe',

    onEvent(handler) {
      deliver = handler;
    },

    async customerOf(userId) {
      const known = await customers.find(userId);
      if (known) return known;
      const user = await customers.user(userId);
      if (!user) throw new Error(`no user ${userId}`);
      // Two first needs at once make one customer: the key is the user's (and its creation time, unique across installations).
      const customer = await stripe.customers.create({ email: user.email, metadata: { user_id: String(userId) } }, { idempotencyKey: `customer-user-${userId}-${Date.parse(user.created_at)}` });
      return customers.store(userId, customer.id, now().toISOString());
    },

    async knowsPaymentMethod(paymentMethod, customer) {
      try {
        const method = await stripe.paymentMethods.retrieve(paymentMethod);
        const owner = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
        return owner === null || owner === customer;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    createPayment: (input: CreatePaymentInput) =>
      confirmIntent(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          ...(input.customer ? { customer: input.customer } : {}),
          payment_method: input.paymentMethod,
          automatic_payment_methods: NO_REDIRECTS,
          confirm: true,
          off_session: false,
          // A subscription's card pays its later periods without the buyer present.
          ...(input.forRenewals ? { setup_future_usage: 'off_session' as const } : {}),
          metadata: input.metadata,
        },
        input.idempotencyKey,
      ),

    async chargeRenewal(charge: RenewalCharge) {
      const payment = await confirmIntent(
        {
          amount: charge.amount,
          currency: charge.currency.toLowerCase(),
          customer: charge.customer,
          payment_method: charge.paymentMethod,
          automatic_payment_methods: NO_REDIRECTS,
          confirm: true,
          off_session: true,
          metadata: { ...charge.metadata, kind: 'renewal' },
        },
        charge.idempotencyKey,
      );
      // A declined renewal is recorded from its webhook only: two event ids for one failure would add two failed transactions.
      return { id: payment.id, status: payment.status };
    },

    async settledEvent(paymentId) {
      let intent = await stripe.paymentIntents.retrieve(paymentId);
      // Asked long after the buy: an authentication the buyer never completed will not be; end it so the order fails rather than stays pending.
      if (intent.status === 'requires_action' || intent.status === 'requires_confirmation') {
        intent = await stripe.paymentIntents.cancel(paymentId, { cancellation_reason: 'abandoned' }, { idempotencyKey: `cancel-${paymentId}` });
      }
      // Not Stripe's event id (which is not known here): a stable one, and the order's state guard makes the real event, arriving too, change nothing.
      return withCard(paymentIntentOutcome(intent, (type) => `reconcile_${paymentId}_${type}`), intent);
    },

    /** Stripe's Refunds API, with the app's idempotency key, so a retried request never refunds twice. */
    async refund(input: RefundInput): Promise<ProviderRefund> {
      const refund = await stripe.refunds.create(
        { payment_intent: input.paymentId, amount: input.amount, reason: 'requested_by_customer', metadata: { ...input.metadata, reason: input.reason.slice(0, 500) } },
        { idempotencyKey: input.idempotencyKey },
      );
      const status = refundStatusOf(refund.status);
      return { id: refund.id, status, ...(status === 'failed' && refund.failure_reason ? { failureMessage: refund.failure_reason } : {}) };
    },

    async attachPaymentMethod(customer, paymentMethod) {
      const saved = await provider.setupIntent(customer, paymentMethod);
      if (!saved.payment_method) throw new UnknownPaymentMethod(paymentMethod);
      return saved.payment_method;
    },

    async setupIntent(customer, paymentMethod): Promise<SetupIntentResult> {
      try {
        // Each call opens a new intent: the key only makes the SDK's own retries safe.
        const intent = await stripe.setupIntents.create(
          { customer, usage: 'off_session', automatic_payment_methods: NO_REDIRECTS, ...(paymentMethod ? { payment_method: paymentMethod, confirm: true } : {}) },
          { idempotencyKey: `setup-${customer}-${randomUUID()}` },
        );
        const method = typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null);
        const status = intent.status === 'succeeded' ? 'succeeded' : intent.status === 'requires_action' ? 'requires_action' : 'requires_payment_method';
        if (paymentMethod && status === 'requires_payment_method') throw new UnknownPaymentMethod(paymentMethod);
        return { id: intent.id, client_secret: intent.client_secret ?? '', status, payment_method: method };
      } catch (error) {
        if (paymentMethod && (error instanceof Stripe.errors.StripeCardError || isMissing(error))) throw new UnknownPaymentMethod(paymentMethod);
        throw error;
      }
    },

    async listCards(customer) {
      const methods = await stripe.paymentMethods.list({ customer, type: 'card', limit: 100 });
      return methods.data.flatMap((method) => (method.card ? [{ id: method.id, brand: method.card.brand, last4: method.card.last4, exp_month: method.card.exp_month, exp_year: method.card.exp_year }] : []));
    },

    async portalUrl(customer, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }, { idempotencyKey: `portal-${customer}-${randomUUID()}` });
      return session.url;
    },

    /** `POST /api/stripe/webhook`: verifies Stripe's signature on the raw body, then applies the event it stands for. */
    async handleWebhook(payload, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature ?? '', settings.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new InvalidWebhookSignature(error.message);
        throw error;
      }
      const translated = event.type === 'payment_intent.succeeded' ? await withCard(providerEventOf(event), event.data.object) : providerEventOf(event);
      if (translated) await deliver(translated);
    },
  };
  return provider;
}
export type StripeProvider = ReturnType<typeof createStripeProvider>;

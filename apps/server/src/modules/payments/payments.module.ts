import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createSandboxProvider } from '../../lib/payments/sandbox/sandbox-provider';
import { createStripeProvider, type StripeSettings } from '../../lib/payments/stripe/stripe-provider';
import type { Mailer } from '../../lib/mail/mailer';
import type { JobQueue } from '../../lib/queue';
import type { AuthGuards } from '../auth/auth.guards';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { KeyGuards } from '../keys/keys.guards';
import { createReceipts } from '../mail/receipt-mailer';
import type { OrdersRepository } from '../orders/orders.repository';
import type { OrdersService } from '../orders/orders.service';
import type { PassesRepository } from '../passes/passes.repository';
import type { PassesService } from '../passes/passes.service';
import { createBuyService } from './buy.service';
import { cardsRoutes } from './cards.routes';
import { createCardsService } from './cards.service';
import { createRefundsRepository } from '../orders/refunds.repository';
import { createRefundEvents, createRefundsService } from '../orders/refunds.service';
import { createPaymentEvents } from './payment-events';
import { createPaymentsRepository } from './payments.repository';
import { paymentsRoutes } from './payments.routes';
import { createReconciler } from './reconcile';
import { createRenewals } from './renewals';
import { stripeWebhookRoutes } from './stripe-webhook.routes';
import { createSubscriptionsService } from './subscriptions.service';

export interface PaymentsDeps {
  db: Kysely<Database>;
  queue: JobQueue;
  passes: PassesRepository;
  passCatalogue: PassesService;
  entitlements: Pick<EntitlementsService, 'forUser' | 'changed'>;
  orders: OrdersRepository;
  orderViews: Pick<OrdersService, 'get'>;
  guards: KeyGuards;
  authGuards: AuthGuards;
  /** Stripe's keys when STRIPE_SECRET_KEY is set; null: the sandbox. */
  stripe: StripeSettings | null;
  /** The SPA's origin when it is not the API's (PUBLIC_ORIGIN), for the billing portal's way back. */
  publicOrigin: string | null;
  /** Receipts of paid orders and renewals go through it. */
  mailer: Pick<Mailer, 'send'>;
}

/** Buying: the provider (Stripe when configured, the sandbox otherwise), the buy endpoints and the one provider event handler. */
export function createPayments({ db, queue, passes, passCatalogue, entitlements, orders, orderViews, guards, authGuards, stripe: stripeSettings, publicOrigin, mailer }: PaymentsDeps) {
  const repository = createPaymentsRepository(db);
  const stripe = stripeSettings ? createStripeProvider({ db, settings: stripeSettings }) : null;
  const sandbox = stripe ? null : createSandboxProvider({ db, queue });
  const provider = stripe ?? sandbox!;
  const renewals = createRenewals({ repository, provider, queue });
  const refundsRepository = createRefundsRepository(db);
  const refundEvents = createRefundEvents({ repository: refundsRepository, provider: provider.name });
  const onProviderEvent = createPaymentEvents({
    repository,
    provider: provider.name,
    scheduleRenewal: renewals.schedule,
    passes,
    receipts: createReceipts({ db, mailer }),
    refunds: refundEvents,
    entitlements,
  });
  provider.onEvent(onProviderEvent);
  const buy = createBuyService({ repository, passes, passCatalogue, entitlements, orders, provider, onProviderEvent });
  const subscriptions = createSubscriptionsService({ repository, passes, orders: orderViews, provider, entitlements });
  const reconcile = createReconciler({ repository, provider, onProviderEvent });

  return {
    provider,
    /** The sandbox's own operations (test card tokens, refunds), when it is the provider. */
    sandbox,
    onProviderEvent,
    /** The console's refunds, through the provider (docs/decisions/0055-refunds.md). */
    refunds: createRefundsService({ repository: refundsRepository, provider, events: refundEvents, entitlements }),
    refundsRepository,
    /** Renewal cancellation and trials (the console's customers cancel a renewal through it). */
    subscriptions,
    chores: [
      { name: 'pending orders reconciled', run: reconcile },
      { name: 'subscriptions renewed', run: renewals.sweep },
    ],
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(cardsRoutes, { cards: createCardsService({ provider }), authGuards, publicOrigin });
      await app.register(paymentsRoutes, { buy, subscriptions, sandbox, guards, authGuards });
      if (stripe) await app.register(stripeWebhookRoutes, { stripe });
    },
  };
}
export type Payments = ReturnType<typeof createPayments>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider and the handler its events go to (tests refund and redeliver through them). */
    payments: Payments;
  }
}

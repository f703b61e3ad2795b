import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createSandboxProvider } from '../../lib/payments/sandbox/sandbox-provider';
import type { JobQueue } from '../../lib/queue';
import type { AuthGuards } from '../auth/auth.guards';
import type { KeyGuards } from '../keys/keys.guards';
import type { OrdersRepository } from '../orders/orders.repository';
import type { OrdersService } from '../orders/orders.service';
import type { PassesRepository } from '../passes/passes.repository';
import type { PassesService } from '../passes/passes.service';
import { createBuyService } from './buy.service';
import { cardsRoutes } from './cards.routes';
import { createCardsService } from './cards.service';
import { createPaymentEvents } from './payment-events';
import { createPaymentsRepository } from './payments.repository';
import { paymentsRoutes } from './payments.routes';
import { createReconciler } from './reconcile';
import { createRenewals } from './renewals';
import { createSubscriptionsService } from './subscriptions.service';

export interface PaymentsDeps {
  db: Kysely<Database>;
  queue: JobQueue;
  passes: PassesRepository;
  passCatalogue: PassesService;
  orders: OrdersRepository;
  orderViews: Pick<OrdersService, 'get'>;
  guards: KeyGuards;
  authGuards: AuthGuards;
}

/** Buying: the provider (the sandbox until the Stripe adapter comes), the buy endpoints and the one provider event handler. */
export function createPayments({ db, queue, passes, passCatalogue, orders, orderViews, guards, authGuards }: PaymentsDeps) {
  const repository = createPaymentsRepository(db);
  const sandbox = createSandboxProvider({ db, queue });
  const renewals = createRenewals({ repository, provider: sandbox, queue });
  const onProviderEvent = createPaymentEvents({ repository, provider: sandbox.name, scheduleRenewal: renewals.schedule });
  sandbox.onEvent(onProviderEvent);
  const buy = createBuyService({ repository, passes, passCatalogue, orders, provider: sandbox });
  const subscriptions = createSubscriptionsService({ repository, passes, orders: orderViews });
  const reconcile = createReconciler({ repository, provider: sandbox, onProviderEvent });

  return {
    provider: sandbox,
    onProviderEvent,
    chores: [
      { name: 'pending orders reconciled', run: reconcile },
      { name: 'subscriptions renewed', run: renewals.sweep },
    ],
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(cardsRoutes, { cards: createCardsService({ provider: sandbox }), authGuards });
      await app.register(paymentsRoutes, { buy, subscriptions, sandbox, guards, authGuards });
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

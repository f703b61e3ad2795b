import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../lib/queue';
import type { AuthGuards } from '../auth/auth.guards';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { KeyGuards } from '../keys/keys.guards';
import { createPayments, type PaymentsDeps } from '../payments/payments.module';
import { passesRoutes } from '../passes/passes.routes';
import { createPassesRepository } from '../passes/passes.repository';
import { createPassesService } from '../passes/passes.service';
import { ordersRoutes } from './orders.routes';
import { createOrdersRepository } from './orders.repository';
import { createOrdersService } from './orders.service';

export interface CommerceDeps {
  db: Kysely<Database>;
  queue: JobQueue;
  entitlements: Pick<EntitlementsService, 'forUser'>;
  guards: KeyGuards;
  authGuards: AuthGuards;
  payments: Pick<PaymentsDeps, 'stripe' | 'publicOrigin' | 'mailer'>;
}

/** The pass catalogue, orders and promo code previews, and the payments that make orders. */
export function createCommerce({ db, queue, entitlements, guards, authGuards, payments: paymentSettings }: CommerceDeps) {
  const passesRepository = createPassesRepository(db);
  const ordersRepository = createOrdersRepository(db);
  const passes = createPassesService({ repository: passesRepository });
  const orders = createOrdersService({ orders: ordersRepository, passes: passesRepository });
  const payments = createPayments({ db, queue, passes: passesRepository, passCatalogue: passes, entitlements, orders: ordersRepository, orderViews: orders, guards, authGuards, ...paymentSettings });

  async function registerRoutes(app: FastifyInstance): Promise<void> {
    await app.register(passesRoutes, { passes, entitlements, guards });
    await app.register(ordersRoutes, { orders, guards, authGuards });
    await payments.registerRoutes(app);
  }
  return { passes, orders, payments, chores: payments.chores, registerRoutes };
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthGuards } from '../auth/auth.guards';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { KeyGuards } from '../keys/keys.guards';
import { passesRoutes } from '../passes/passes.routes';
import { createPassesRepository } from '../passes/passes.repository';
import { createPassesService } from '../passes/passes.service';
import { ordersRoutes } from './orders.routes';
import { createOrdersRepository } from './orders.repository';
import { createOrdersService } from './orders.service';

export interface CommerceDeps {
  db: Kysely<Database>;
  entitlements: Pick<EntitlementsService, 'forUser'>;
  guards: KeyGuards;
  authGuards: AuthGuards;
}

/** The pass catalogue, orders and promo code previews. Payments come on top of these. */
export function createCommerce({ db, entitlements, guards, authGuards }: CommerceDeps) {
  const passesRepository = createPassesRepository(db);
  const passes = createPassesService({ repository: passesRepository });
  const orders = createOrdersService({ orders: createOrdersRepository(db), passes: passesRepository });

  async function registerRoutes(app: FastifyInstance): Promise<void> {
    await app.register(passesRoutes, { passes, entitlements, guards });
    await app.register(ordersRoutes, { orders, guards, authGuards });
  }
  return { passes, orders, registerRoutes };
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FeatureModule } from '../../lib/feature-module';
import type { JobQueue } from '../../lib/queue';
import type { AuthGuards } from '../auth/auth.guards';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { KeyGuards } from '../keys/keys.guards';
import { createPayments, type PaymentsDeps } from '../payments/payments.module';
import type { AdminEvent, AdminEventPatch } from '@ott/contracts/admin-catalogue';
import type { Channel } from '../channel/channel.types';
import type { AuditLog } from '../operators/audit-log';
import { createPassesAdminRepository } from '../passes/passes-admin.repository';
import { passesAdminRoutes } from '../passes/passes.admin-routes';
import type { PassImages } from '../passes/pass-image.routes';
import { createPassesAdminService } from '../passes/passes.admin-service';
import { createPricingRules } from '../passes/pricing-rules';
import { passesRoutes } from '../passes/passes.routes';
import { createPassesRepository } from '../passes/passes.repository';
import { createPassesService } from '../passes/passes.service';
import { ordersAdminRoutes } from './orders.admin-routes';
import { createOrdersAdminRepository } from './orders-admin.repository';
import { createOrdersAdminService } from './orders.admin-service';
import { ordersRoutes } from './orders.routes';
import { createOrdersRepository } from './orders.repository';
import { createOrdersService } from './orders.service';
import { type CouponsAdminRoutesOptions, couponsAdminRoutes } from './coupons.admin-routes';
import { createCouponsAdminService } from './coupons.admin-service';
import { createCouponsRepository } from './coupons.repository';

export interface CommerceDeps {
  db: Kysely<Database>;
  queue: JobQueue;
  entitlements: Pick<EntitlementsService, 'forUser' | 'changed'>;
  guards: KeyGuards;
  authGuards: AuthGuards;
  payments: Pick<PaymentsDeps, 'stripe' | 'publicOrigin' | 'mailer'>;
}

/** The pass catalogue, orders and promo code previews, and the payments that make orders. */
export function createCommerce({ db, queue, entitlements, guards, authGuards, payments: paymentSettings }: CommerceDeps) {
  const passesRepository = createPassesRepository(db);
  const ordersRepository = createOrdersRepository(db);
  const pricingRules = createPricingRules(db);
  const passes = createPassesService({ repository: passesRepository, pricing: pricingRules });
  const orders = createOrdersService({ orders: ordersRepository, passes: passesRepository });
  const payments = createPayments({ db, queue, passes: passesRepository, passCatalogue: passes, entitlements, orders: ordersRepository, orderViews: orders, guards, authGuards, ...paymentSettings });

  /** The console's promo codes (docs/decisions/0054-promo-code-redemptions.md). */
  async function registerPromoCodesAdmin(app: FastifyInstance, deps: Pick<CouponsAdminRoutesOptions, 'audit'>): Promise<void> {
    await app.register(couponsAdminRoutes, { couponsAdmin: createCouponsAdminService({ repository: createCouponsRepository(db) }), audit: deps.audit });
  }

  /** The console's orders, order page, CSV export and refunds (issue 17). */
  async function registerOrdersAdmin(app: FastifyInstance, deps: { audit: AuditLog }): Promise<void> {
    const ordersAdmin = createOrdersAdminService({ repository: createOrdersAdminRepository(db), refunds: payments.refundsRepository });
    await app.register(ordersAdminRoutes, { ordersAdmin, refunds: payments.refunds, audit: deps.audit });
  }

  async function registerRoutes(app: FastifyInstance): Promise<void> {
    await app.register(passesRoutes, { passes, entitlements, guards });
    await app.register(ordersRoutes, { orders, guards, authGuards });
    await payments.registerRoutes(app);
  }
  /** The console's offer: passes, single-event prices (through the events' own writes) and replay pricing rules. */
  async function registerAdminRoutes(
    app: FastifyInstance,
    deps: {
      audit: AuditLog;
      events: { get(channel: Channel, id: number): Promise<AdminEvent>; update(channel: Channel, id: number, patch: AdminEventPatch): Promise<{ before: AdminEvent; after: AdminEvent }> };
      invalidate: FastifyInstance['invalidateChannelCaches'];
      images: PassImages;
    },
  ): Promise<void> {
    const passesAdmin = createPassesAdminService({ repository: createPassesAdminRepository(db), passes: passesRepository, events: deps.events, entitlements });
    await app.register(passesAdminRoutes, { passesAdmin, audit: deps.audit, invalidate: deps.invalidate, images: deps.images });
  }
  /** Everything commerce serves, once the console's events exist (they need the pricing rules made here). */
  function module(deps: Parameters<typeof registerAdminRoutes>[1]): FeatureModule {
    return {
      chores: payments.chores,
      async registerRoutes(app) {
        await registerAdminRoutes(app, deps);
        await registerRoutes(app);
        await registerOrdersAdmin(app, deps);
        await registerPromoCodesAdmin(app, deps);
      },
    };
  }
  return { passes, orders, payments, pricingRules, module };
}

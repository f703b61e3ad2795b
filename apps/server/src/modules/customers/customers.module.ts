import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/create-database';
import type { Database } from '../../db/schema';
import type { Accounts } from '../auth/accounts';
import { createEventsRepository } from '../events/events.repository';
import { createGeoRepository } from '../geo/geo.repository';
import type { KeysService } from '../keys/keys.service';
import type { AuditLog } from '../operators/audit-log';
import { createPassesRepository } from '../passes/passes.repository';
import type { Payments } from '../payments/payments.module';
import { customersAdminRoutes } from './customers.admin-routes';
import { type CustomersAdminDeps, createCustomersAdminService } from './customers.admin-service';
import { createCustomersRepository } from './customers.repository';

export interface CustomersDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  accounts: Pick<Accounts, 'verification' | 'passwordReset' | 'deletion' | 'entitlements'>;
  keys: Pick<KeysService, 'revokeAllForUser'>;
  payments: Pick<Payments, 'provider' | 'subscriptions' | 'sandbox'>;
  audit: AuditLog;
  publicOrigin: string | null;
  pricingRules?: CustomersAdminDeps['pricingRules'];
  streams?: CustomersAdminDeps['streams'];
}

/** The console's customers area: built from the accounts, payments and entitlements modules' own services. */
export function createCustomers({ db, dialect, accounts, keys, payments, audit, publicOrigin, pricingRules, streams }: CustomersDeps) {
  const customers = createCustomersAdminService({
    repository: createCustomersRepository(db),
    passes: createPassesRepository(db),
    events: createEventsRepository(db, dialect),
    geo: createGeoRepository(db),
    provider: payments.provider,
    // The sandbox's customer is a name made from the user id (no record, nothing created by asking).
    knownCustomer: payments.sandbox ? (userId) => payments.provider.customerOf(userId) : undefined,
    subscriptions: payments.subscriptions,
    verification: accounts.verification,
    passwordReset: accounts.passwordReset,
    deletion: accounts.deletion,
    entitlements: accounts.entitlements,
    keys,
    pricingRules,
    streams,
  });
  return {
    customers,
    registerRoutes: (app: FastifyInstance) => app.register(customersAdminRoutes, { customers, audit, publicOrigin }),
  };
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FeatureModule } from '../../lib/feature-module';
import type { EntitlementsChanges } from '../entitlements/entitlements.service';
import { TEAM_LOGOS, itemLogoMediaRoutes } from '../channel/item-logos';
import type { KeyGuards } from '../keys/keys.guards';
import type { AuditLog } from '../operators/audit-log';
import { catalogueAdminRoutes } from './catalogue.admin-routes';
import { createCatalogueAdminService } from './catalogue.admin-service';
import { createCatalogueRepository } from './catalogue.repository';
import { catalogueRoutes } from './catalogue.routes';
import { createCatalogueService } from './catalogue.service';
import type { TeamLogos } from './team-logo.routes';

export interface CatalogueDeps {
  db: Kysely<Database>;
  guards: KeyGuards;
  audit: AuditLog;
  invalidate: FastifyInstance['invalidateChannelCaches'];
  logos: TeamLogos;
  entitlements: EntitlementsChanges;
}

/** Categories, teams and schools: the viewer's lists, the console's pages and the team logos on the media host. */
export function createCatalogue({ db, guards, audit, invalidate, logos, entitlements }: CatalogueDeps): FeatureModule {
  const repository = createCatalogueRepository(db);
  return {
    async registerRoutes(app) {
      await app.register(catalogueRoutes, { catalogue: createCatalogueService({ repository }), guards });
      await app.register(catalogueAdminRoutes, { catalogueAdmin: createCatalogueAdminService({ repository, entitlements }), audit, invalidate, logos });
      await app.register(itemLogoMediaRoutes, { store: logos.store, place: TEAM_LOGOS });
    },
  };
}

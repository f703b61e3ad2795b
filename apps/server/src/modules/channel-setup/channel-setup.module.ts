import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { FeatureModule } from '../../lib/feature-module';
import type { AuditLog } from '../operators/audit-log';
import { channelSetupAdminRoutes } from './channel-setup.admin-routes';
import { createChannelSetupRepository } from './channel-setup.repository';
import { createChannelSetupService } from './channel-setup.service';
import { paymentModeOf } from './payment-mode';

/** The setup checklist on a channel's console overview. */
export function createChannelSetup({ db, stripe, audit }: { db: Kysely<Database>; stripe: Config['stripe']; audit: Pick<AuditLog, 'record'> }): FeatureModule {
  return {
    async registerRoutes(app) {
      const setup = createChannelSetupService({ repository: createChannelSetupRepository(db), paymentMode: paymentModeOf(stripe) });
      await app.register(channelSetupAdminRoutes, { setup, audit });
    },
  };
}

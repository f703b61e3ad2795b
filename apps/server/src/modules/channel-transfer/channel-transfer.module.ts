import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FeatureModule } from '../../lib/feature-module';
import type { AuditLog } from '../operators/audit-log';
import { channelTransferAdminRoutes } from './channel-transfer.admin-routes';
import { createChannelTransferRepository } from './channel-transfer.repository';
import { createChannelTransfer } from './channel-transfer.service';

export interface ChannelTransferDeps {
  db: Kysely<Database>;
  audit: Pick<AuditLog, 'record'>;
  invalidate: FastifyInstance['invalidateChannelCaches'];
  bodyLimitBytes: number;
}

/** The console's channel export and import. */
export function createChannelTransferModule({ db, audit, invalidate, bodyLimitBytes }: ChannelTransferDeps): FeatureModule {
  return {
    async registerRoutes(app) {
      await app.register(channelTransferAdminRoutes, {
        transfer: createChannelTransfer({ repository: createChannelTransferRepository(db) }),
        audit,
        invalidate,
        // A channel's document carries its inline pictures: far more than an API request.
        importBodyLimit: Math.max(bodyLimitBytes, 64 * 1024 * 1024),
      });
    },
  };
}

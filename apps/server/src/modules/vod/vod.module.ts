import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/create-database';
import type { Database } from '../../db/schema';
import type { FeatureModule } from '../../lib/feature-module';
import type { ViewerResolver } from '../geo/viewer';
import type { KeyGuards } from '../keys/keys.guards';
import type { MediaModule } from '../media/media.module';
import type { AuditLog } from '../operators/audit-log';
import { vodAdminRoutes } from './vod.admin-routes';
import { createVodAdminService } from './vod.admin-service';
import { createVodRepository } from './vod.repository';
import { vodRoutes } from './vod.routes';
import { createVodService } from './vod.service';

export interface VodDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  media: Pick<MediaModule, 'playback' | 'libraryVideos'>;
  guards: KeyGuards;
  viewerOf: ViewerResolver;
  audit: AuditLog;
  invalidate: FastifyInstance['invalidateChannelCaches'];
}

/** Video on demand: the viewer's rails and items, and the console's. */
export function createVod({ db, dialect, media, guards, viewerOf, audit, invalidate }: VodDeps): FeatureModule {
  const repository = createVodRepository(db, dialect);
  return {
    async registerRoutes(app) {
      await app.register(vodRoutes, { vod: createVodService({ repository, playback: media.playback }), guards, viewerOf });
      await app.register(vodAdminRoutes, { vodAdmin: createVodAdminService({ repository, library: media.libraryVideos }), audit, invalidate });
    },
  };
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/create-database';
import type { Database } from '../../db/schema';
import type { JsonCache } from '../../lib/json-cache';
import { createCatalogueRepository } from '../catalogue/catalogue.repository';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { ViewerResolver } from '../geo/viewer';
import type { KeyGuards } from '../keys/keys.guards';
import type { MediaModule } from '../media/media.module';
import type { AuditLog } from '../operators/audit-log';
import { eventsAdminRoutes } from './events.admin-routes';
import { createEventsAdminService } from './events.admin-service';
import { createEventsRepository } from './events.repository';
import { eventsRoutes } from './events.routes';
import { scheduleImportAdminRoutes } from './schedule-import.admin-routes';
import { createScheduleImportRepository } from './schedule-import.repository';
import { createScheduleImportService } from './schedule-import.service';
import { createEventsService, type EventsServiceDeps } from './events.service';

export interface EventsDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  media: Pick<MediaModule, 'playback' | 'videos' | 'libraryVideos'>;
  pricingRules: EventsServiceDeps['pricingRules'];
  viewerOf: ViewerResolver;
  entitlements: Pick<EntitlementsService, 'forUser'>;
  guards: KeyGuards;
  /** The event lists' short-lived cache, dropped with the channel's caches. */
  cache: JsonCache;
  audit: AuditLog;
  invalidate: FastifyInstance['invalidateChannelCaches'];
}

/** Events: the viewer's lists and pages, and the console's events (which the console's offer edits prices through). */
export function createEvents({ db, dialect, media, pricingRules, viewerOf, entitlements, guards, cache, audit, invalidate }: EventsDeps) {
  const repository = createEventsRepository(db, dialect);
  const events = createEventsService({ repository, playback: media.playback, pricingRules });
  const admin = createEventsAdminService({ repository, catalogue: createCatalogueRepository(db), playback: media.playback, videos: media.videos, library: media.libraryVideos });
  const scheduleImport = createScheduleImportService({ repository: createScheduleImportRepository(db) });
  return {
    events,
    admin,
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(eventsRoutes, { events, viewerOf, entitlements, guards, cache });
      await app.register(eventsAdminRoutes, { eventsAdmin: admin, audit, invalidate });
      await app.register(scheduleImportAdminRoutes, { scheduleImport, audit, invalidate });
    },
  };
}

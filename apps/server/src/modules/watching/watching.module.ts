import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthGuards } from '../auth/auth.guards';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { EventsService } from '../events/events.service';
import type { ViewerResolver } from '../geo/viewer';
import { createWatchingRepository } from './watching.repository';
import { watchingRoutes } from './watching.routes';
import { createWatchingService } from './watching.service';

/** Watch positions and the Continue watching rail. */
export function createWatching({ db, events, entitlements, authGuards, viewerOf }: { db: Kysely<Database>; events: Pick<EventsService, 'get'>; entitlements: Pick<EntitlementsService, 'forUser'>; authGuards: AuthGuards; viewerOf: ViewerResolver }) {
  const watching = createWatchingService({ repository: createWatchingRepository(db), events });
  return { watching, registerRoutes: (app: FastifyInstance) => app.register(watchingRoutes, { watching, authGuards, viewerOf, entitlements }) };
}

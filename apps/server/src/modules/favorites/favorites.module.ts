import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthGuards } from '../auth/auth.guards';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { EventsService } from '../events/events.service';
import type { ViewerResolver } from '../geo/viewer';
import { createFavoritesRepository } from './favorites.repository';
import { favoritesRoutes } from './favorites.routes';
import { createFavoritesService } from './favorites.service';

export interface FavoritesDeps {
  db: Kysely<Database>;
  events: Pick<EventsService, 'list'>;
  entitlements: Pick<EntitlementsService, 'forUser'>;
  authGuards: AuthGuards;
  viewerOf: ViewerResolver;
}

/** Favourite teams, schools and sports, and the events list they make. */
export function createFavorites({ db, events, entitlements, authGuards, viewerOf }: FavoritesDeps) {
  const favorites = createFavoritesService({ repository: createFavoritesRepository(db), events });
  return {
    favorites,
    registerRoutes: (app: FastifyInstance) => app.register(favoritesRoutes, { favorites, authGuards, viewerOf, entitlements }),
  };
}

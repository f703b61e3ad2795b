import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthGuards } from '../auth/auth.guards';
import type { ChannelDirectory } from '../channel/channel-directory';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { EventsService } from '../events/events.service';
import type { ViewerResolver } from '../geo/viewer';
import { calendarFeedRoutes } from './calendar-feed.routes';
import { createCalendarFeedsRepository } from './calendar-feeds.repository';
import { createFavoritesRepository } from './favorites.repository';
import { favoritesRoutes } from './favorites.routes';
import { createFavoritesService } from './favorites.service';

export interface FavoritesDeps {
  db: Kysely<Database>;
  events: Pick<EventsService, 'list'>;
  entitlements: Pick<EntitlementsService, 'forUser'>;
  authGuards: AuthGuards;
  viewerOf: ViewerResolver;
  channels: Pick<ChannelDirectory, 'findById'>;
  /** PUBLIC_ORIGIN, for the calendar feed's watch links. */
  publicOrigin: string | null;
}

/** Favourite teams, schools and sports, the events list they make, and its calendar feed. */
export function createFavorites({ db, events, entitlements, authGuards, viewerOf, channels, publicOrigin }: FavoritesDeps) {
  const favorites = createFavoritesService({ repository: createFavoritesRepository(db), events });
  return {
    favorites,
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(favoritesRoutes, { favorites, authGuards, viewerOf, entitlements });
      await app.register(calendarFeedRoutes, { repository: createCalendarFeedsRepository(db), favorites, channels, authGuards, publicOrigin });
    },
  };
}

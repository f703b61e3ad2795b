import type { Favorite, FavoriteEventsFilters, FavoriteRequest } from '@ott/contracts';
import { NotFound } from '../../lib/errors';
import type { Channel } from '../channel/channel.types';
import type { Audience } from '../events/events.mappers';
import type { EventPage, EventsService } from '../events/events.service';
import type { FavoritesRepository } from './favorites.repository';

export interface FavoritesServiceDeps {
  repository: FavoritesRepository;
  events: Pick<EventsService, 'list'>;
  now?: () => Date;
}

type FavoriteRow = NonNullable<Awaited<ReturnType<FavoritesRepository['find']>>>;

const toFavorite = (row: FavoriteRow): Favorite => ({
  id: row.id,
  favoritable_id: row.favoritable_id,
  favoritable_type: row.favoritable_type,
  name: row.name ?? '',
  image: row.image ?? null,
  alias: row.alias ?? '',
});

/** Spec §3, §5, §7: a user's favourite teams, schools and sports, and the events they play in. */
export function createFavoritesService({ repository, events, now = () => new Date() }: FavoritesServiceDeps) {
  return {
    list: async (channel: Channel, userId: number): Promise<Favorite[]> => (await repository.list(channel.id, userId)).map(toFavorite),

    /** An object of another channel, or none, is a 404; favouriting twice answers the first favourite. */
    async add(channel: Channel, userId: number, request: FavoriteRequest): Promise<Favorite> {
      if (!(await repository.objectExists(channel.id, request.favoritable_type, request.favoritable_id))) throw new NotFound();
      const id = await repository.add(channel.id, userId, request.favoritable_type, request.favoritable_id, now().toISOString());
      return toFavorite((await repository.find(channel.id, userId, id))!);
    },

    async remove(channel: Channel, userId: number, id: number): Promise<void> {
      if ((await repository.remove(channel.id, userId, id)) === 'missing') throw new NotFound();
    },

    /** Events of any favourite team, school or sport (its leagues included), each once, with the list's paging and sorting. */
    events: (channel: Channel, userId: number, filters: FavoriteEventsFilters, audience: Audience): Promise<EventPage> => events.list(channel, { ...filters, favoritesOf: userId }, audience),
  };
}
export type FavoritesService = ReturnType<typeof createFavoritesService>;

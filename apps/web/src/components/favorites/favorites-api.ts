import type { Event } from '@ott/contracts/events';
import type { Favorite, FavoritableType, FavoriteEventsFilters } from '@ott/contracts/favorites';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { apiQueryKey, queryClient, type QueryScope } from '../../lib/query-client';
import { useApiQuery, useQueryScope } from '../../lib/use-api-data';

export interface FavoriteSubject {
  type: FavoritableType;
  id: number;
}

export interface PagedFavoriteEvents {
  data: Event[];
  meta: { total: number; limit: number; offset: number };
}

export type FavoriteEventsQuery = Partial<Record<keyof FavoriteEventsFilters, string | number>>;

export const getFavorites = (signal?: AbortSignal) => api.get<Favorite[]>('/favorites', undefined, { signal });
export const addFavorite = (subject: FavoriteSubject) => api.post<Favorite>('/favorite', { favoritable_id: subject.id, favoritable_type: subject.type });
export const removeFavorite = (id: number) => api.delete<{ id: number }>(`/favorite/${id}`);
export const getFavoriteEvents = (query: FavoriteEventsQuery, signal?: AbortSignal) =>
  api.get<PagedFavoriteEvents>('/events/favorite', query, { signal, envelope: true });

/** Every favourites answer sits under this key, so one change asks them all again. */
const favoritesKey = (scope: QueryScope) => apiQueryKey(scope, 'favorites');

export const favoritesQuery = (scope: QueryScope) =>
  queryOptions({ queryKey: [...favoritesKey(scope), 'list'], queryFn: ({ signal }) => getFavorites(signal), enabled: scope.userId !== undefined });

export const favoriteEventsQuery = (scope: QueryScope, query: FavoriteEventsQuery | null) =>
  queryOptions({
    queryKey: [...favoritesKey(scope), 'events', query],
    queryFn: ({ signal }) => getFavoriteEvents(query ?? {}, signal),
    enabled: scope.userId !== undefined && query !== null,
  });

/** The signed-in user's favourites; a visitor has none and asks nothing. */
export function useFavorites() {
  return useApiQuery(favoritesQuery(useQueryScope()));
}

/** `null` asks nothing (a screen that shows every event rather than the favourites'). */
export function useFavoriteEvents(query: FavoriteEventsQuery | null) {
  return useApiQuery(favoriteEventsQuery(useQueryScope(), query));
}

export const findFavorite = (favorites: Favorite[] | undefined, subject: FavoriteSubject) =>
  favorites?.find((favorite) => favorite.favoritable_type === subject.type && favorite.favoritable_id === subject.id);

/** Add and remove, each followed by fresh favourites and favourite events everywhere on screen. */
export function useFavoriteChanges() {
  const scope = useQueryScope();
  const refresh = () => queryClient.invalidateQueries({ queryKey: favoritesKey(scope) });
  const add = useMutation({ mutationFn: addFavorite, onSettled: refresh }, queryClient);
  const remove = useMutation({ mutationFn: (favorite: Favorite) => removeFavorite(favorite.id), onSettled: refresh }, queryClient);
  return { add, remove, busy: add.isPending || remove.isPending };
}

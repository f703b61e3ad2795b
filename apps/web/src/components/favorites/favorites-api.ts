import * as endpoints from '@ott/contracts/endpoints/viewer/favorites';
import type { Event } from '@ott/contracts/events';
import type { Favorite, FavoritableType, FavoriteEventsFilters } from '@ott/contracts/favorites';
import { queryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../lib/api-call';
import { appEvents } from '../../lib/app-events';
import { apiQueryKey, queryClient, type QueryScope } from '../../lib/query-client';
import { useApiQuery, useQueryScope } from '../../lib/use-api-data';
import { useLiveStateUpdates } from '../../lib/use-live-state';

export interface FavoriteSubject {
  type: FavoritableType;
  id: number;
}

export interface PagedFavoriteEvents {
  data: Event[];
  meta: { total: number; limit: number; offset: number };
}

export type FavoriteEventsQuery = Partial<Record<keyof FavoriteEventsFilters, string | number>>;

export const getFavorites = (signal?: AbortSignal) => call(endpoints.favorites, { signal });
export const addFavorite = (subject: FavoriteSubject) =>
  call(endpoints.addFavorite, { body: { favoritable_id: subject.id, favoritable_type: subject.type } }).then((favorite) => {
    appEvents.publish({ type: 'action', name: 'favorite_added', extras: { favoritable_id: subject.id, favoritable_type: subject.type } });
    return favorite;
  });
export const removeFavorite = (id: number) => call(endpoints.removeFavorite, { params: { id } });
export const getFavoriteEvents = (query: FavoriteEventsQuery, signal?: AbortSignal) =>
  call(endpoints.favoriteEvents, { query, signal });

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

/** `null` asks nothing (a screen that shows every event rather than the favourites'); current with live-state changes. */
export function useFavoriteEvents(query: FavoriteEventsQuery | null) {
  useLiveStateUpdates(query !== null);
  return useApiQuery(favoriteEventsQuery(useQueryScope(), query));
}

export const findFavorite = (favorites: Favorite[] | undefined, subject: FavoriteSubject) =>
  favorites?.find((favorite) => favorite.favoritable_type === subject.type && favorite.favoritable_id === subject.id);

export const subjectKey = (subject: FavoriteSubject) => `${subject.type}:${subject.id}`;

/**
 * Add and remove, each followed by fresh favourites and favourite events everywhere on screen. Plain
 * promises, not `useMutation`: its observer would land in the home page's first script for everyone.
 */
export function useFavoriteChanges() {
  const scope = useQueryScope();
  /** The subject (`type:id`) being changed, until the lists on screen show the change. */
  const [busy, setBusy] = useState<string | null>(null);
  const run = async <T>(subject: FavoriteSubject, change: () => Promise<T>): Promise<T> => {
    setBusy(subjectKey(subject));
    try {
      return await change();
    } finally {
      await queryClient.invalidateQueries({ queryKey: favoritesKey(scope) });
      setBusy(null);
    }
  };
  return {
    busy,
    add: (subject: FavoriteSubject) => run(subject, () => addFavorite(subject)),
    remove: (favorite: Favorite) => run({ type: favorite.favoritable_type, id: favorite.favoritable_id }, () => removeFavorite(favorite.id)),
  };
}

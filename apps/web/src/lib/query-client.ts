import { QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The page's one server-state cache. Answers stay fresh for the page's life (a purchase, a login or a
 * "Try again" is what asks again), and nothing is retried here: the API client already retries the one
 * failure spec §8 allows (a replaced key) and reports the rest.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  },
});

/** Who an answer is for: the same path can answer differently per channel and per viewer (`has_access`, `purchased`). */
export interface QueryScope {
  channelKey: string | undefined;
  userId: number | string | undefined;
}

/** Every API query's key: ['api', channel, viewer, what was asked (path and params)]. */
export function apiQueryKey(scope: QueryScope, ...request: unknown[]): QueryKey {
  return ['api', scope.channelKey ?? '', scope.userId ?? 'visitor', ...request];
}

/**
 * After something that changes what the server answers (a purchase, a trial): screens on view ask again and
 * show the new answer when it comes (keeping what they show meanwhile, so a confirmation is not torn down), and
 * every other answer is dropped so no later screen shows it.
 */
export function refreshServerState(): void {
  queryClient.removeQueries({ type: 'inactive' });
  void queryClient.invalidateQueries({ type: 'active' });
}

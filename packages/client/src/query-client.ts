import { QueryClient, type DefaultOptions, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-error';

const isClientError = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/** How each app's server-state cache keeps and retries answers. */
export const queryPresets = {
  /**
   * The viewer app: answers stay fresh for the page's life (a purchase, a login or a "Try again" is what asks again),
   * and nothing is retried here: the API client already retries the one failure spec §8 allows and reports the rest.
   */
  freshForThePage: {
    queries: { staleTime: Infinity, gcTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
  },
  /** The console: answers go stale after 30 s; a 4xx is an answer, not a reason to retry, anything else is retried twice. */
  staleAfter30s: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: (count, error) => !isClientError(error) && count < 2 },
    mutations: { retry: false },
  },
} satisfies Record<string, DefaultOptions>;

export function createQueryClient(preset: keyof typeof queryPresets): QueryClient {
  return new QueryClient({ defaultOptions: queryPresets[preset] });
}

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
 * After something that changes what the server answers (a purchase, a trial): queries on view ask again and show
 * the new answer when it comes (keeping what they show meanwhile, so a confirmation is not torn down), and every
 * other answer is dropped so no later screen shows it.
 */
export function refreshServerState(client: QueryClient): void {
  client.removeQueries({ type: 'inactive' });
  void client.invalidateQueries({ type: 'active' });
}

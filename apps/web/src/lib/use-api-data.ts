import { hashKey, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useContext, useMemo } from 'react';
import { ChannelContext } from './channel-context';
import { apiQueryKey, queryClient, refreshServerState, type QueryScope } from './query-client';
import { useUser } from './session';

export interface ApiData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** A first attempt failed (retries may still be under way): a screen waiting on this need wait no longer. */
  failedOnce: boolean;
  /** Forgets the cached result and asks again (the "Try again" of an error state). */
  reload: () => void;
}

/** The channel and viewer the current screen asks for: part of every API query key. */
export function useQueryScope(): QueryScope {
  const channelKey = useContext(ChannelContext)?.channelKey;
  const userId = useUser()?.id;
  return useMemo(() => ({ channelKey, userId }), [channelKey, userId]);
}

/**
 * A query (typically a feature's `queryOptions`) as the screens' `ApiData`. The client is passed, not taken
 * from context: screens rendered outside the app's provider (tests) share the same cache.
 */
export function useApiQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): ApiData<T> {
  const query = useQuery(options, queryClient);
  // A feature builds its options on every render: the key's hash, not the array, is its identity.
  const keyHash = hashKey(options.queryKey);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const queryKey = useMemo(() => options.queryKey, [keyHash]);
  const reload = useCallback(() => void queryClient.resetQueries({ queryKey, exact: true }), [queryKey]);
  return {
    data: query.data,
    // A failed refresh (after a purchase) keeps what is shown; only a first load that failed shows its error.
    error: query.data === undefined ? (query.error ?? undefined) : undefined,
    loading: options.enabled !== false && query.isPending,
    failedOnce: query.failureCount > 0,
    reload,
  };
}

/**
 * Fetch-on-render with the page's query cache (TanStack Query): one request per key, channel and viewer
 * for the life of the page, shared by every screen that asks; a `null` key fetches nothing. `load` gets
 * the query's signal, so a request nobody waits for any more (the screen left) is aborted.
 */
export function useApiData<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): ApiData<T> {
  const scope = useQueryScope();
  const queryKey = useMemo(() => apiQueryKey(scope, key), [scope, key]);
  return useApiQuery({ queryKey, queryFn: ({ signal }) => load(signal), enabled: key !== null });
}

/** Something changed what the server answers (a purchase, a trial): every cached answer is asked again. */
export function clearApiDataCache(): void {
  refreshServerState();
}

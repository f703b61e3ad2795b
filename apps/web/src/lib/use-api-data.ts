import { useQuery } from '@tanstack/react-query';
import { useCallback, useContext, useMemo } from 'react';
import { ChannelContext } from './channel-context';
import { apiQueryKey, queryClient, refreshServerState } from './query-client';
import { useUser } from './session';

export interface ApiData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Forgets the cached result and asks again (the "Try again" of an error state). */
  reload: () => void;
}

/** The query key behind `useApiData(key)` for the current channel and viewer. */
export function useApiQueryKey(key: string | null) {
  const channelKey = useContext(ChannelContext)?.channelKey;
  const userId = useUser()?.id;
  return useMemo(() => apiQueryKey({ channelKey, userId }, key), [channelKey, userId, key]);
}

/**
 * Fetch-on-render with the page's query cache (TanStack Query): one request per key, channel and viewer
 * for the life of the page, shared by every screen that asks; a `null` key fetches nothing. `load` gets
 * the query's signal, so a request nobody waits for any more (the screen left) is aborted.
 */
export function useApiData<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): ApiData<T> {
  const queryKey = useApiQueryKey(key);
  // The client is passed, not taken from context: screens rendered outside the app's provider (tests) share it too.
  const query = useQuery({ queryKey, queryFn: ({ signal }) => load(signal), enabled: key !== null }, queryClient);
  const reload = useCallback(() => void queryClient.resetQueries({ queryKey, exact: true }), [queryKey]);
  return {
    data: query.data,
    error: query.error ?? undefined,
    loading: key !== null && query.isPending,
    reload,
  };
}

/** Something changed what the server answers (a purchase, a trial): every cached answer is asked again. */
export function clearApiDataCache(): void {
  refreshServerState();
}

import type { ContinueWatchingItem } from '@ott/contracts/watching';
import { queryOptions } from '@tanstack/react-query';
import { continueWatching, forgetWatching } from '@ott/contracts/endpoints/viewer/watching';
import { call } from '../../../lib/api-call';
import { apiQueryKey, queryClient, type QueryScope } from '../../../lib/query-client';
import { useApiQuery, useQueryScope } from '../../../lib/use-api-data';

/** Replays the user started and did not finish, newest first; asked on every visit (the player moves them on). */
export const continueWatchingQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: apiQueryKey(scope, '/continue-watching'),
    queryFn: ({ signal }) => call(continueWatching, { signal }),
    enabled: scope.userId !== undefined,
    staleTime: 0,
  });

export function useContinueWatching() {
  return useApiQuery(continueWatchingQuery(useQueryScope()));
}

/** Takes a replay off the rail, then off the screen at once. */
export function useForgetWatching() {
  const scope = useQueryScope();
  return async (eventId: number) => {
    await call(forgetWatching, { params: { event_id: eventId } });
    queryClient.setQueryData<ContinueWatchingItem[]>(continueWatchingQuery(scope).queryKey, (items) => items?.filter((item) => item.event.id !== eventId));
  };
}

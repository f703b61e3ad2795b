import { savedPosition, saveWatchPositions as saveWatchPositionsEndpoint } from '@ott/contracts/endpoints/viewer/player';
import type { WatchPosition } from '@ott/contracts/watching';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { apiQueryKey, queryClient, type QueryScope } from '../../../lib/query-client';

/**
 * Saves where the viewer is, one batch per write (the latest per event wins). The API wants JSON with the api_key
 * in the body, which rules out sendBeacon; a keepalive fetch lets the last save on leaving the page still arrive.
 */
export async function saveWatchPositions(positions: WatchPosition[]): Promise<void> {
  await call(saveWatchPositionsEndpoint, { body: { positions }, keepalive: true });
  // The home page's Continue watching rail (asked under this path) shows the new place when next on view.
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes('/continue-watching') });
}

/** Where the viewer stopped in this replay, asked on every visit: another device may have moved it on. */
export const savedPositionQuery = (scope: QueryScope, eventId: number, enabled: boolean) =>
  queryOptions({
    queryKey: apiQueryKey(scope, '/watch-positions', eventId),
    queryFn: ({ signal }) => call(savedPosition, { params: { event_id: eventId }, signal }),
    enabled: enabled && scope.userId !== undefined,
    staleTime: 0,
    gcTime: 0,
  });

import type { VodMediaRail } from '@ott/contracts/vod';
import { queryOptions } from '@tanstack/react-query';
import { vodRails } from '@ott/contracts/endpoints/viewer/vod';
import { call } from '../../../lib/api-call';
import { apiQueryKey, type QueryScope } from '../../../lib/query-client';
import { useApiQuery, useQueryScope } from '../../../lib/use-api-data';

export function getVodRails(signal?: AbortSignal): Promise<VodMediaRail[]> {
  return call(vodRails, { signal });
}

/** Also for prefetching (`queryClient.prefetchQuery(vodRailsQuery(scope))`) before the library opens. */
export const vodRailsQuery = (scope: QueryScope) =>
  queryOptions({ queryKey: apiQueryKey(scope, '/vod-media-rails'), queryFn: ({ signal }) => getVodRails(signal) });

export function useVodRails() {
  return useApiQuery(vodRailsQuery(useQueryScope()));
}

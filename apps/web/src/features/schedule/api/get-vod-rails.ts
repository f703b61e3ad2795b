import type { VodMediaRail } from '@ott/contracts/vod';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { apiQueryKey, type QueryScope } from '../../../lib/query-client';
import { useApiQuery, useQueryScope } from '../../../lib/use-api-data';

export function getVodRails(signal?: AbortSignal): Promise<VodMediaRail[]> {
  return api.get<VodMediaRail[]>('/vod-media-rails', undefined, { signal });
}

/** Also for prefetching (`queryClient.prefetchQuery(vodRailsQuery(scope))`) before the library opens. */
export const vodRailsQuery = (scope: QueryScope) =>
  queryOptions({ queryKey: apiQueryKey(scope, '/vod-media-rails'), queryFn: ({ signal }) => getVodRails(signal) });

export function useVodRails() {
  return useApiQuery(vodRailsQuery(useQueryScope()));
}

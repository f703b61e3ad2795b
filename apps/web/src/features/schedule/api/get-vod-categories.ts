import type { VodMediaCategory } from '@ott/contracts/vod';
import { queryOptions } from '@tanstack/react-query';
import { vodCategories } from '@ott/contracts/endpoints/viewer/vod';
import { call } from '../../../lib/api-call';
import { apiQueryKey, type QueryScope } from '../../../lib/query-client';
import { useApiQuery, useQueryScope } from '../../../lib/use-api-data';

export function getVodCategories(signal?: AbortSignal): Promise<VodMediaCategory[]> {
  return call(vodCategories, { signal });
}

export const vodCategoriesQuery = (scope: QueryScope) =>
  queryOptions({ queryKey: apiQueryKey(scope, '/vod-media-categories'), queryFn: ({ signal }) => getVodCategories(signal) });

export function useVodCategories() {
  return useApiQuery(vodCategoriesQuery(useQueryScope()));
}

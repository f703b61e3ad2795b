import { queryOptions } from '@tanstack/react-query';
import { sharedClip } from '@ott/contracts/endpoints/viewer/clips';
import { call } from '../../../lib/api-call';
import { apiQueryKey, type QueryScope } from '../../../lib/query-client';
import { useApiQuery, useQueryScope } from '../../../lib/use-api-data';

/** Anyone with the link may play the clip: its uuid is the permission. */
export const getSharedClip = (id: string, uuid: string, signal?: AbortSignal) => call(sharedClip, { params: { id }, query: { uuid }, signal });

/** Fresh on every visit: the clip may have been deleted since, and its signed URLs expire. */
export const sharedClipQuery = (scope: QueryScope, id: string, uuid: string) =>
  queryOptions({ queryKey: apiQueryKey(scope, `/shared-clip/${id}`, uuid), queryFn: ({ signal }) => getSharedClip(id, uuid, signal), staleTime: 0, gcTime: 0 });

export function useSharedClip(id: string, uuid: string) {
  return useApiQuery(sharedClipQuery(useQueryScope(), id, uuid));
}

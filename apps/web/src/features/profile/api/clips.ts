import type { Clip, ClipRename } from '@ott/contracts/clips';
import * as endpoints from '@ott/contracts/endpoints/viewer/clips';
import { userAccess } from '@ott/contracts/endpoints/viewer/account';
import { queryOptions } from '@tanstack/react-query';
import { refreshUserAccess } from '../../../components/clips/clip-usage';
import { call } from '../../../lib/api-call';
import { apiQueryKey, queryClient, type QueryScope } from '../../../lib/query-client';
import { useApiQuery, useQueryScope } from '../../../lib/use-api-data';

/** How often the list is asked again while a clip is still being made. */
export const CLIPS_POLL_MS = 2500;

export const isUnfinished = (clip: Pick<Clip, 'status'>) => clip.status === 'queued' || clip.status === 'processing';

export const getUserClips = (signal?: AbortSignal) => call(endpoints.userClips, { signal });
export const deleteClip = (id: number) => call(endpoints.deleteClip, { params: { id } });
/** `PATCH /clip/{id}`, sent as POST with `_method: patch` as the profile update is (spec §7). */
export const renameClip = (id: number, body: ClipRename) => call(endpoints.renameClip, { params: { id }, body: { _method: 'patch', ...body } });
const getUserAccess = (signal?: AbortSignal) => call(userAccess, { signal });

/** The user's clips, newest first; fresh on every visit, and polled while any is unfinished. */
export const userClipsQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: apiQueryKey(scope, '/clips/user'),
    queryFn: ({ signal }) => getUserClips(signal),
    enabled: scope.userId !== undefined,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some(isUnfinished) ? CLIPS_POLL_MS : false),
  });

/** Whether downloads are offered (download_clip): asked on every visit, a purchase may add it. */
const userAccessQuery = (scope: QueryScope) =>
  queryOptions({ queryKey: apiQueryKey(scope, '/user/access'), queryFn: ({ signal }) => getUserAccess(signal), enabled: scope.userId !== undefined, staleTime: 0 });

export function useUserClips() {
  return useApiQuery(userClipsQuery(useQueryScope()));
}

export function useUserAccess() {
  return useApiQuery(userAccessQuery(useQueryScope()));
}

/** Deletes a clip, then drops it from the list on screen at once; its slot under the cap is free again. */
export function useDeleteClip() {
  const scope = useQueryScope();
  return async (id: number) => {
    await deleteClip(id);
    queryClient.setQueryData<Clip[]>(userClipsQuery(scope).queryKey, (clips) => clips?.filter((clip) => clip.id !== id));
    void refreshUserAccess();
  };
}

/** Renames a clip, and shows the new name in the list at once. */
export function useRenameClip() {
  const scope = useQueryScope();
  return async (id: number, body: ClipRename) => {
    const renamed = await renameClip(id, body);
    queryClient.setQueryData<Clip[]>(userClipsQuery(scope).queryKey, (clips) => clips?.map((clip) => (clip.id === id ? { ...clip, name: renamed.name } : clip)));
  };
}

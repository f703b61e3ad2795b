import type { UserAccess } from '@ott/contracts/auth';
import type { Clip, ClipRequest } from '@ott/contracts/clips';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { appEvents } from '../../../lib/app-events';
import { apiQueryKey, type QueryScope } from '../../../lib/query-client';
import { useApiQuery, useQueryScope } from '../../../lib/use-api-data';

/** How often a clip still being made is asked about. */
export const CLIP_POLL_MS = 2500;

export const isClipUnfinished = (clip: Pick<Clip, 'status'>) => clip.status === 'queued' || clip.status === 'processing';

export const createClip = (request: ClipRequest) =>
  api.post<Clip>('/clip', { ...request }).then((clip) => {
    appEvents.publish({ type: 'action', name: 'clip_created', extras: { event_id: request.event_id, clip_id: clip.id } });
    return clip;
  });
export const getEventClips = (eventId: number, signal?: AbortSignal) => api.get<Clip[]>(`/clips/event/${eventId}`, undefined, { signal });
export const getUserAccess = (signal?: AbortSignal) => api.get<UserAccess>('/user/access', undefined, { signal });

/** The signed-in user's capabilities (clipping, download_clip), asked again on every visit: a purchase may add them. */
export const userAccessQuery = (scope: QueryScope) =>
  queryOptions({ queryKey: apiQueryKey(scope, '/user/access'), queryFn: ({ signal }) => getUserAccess(signal), enabled: scope.userId !== undefined, staleTime: 0 });

/** The user's clips of one event, asked again every few seconds while `polling`. */
export const eventClipsQuery = (scope: QueryScope, eventId: number, polling: boolean) =>
  queryOptions({
    queryKey: apiQueryKey(scope, `/clips/event/${eventId}`),
    queryFn: ({ signal }) => getEventClips(eventId, signal),
    enabled: scope.userId !== undefined && polling,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some(isClipUnfinished) ? CLIP_POLL_MS : false),
  });

export function useUserAccess() {
  return useApiQuery(userAccessQuery(useQueryScope()));
}

export function useEventClips(eventId: number, polling: boolean) {
  return useApiQuery(eventClipsQuery(useQueryScope(), eventId, polling));
}

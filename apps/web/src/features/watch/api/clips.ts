import type { Clip, ClipRequest } from '@ott/contracts/clips';
import { createClip as createClipEndpoint, eventClips } from '@ott/contracts/endpoints/viewer/clips';
import { userAccess } from '@ott/contracts/endpoints/viewer/account';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { appEvents } from '../../../lib/app-events';
import { apiQueryKey, type QueryScope } from '../../../lib/query-client';
import { useApiQuery, useQueryScope } from '../../../lib/use-api-data';

/** How often a clip still being made is asked about. */
export const CLIP_POLL_MS = 2500;

export const isClipUnfinished = (clip: Pick<Clip, 'status'>) => clip.status === 'queued' || clip.status === 'processing';

export const createClip = (request: ClipRequest) =>
  call(createClipEndpoint, { body: { ...request } }).then((clip) => {
    appEvents.publish({ type: 'action', name: 'clip_created', extras: { event_id: request.event_id, clip_id: clip.id } });
    return clip;
  });
export const getEventClips = (eventId: number, signal?: AbortSignal) => call(eventClips, { params: { id: eventId }, signal });
export const getUserAccess = (signal?: AbortSignal) => call(userAccess, { signal });

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

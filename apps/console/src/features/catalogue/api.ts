import type { AdminEvent, AdminEventOptions, AdminPlayback, AttachKind } from '@ott/contracts/admin-catalogue';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { videoChoicesQuery } from '../../components/video-choices';
import { api } from '../../lib/api';

/** The catalogue's URLs under `/api/admin/channels/{key}/`. */
export type CatalogueArea = 'events' | 'categories' | 'participants' | 'participant-groups' | 'vod-collections' | 'vod-items';

export const areaPath = (channelKey: string, area: CatalogueArea) => `/channels/${encodeURIComponent(channelKey)}/${area}`;
export const areaKey = (channelKey: string, area: CatalogueArea) => ['catalogue', channelKey, area] as const;

export const eventQuery = (channelKey: string, id: number) =>
  queryOptions({ queryKey: [...areaKey(channelKey, 'events'), 'one', id] as const, queryFn: () => api.get<AdminEvent>(`${areaPath(channelKey, 'events')}/${id}`) });

export const optionsQuery = (channelKey: string) =>
  queryOptions({ queryKey: ['catalogue', channelKey, 'options'] as const, queryFn: () => api.get<AdminEventOptions>(`${areaPath(channelKey, 'events')}/options`) });

/** The videos the events, VOD and prerolls screens choose from: the channel's library and the demo videos. */
export const videosQuery = videoChoicesQuery;

export type { AttachKind };

/** Attach a video to an event; with `replace`, it takes the place of the playlist of that kind (same address for viewers). */
export const attachVideo = (channelKey: string, eventId: number, body: { video: string; kind: AttachKind; replace?: boolean }) =>
  api.post<AdminEvent>(`${areaPath(channelKey, 'events')}/${eventId}/media`, body);

export const detachSlate = (channelKey: string, eventId: number) => api.delete<AdminEvent>(`${areaPath(channelKey, 'events')}/${eventId}/slate`);

export const detachMedia = (channelKey: string, eventId: number, mediaId: number) => api.delete<AdminEvent>(`${areaPath(channelKey, 'events')}/${eventId}/media/${mediaId}`);

export const playbackQuery = (channelKey: string, id: number) =>
  queryOptions({
    queryKey: [...areaKey(channelKey, 'events'), 'playback', id] as const,
    queryFn: () => api.get<AdminPlayback[]>(`${areaPath(channelKey, 'events')}/${id}/playback`),
    // Signed URLs expire; a fresh one each time the page is opened, and again while the video is being made.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some((item) => item.reason === 'processing') ? 3_000 : false),
  });

/** Create, update and delete in one area; every change refreshes the area's lists and the event form's choices. */
export function useCatalogueMutations<T extends { id: number }, Input>(channelKey: string, area: CatalogueArea) {
  const client = useQueryClient();
  const base = areaPath(channelKey, area);
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: areaKey(channelKey, area) }), client.invalidateQueries({ queryKey: ['catalogue', channelKey, 'options'] })]);
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Input }) => (id === undefined ? api.post<T>(base, body) : api.patch<T>(`${base}/${id}`, body)),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => api.delete<{ id: number }>(`${base}/${id}`), onSuccess: refresh });
  return { save, remove, refresh };
}

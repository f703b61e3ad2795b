import type { MediaAsset, MediaBulkDeleteResult, MediaMarker, MediaStorage, PendingUpload } from '@ott/contracts/admin-media';
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The media library's URLs under `/api/admin/channels/{key}/media` and the tus uploads at `/api/admin/uploads`. */
export const mediaPath = (channelKey: string) => `/channels/${encodeURIComponent(channelKey)}/media`;
export const assetPath = (channelKey: string, id: number) => `${mediaPath(channelKey)}/${id}`;
export const UPLOADS_ENDPOINT = '/api/admin/uploads';

export const mediaKey = (channelKey: string) => ['media', channelKey] as const;
export const listKey = (channelKey: string) => [...mediaKey(channelKey), 'list'] as const;

export const assetQuery = (channelKey: string, id: number) =>
  queryOptions({
    queryKey: [...mediaKey(channelKey), 'asset', id] as const,
    queryFn: () => api.get<MediaAsset>(assetPath(channelKey, id)),
    // Follow the processing closely; nothing to ask once it has settled.
    refetchInterval: (query) => (isActive(query.state.data) ? 1_000 : false),
  });

export const storageQuery = (channelKey: string) =>
  queryOptions({ queryKey: [...mediaKey(channelKey), 'storage'] as const, queryFn: () => api.get<MediaStorage>(`${mediaPath(channelKey)}/storage`) });

export const previewQuery = (channelKey: string, id: number, playable: boolean) =>
  queryOptions({
    queryKey: [...mediaKey(channelKey), 'asset', id, 'playback', playable] as const,
    queryFn: () => api.get<{ url: string | null }>(`${assetPath(channelKey, id)}/playback`),
    // A signed URL expires: a fresh one each time the page opens.
    staleTime: 0,
    enabled: playable,
  });

export const markersSorted = (markers: MediaMarker[]) => [...markers].sort((a, b) => a.seconds - b.seconds || a.id - b.id);

export const pendingUploadsQuery = () =>
  queryOptions({ queryKey: ['media', 'pending-uploads'] as const, queryFn: () => api.get<PendingUpload[]>(UPLOADS_ENDPOINT), staleTime: 0 });

export const isActive = (asset: Pick<MediaAsset, 'state'> | undefined) => asset?.state === 'queued' || asset?.state === 'processing';

export const bulkDelete = (channelKey: string, ids: number[]) => api.post<MediaBulkDeleteResult>(`${mediaPath(channelKey)}/bulk-delete`, { ids });

/** After any change: the lists, the storage figure and the asset itself are read again. */
export function refreshMedia(client: QueryClient, channelKey: string): Promise<void> {
  return client.invalidateQueries({ queryKey: mediaKey(channelKey) });
}

export function useRefreshMedia(channelKey: string) {
  const client = useQueryClient();
  return () => refreshMedia(client, channelKey);
}

/** Puts a changed asset in the cache at once (the answer of a PATCH, retry, cancel…) and refreshes the lists. */
export function useAssetChanged(channelKey: string) {
  const client = useQueryClient();
  return (asset: MediaAsset) => {
    client.setQueryData(assetQuery(channelKey, asset.id).queryKey, asset);
    void client.invalidateQueries({ queryKey: listKey(channelKey) });
    void client.invalidateQueries({ queryKey: [...mediaKey(channelKey), 'storage'] });
  };
}

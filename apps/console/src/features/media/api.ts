import type { MediaAsset, MediaAssetPatch, MediaCaptionPatch, MediaMarker, MediaMarkerInput } from '@ott/contracts/admin-media';
import {
  addCaptions,
  addMarker,
  assetPlayback,
  bulkDelete as bulkDeleteEndpoint,
  cancelAsset,
  choosePoster as choosePosterEndpoint,
  deleteAsset as deleteAssetEndpoint,
  deleteCaptions,
  deleteMarker,
  library,
  mediaAsset,
  pendingUploads,
  retryAsset,
  setQuota as setQuotaEndpoint,
  storage,
  updateAsset as updateAssetEndpoint,
  updateCaptions,
  updateMarker,
  uploadPoster,
} from '@ott/contracts/endpoints/admin/media';
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Query } from '../../lib/api';
import { call, inChannel, multipart, uploadTo } from '../../lib/api-call';

/** The tus uploads' endpoint (driven by tus-js-client, outside the `/api/admin` calls below). */
export const UPLOADS_ENDPOINT = '/api/admin/uploads';
const assetParams = (channelKey: string, id: number, more: Record<string, number> = {}) => inChannel(channelKey, { id, ...more });

export const mediaKey = (channelKey: string) => ['media', channelKey] as const;
export const listKey = (channelKey: string) => [...mediaKey(channelKey), 'list'] as const;

export const assetQuery = (channelKey: string, id: number) =>
  queryOptions({
    queryKey: [...mediaKey(channelKey), 'asset', id] as const,
    queryFn: () => call(mediaAsset, { params: assetParams(channelKey, id) }),
    // Follow the processing closely; nothing to ask once it has settled.
    refetchInterval: (query) => (isActive(query.state.data) ? 1_000 : false),
  });

export const storageQuery = (channelKey: string) =>
  queryOptions({ queryKey: [...mediaKey(channelKey), 'storage'] as const, queryFn: () => call(storage, { params: inChannel(channelKey) }) });

export const previewQuery = (channelKey: string, id: number, playable: boolean) =>
  queryOptions({
    queryKey: [...mediaKey(channelKey), 'asset', id, 'playback', playable] as const,
    queryFn: () => call(assetPlayback, { params: assetParams(channelKey, id) }),
    // A signed URL expires: a fresh one each time the page opens.
    staleTime: 0,
    enabled: playable,
  });

export const markersSorted = (markers: MediaMarker[]) => [...markers].sort((a, b) => a.seconds - b.seconds || a.id - b.id);

export const pendingUploadsQuery = () =>
  queryOptions({ queryKey: ['media', 'pending-uploads'] as const, queryFn: () => call(pendingUploads), staleTime: 0 });

export const isActive = (asset: Pick<MediaAsset, 'state'> | undefined) => asset?.state === 'queued' || asset?.state === 'processing';

export const bulkDelete = (channelKey: string, ids: number[]) => call(bulkDeleteEndpoint, { params: inChannel(channelKey), body: { ids } });

/** One page of the library, as the shared table asks for it. */
export const libraryPage = (channelKey: string) => (query: Query) => call(library, { params: inChannel(channelKey), query });
export const setQuota = (channelKey: string, quotaGb: number | null) => call(setQuotaEndpoint, { params: inChannel(channelKey), body: { quota_gb: quotaGb } });

export const updateAsset = (channelKey: string, id: number, body: MediaAssetPatch) => call(updateAssetEndpoint, { params: assetParams(channelKey, id), body });
export const deleteAsset = (channelKey: string, id: number) => call(deleteAssetEndpoint, { params: assetParams(channelKey, id) });
export const runAsset = (channelKey: string, id: number, action: 'retry' | 'cancel') => call(action === 'retry' ? retryAsset : cancelAsset, { params: assetParams(channelKey, id) });
export const choosePoster = (channelKey: string, id: number, candidate: number) => call(choosePosterEndpoint, { params: assetParams(channelKey, id), body: { candidate } });
export const posterUpload = (channelKey: string, id: number) => uploadTo(uploadPoster, assetParams(channelKey, id));

/** Multipart: the captions file with its `language` and `label`. */
export const uploadCaptions = (channelKey: string, id: number, form: FormData) => call(addCaptions, { params: assetParams(channelKey, id), body: multipart(form) });
export const changeCaptions = (channelKey: string, id: number, captionId: number, body: MediaCaptionPatch) => call(updateCaptions, { params: assetParams(channelKey, id, { caption_id: captionId }), body });
export const removeCaptions = (channelKey: string, id: number, captionId: number) => call(deleteCaptions, { params: assetParams(channelKey, id, { caption_id: captionId }) });

export const createMarker = (channelKey: string, id: number, body: MediaMarkerInput) => call(addMarker, { params: assetParams(channelKey, id), body });
export const changeMarker = (channelKey: string, id: number, markerId: number, body: Partial<MediaMarkerInput>) => call(updateMarker, { params: assetParams(channelKey, id, { marker_id: markerId }), body });
export const removeMarker = (channelKey: string, id: number, markerId: number) => call(deleteMarker, { params: assetParams(channelKey, id, { marker_id: markerId }) });

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

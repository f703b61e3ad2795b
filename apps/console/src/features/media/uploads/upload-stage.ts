import type { MediaAsset } from '@ott/contracts/admin-media';
import type { UploadSnapshot } from './upload-task';

/**
 * Where one upload stands, from the first byte to the library's last word: the file's own states while it is sent
 * (uploading, paused, stopped, cancelled), then the asset it became as the server reports it — uploaded (its row not
 * read yet), queued, processing, playable (the first rendition is out, the rest still being made), ready, failed or
 * cancelled.
 */
export type UploadStage =
  | 'uploading'
  | 'paused'
  | 'stopped'
  | 'cancelled'
  | 'uploaded'
  | 'queued'
  | 'processing'
  | 'playable'
  | 'ready'
  | 'failed'
  | 'processingCancelled';

export type FollowedAsset = Pick<MediaAsset, 'id' | 'state' | 'stage' | 'progress' | 'queue_position' | 'failure_reason' | 'playable' | 'title' | 'updated_at'>;

export function uploadStage(upload: Pick<UploadSnapshot, 'status' | 'assetId'>, asset: FollowedAsset | undefined): UploadStage {
  switch (upload.status) {
    case 'uploading':
    case 'paused':
    case 'cancelled':
      return upload.status;
    case 'failed':
      return 'stopped';
    case 'done':
      break;
  }
  if (!asset || asset.id !== upload.assetId) return 'uploaded';
  switch (asset.state) {
    case 'queued':
      return 'queued';
    case 'processing':
      return asset.playable ? 'playable' : 'processing';
    case 'ready':
      return 'ready';
    case 'failed':
      return 'failed';
    case 'cancelled':
      return 'processingCancelled';
  }
}

/** The stages after which nothing moves by itself: what a notification announces. */
export const isSettled = (stage: UploadStage) => stage === 'ready' || stage === 'failed' || stage === 'processingCancelled' || stage === 'stopped' || stage === 'cancelled';

/** The library asset's page, in console paths (under /admin). */
export const assetPath = (channelKey: string, assetId: number) => `/channels/${encodeURIComponent(channelKey)}/media/${assetId}`;

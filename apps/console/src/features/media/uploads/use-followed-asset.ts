import { useQuery } from '@tanstack/react-query';
import { assetQuery } from '../api';
import type { FollowedAsset } from './upload-stage';

/**
 * The library row a finished upload became, read again every second while it is queued or processing (the asset
 * query's own poll) and left alone once it has settled; nothing before the upload names its asset.
 */
export function useFollowedAsset(channelKey: string, assetId: number | null): FollowedAsset | undefined {
  const query = useQuery({ ...assetQuery(channelKey, assetId ?? 0), enabled: assetId !== null });
  return assetId === null ? undefined : query.data;
}

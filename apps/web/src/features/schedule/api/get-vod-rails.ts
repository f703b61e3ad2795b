import type { VodMediaRail } from '@ott/contracts/vod';
import { api } from '../../../lib/api';
import { useApiData } from '../../../lib/use-api-data';

export function getVodRails(signal?: AbortSignal): Promise<VodMediaRail[]> {
  return api.get<VodMediaRail[]>('/vod-media-rails', undefined, { signal });
}

export function useVodRails() {
  return useApiData('vod-media-rails', getVodRails);
}

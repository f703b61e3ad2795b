import type { VodMediaCategory } from '@ott/contracts/vod';
import { api } from '../../../lib/api';
import { useApiData } from '../../../lib/use-api-data';

export function getVodCategories(signal?: AbortSignal): Promise<VodMediaCategory[]> {
  return api.get<VodMediaCategory[]>('/vod-media-categories', undefined, { signal });
}

export function useVodCategories() {
  return useApiData('vod-media-categories', getVodCategories);
}

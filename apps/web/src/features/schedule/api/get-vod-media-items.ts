import type { VodMediaItem } from '@ott/contracts/vod';
import { vodItems, vodSearch } from '@ott/contracts/endpoints/viewer/vod';
import { call } from '../../../lib/api-call';
import { queryKey } from '../../../lib/event-filters';
import { useApiData } from '../../../lib/use-api-data';

export interface PagedVodItems {
  data: VodMediaItem[];
  meta: { total: number; limit: number; offset: number };
}

export const VOD_PAGE_SIZE = 10;

/** A page of a category's videos, newest first. */
export function getVodMediaItems(categoryId: number, offset: number, signal?: AbortSignal): Promise<PagedVodItems> {
  return call(vodItems, { query: { vod_media_category_id: categoryId, limit: VOD_PAGE_SIZE, offset }, signal });
}

/** Spec §9 video search: title, limit 10, offset 0, sort_field date. */
export function searchVodMedia(title: string, offset: number, signal?: AbortSignal): Promise<PagedVodItems> {
  return call(vodSearch, { query: { title, limit: VOD_PAGE_SIZE, offset, sort_field: 'date' }, signal });
}

/** Either a search (when `title` is set) or a category listing. */
export function useVodItems(source: { title: string } | { categoryId: number }, offset: number) {
  const key = queryKey('vod-items', { ...('title' in source ? { title: source.title } : { category: source.categoryId }), offset });
  return useApiData(key, (signal) => ('title' in source ? searchVodMedia(source.title, offset, signal) : getVodMediaItems(source.categoryId, offset, signal)));
}

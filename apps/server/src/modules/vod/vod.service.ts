import type { PageMeta, VodItemsQuery, VodMediaCategory, VodMediaItem, VodMediaItemDetail, VodMediaRail, VodSearchQuery } from '@ott/contracts';
import { jsonCells } from '../../db/json-array';
import { type FieldErrors, NotFound, ValidationError } from '../../lib/errors';
import type { Channel } from '../channel/channel.types';
import type { Viewer } from '../geo/geo.service';
import type { PlaybackSigner } from '../media/playback';
import { vodPlaybackOf } from './vod-playback';
import type { VodCriteria, VodItemRow, VodRepository } from './vod.repository';

/** `publicUrl` points pictures and previews on this media host at MEDIA_ORIGIN. */
export function toVodItem(row: VodItemRow, publicUrl: (stored: string) => string): VodMediaItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    duration: row.duration,
    vod_media_category_id: row.vod_media_category_id,
    event_id: row.event_id,
    assets: { image: row.image === null ? null : publicUrl(row.image), preview: row.preview === null ? null : publicUrl(row.preview) },
  };
}

export function toVodCriteria(channelId: number, query: VodItemsQuery & { title?: string }): VodCriteria {
  const errors: FieldErrors = {};
  if (query.vod_media_category_id !== undefined && query.category_id !== undefined && query.vod_media_category_id !== query.category_id) {
    errors.category_id = ['Must match vod_media_category_id when both are given'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    channelId,
    categoryId: query.vod_media_category_id ?? query.category_id ?? null,
    words: (query.title ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5),
    sortField: query.sort_field,
    sortDirection: query.sort_direction ?? (query.sort_field === 'date' ? 'desc' : 'asc'),
    limit: query.limit,
    offset: query.offset,
  };
}

export interface VodServiceDeps {
  repository: VodRepository;
  playback: Pick<PlaybackSigner, 'resolve' | 'publicUrl'>;
}

export function createVodService({ repository, playback }: VodServiceDeps) {
  const toItem = (row: VodItemRow) => toVodItem(row, playback.publicUrl);

  async function page(criteria: VodCriteria): Promise<{ data: VodMediaItem[]; meta: PageMeta }> {
    const rows = await repository.listItems(criteria);
    const short = rows.length < criteria.limit && (rows.length > 0 || criteria.offset === 0);
    const total = short ? criteria.offset + rows.length : await repository.countItems(criteria);
    return { data: rows.map(toItem), meta: { total, limit: criteria.limit, offset: criteria.offset } };
  }

  return {
    items: (channel: Channel, query: VodItemsQuery) => page(toVodCriteria(channel.id, query)),
    search: (channel: Channel, query: VodSearchQuery) => page(toVodCriteria(channel.id, query)),
    /** One item and, when this viewer may play it, its playback URL. */
    async item(channel: Channel, id: number, viewer: Viewer): Promise<VodMediaItemDetail> {
      const row = await repository.findItem(channel.id, id);
      if (!row) throw new NotFound();
      return { ...toItem(row), ...vodPlaybackOf(row, viewer, playback) };
    },
    categories: async (channel: Channel): Promise<VodMediaCategory[]> =>
      (await repository.listCategories(channel.id)).map((row) => ({ id: row.id, name: row.name, alias: row.alias, items_count: Number(row.items_count) })),
    rails: async (channel: Channel): Promise<VodMediaRail[]> =>
      (await repository.listRails(channel.id)).map((row) => ({ id: row.id, title: row.title, vod_media_items: jsonCells<VodItemRow>(row.items).map(toItem) })),
  };
}
export type VodService = ReturnType<typeof createVodService>;

import type { PageMeta, VodItemsQuery, VodMediaCategory, VodMediaItem, VodMediaRail, VodSearchQuery } from '@ott/contracts';
import { type FieldErrors, NotFound, ValidationError } from '../../lib/errors';
import type { Channel } from '../channel/channel.types';
import type { VodCriteria, VodItemRow, VodRepository } from './vod.repository';

export function toVodItem(row: VodItemRow): VodMediaItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    duration: row.duration,
    vod_media_category_id: row.vod_media_category_id,
    event_id: row.event_id,
    assets: { image: row.image, preview: row.preview },
  };
}

/** SQLite hands JSON aggregates back as text, PostgreSQL as values. */
function jsonRows(value: unknown): VodItemRow[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? (parsed as VodItemRow[]) : [];
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

export function createVodService({ repository }: { repository: VodRepository }) {
  async function page(criteria: VodCriteria): Promise<{ data: VodMediaItem[]; meta: PageMeta }> {
    const rows = await repository.listItems(criteria);
    const short = rows.length < criteria.limit && (rows.length > 0 || criteria.offset === 0);
    const total = short ? criteria.offset + rows.length : await repository.countItems(criteria);
    return { data: rows.map(toVodItem), meta: { total, limit: criteria.limit, offset: criteria.offset } };
  }

  return {
    items: (channel: Channel, query: VodItemsQuery) => page(toVodCriteria(channel.id, query)),
    search: (channel: Channel, query: VodSearchQuery) => page(toVodCriteria(channel.id, query)),
    async item(channel: Channel, id: number): Promise<VodMediaItem> {
      const row = await repository.findItem(channel.id, id);
      if (!row) throw new NotFound();
      return toVodItem(row);
    },
    categories: async (channel: Channel): Promise<VodMediaCategory[]> =>
      (await repository.listCategories(channel.id)).map((row) => ({ id: row.id, name: row.name, alias: row.alias, items_count: Number(row.items_count) })),
    rails: async (channel: Channel): Promise<VodMediaRail[]> =>
      (await repository.listRails(channel.id)).map((row) => ({ id: row.id, title: row.title, vod_media_items: jsonRows(row.items).map(toVodItem) })),
  };
}
export type VodService = ReturnType<typeof createVodService>;

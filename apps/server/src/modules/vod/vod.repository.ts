import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/create-database';
import { jsonArrayFromFor } from '../../db/json-array';
import type { Database } from '../../db/schema';
import { vodWrites } from './vod-writes.repository';

export interface VodCriteria {
  channelId: number;
  categoryId: number | null;
  /** Lower-cased words that must all appear in the title. */
  words: string[];
  sortField: 'date' | 'title' | 'id';
  sortDirection: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const ITEM_COLUMNS = ['id', 'title', 'description', 'date', 'duration', 'vod_media_category_id', 'event_id', 'image', 'preview'] as const;
const escapeLike = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createVodRepository(db: Kysely<Database>, dialect: DialectName) {
  const jsonArrayFrom = jsonArrayFromFor(dialect);

  function filtered<O>(query: SelectQueryBuilder<Database, 'vod_media_items', O>, c: VodCriteria) {
    let result = query.where('vod_media_items.channel_id', '=', c.channelId);
    if (c.categoryId !== null) result = result.where('vod_media_items.vod_media_category_id', '=', c.categoryId);
    for (const word of c.words) result = result.where(sql<boolean>`lower(vod_media_items.title) like ${escapeLike(word)} escape '\\'`);
    return result;
  }

  return {
    listItems: (c: VodCriteria) =>
      filtered(db.selectFrom('vod_media_items').select([...ITEM_COLUMNS]), c)
        .orderBy(c.sortField, c.sortDirection)
        .orderBy('id', c.sortDirection)
        .limit(c.limit)
        .offset(c.offset)
        .execute(),

    async countItems(c: VodCriteria): Promise<number> {
      const row = await filtered(db.selectFrom('vod_media_items').select(sql<number | string>`count(*)`.as('total')), c).executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** One item with what playing it depends on: its video and the geo rule of the event it comes from. */
    findItem: (channelId: number, id: number) =>
      db
        .selectFrom('vod_media_items as i')
        .leftJoin('geo_rules as gr', 'gr.event_id', 'i.event_id')
        .select([...ITEM_COLUMNS.map((column) => `i.${column}` as const), 'i.video_url', 'gr.mode as geo_mode', 'gr.countries as geo_countries'])
        .where('i.channel_id', '=', channelId)
        .where('i.id', '=', id)
        .executeTakeFirst(),

    listCategories: (channelId: number) =>
      db
        .selectFrom('vod_media_categories as c')
        .leftJoin('vod_media_items as i', 'i.vod_media_category_id', 'c.id')
        .select(['c.id', 'c.name', 'c.alias', sql<number | string>`count(i.id)`.as('items_count')])
        .where('c.channel_id', '=', channelId)
        .groupBy(['c.id', 'c.name', 'c.alias', 'c.weight'])
        .orderBy('c.weight', 'desc')
        .orderBy('c.id')
        .execute(),

    listRails: (channelId: number) =>
      db
        .selectFrom('vod_media_rails as r')
        .select(['r.id', 'r.title'])
        .select((eb) =>
          jsonArrayFrom(
            eb
              .selectFrom('vod_media_rail_items as ri')
              .innerJoin('vod_media_items as i', 'i.id', 'ri.vod_media_item_id')
              .select(['i.id', 'i.title', 'i.description', 'i.date', 'i.duration', 'i.vod_media_category_id', 'i.event_id', 'i.image', 'i.preview'])
              .whereRef('ri.rail_id', '=', 'r.id')
              .orderBy('ri.position')
              .orderBy('i.id'),
          ).as('items'),
        )
        .where('r.channel_id', '=', channelId)
        .orderBy('r.weight', 'desc')
        .orderBy('r.id')
        .execute(),

    ...vodWrites(db),
  };
}
export type VodRepository = ReturnType<typeof createVodRepository>;
export type VodItemRow = Awaited<ReturnType<VodRepository['listItems']>>[number];
export type VodItemDetailRow = NonNullable<Awaited<ReturnType<VodRepository['findItem']>>>;

import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';

export interface VodPaging {
  offset: number;
  limit: number;
  words: string[];
  sortField: 'name' | 'id' | 'weight' | 'title' | 'date';
  sortDirection: 'asc' | 'desc';
}

export interface VodItemValues {
  title: string;
  description: string | null;
  date: string;
  duration: number;
  vod_media_category_id: number | null;
  image: string | null;
  preview: string | null;
  video_url: string | null;
}

const escapeLike = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const count = (value: unknown) => Number(value ?? 0);

/** The console's reads and writes of the VOD library's collections (categories) and items; part of the VOD repository. */
export function vodWrites(db: Kysely<Database>) {
  const collections = (channelId: number) =>
    db
      .selectFrom('vod_media_categories as c')
      .select(['c.id', 'c.name', 'c.alias', 'c.weight'])
      .select((eb) => eb.selectFrom('vod_media_items as i').select(sql<number>`count(*)`.as('n')).whereRef('i.vod_media_category_id', '=', 'c.id').as('items_count'))
      .where('c.channel_id', '=', channelId);
  const items = (channelId: number) =>
    db.selectFrom('vod_media_items as i').select(['i.id', 'i.title', 'i.description', 'i.date', 'i.duration', 'i.vod_media_category_id', 'i.event_id', 'i.image', 'i.video_url']).where('i.channel_id', '=', channelId);

  return {
    async pageCollections(channelId: number, paging: VodPaging) {
      let base = db.selectFrom('vod_media_categories as c').where('c.channel_id', '=', channelId);
      for (const word of paging.words) base = base.where(sql<boolean>`lower(c.name) like ${escapeLike(word)} escape '\\'`);
      const column = paging.sortField === 'id' ? 'c.id' : paging.sortField === 'weight' ? 'c.weight' : 'c.name';
      let query = collections(channelId);
      for (const word of paging.words) query = query.where(sql<boolean>`lower(c.name) like ${escapeLike(word)} escape '\\'`);
      const [rows, total] = await Promise.all([
        query.orderBy(column, paging.sortDirection).orderBy('c.id').limit(paging.limit).offset(paging.offset).execute(),
        base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((row) => ({ ...row, items_count: count(row.items_count) })), total: count(total.total) };
    },

    findCollection: async (channelId: number, id: number) => {
      const row = await collections(channelId).where('c.id', '=', id).executeTakeFirst();
      return row && { ...row, items_count: count(row.items_count) };
    },

    async insertCollection(channelId: number, values: { name: string; alias: string; weight: number }): Promise<number | 'alias-taken'> {
      try {
        return (await db.insertInto('vod_media_categories').values({ channel_id: channelId, ...values }).returning('id').executeTakeFirstOrThrow()).id;
      } catch (error) {
        if (isUniqueViolation(error)) return 'alias-taken';
        throw error;
      }
    },

    async updateCollection(channelId: number, id: number, values: Partial<{ name: string; alias: string; weight: number }>): Promise<'ok' | 'alias-taken'> {
      if (Object.keys(values).length === 0) return 'ok';
      try {
        await db.updateTable('vod_media_categories').set(values).where('channel_id', '=', channelId).where('id', '=', id).execute();
        return 'ok';
      } catch (error) {
        if (isUniqueViolation(error)) return 'alias-taken';
        throw error;
      }
    },

    deleteCollection: async (channelId: number, id: number) => {
      await db.deleteFrom('vod_media_categories').where('channel_id', '=', channelId).where('id', '=', id).execute();
    },

    async pageItems(channelId: number, paging: VodPaging, collectionId?: number) {
      let base = db.selectFrom('vod_media_items as i').where('i.channel_id', '=', channelId);
      let query = items(channelId);
      if (collectionId !== undefined) {
        base = base.where('i.vod_media_category_id', '=', collectionId);
        query = query.where('i.vod_media_category_id', '=', collectionId);
      }
      for (const word of paging.words) {
        base = base.where(sql<boolean>`lower(i.title) like ${escapeLike(word)} escape '\\'`);
        query = query.where(sql<boolean>`lower(i.title) like ${escapeLike(word)} escape '\\'`);
      }
      const column = paging.sortField === 'id' ? 'i.id' : paging.sortField === 'title' ? 'i.title' : 'i.date';
      const [rows, total] = await Promise.all([
        query.orderBy(column, paging.sortDirection).orderBy('i.id', paging.sortDirection).limit(paging.limit).offset(paging.offset).execute(),
        base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count(total.total) };
    },

    findAdminItem: (channelId: number, id: number) => items(channelId).where('i.id', '=', id).executeTakeFirst(),

    insertItem: async (channelId: number, values: VodItemValues, at: string) =>
      (await db.insertInto('vod_media_items').values({ channel_id: channelId, event_id: null, ...values, created_at: at }).returning('id').executeTakeFirstOrThrow()).id,

    updateItem: async (channelId: number, id: number, values: Partial<VodItemValues>) => {
      if (Object.keys(values).length === 0) return;
      await db.updateTable('vod_media_items').set(values).where('channel_id', '=', channelId).where('id', '=', id).execute();
    },

    deleteItem: async (channelId: number, id: number) => {
      await db.deleteFrom('vod_media_items').where('channel_id', '=', channelId).where('id', '=', id).execute();
    },

    collectionExists: async (channelId: number, id: number) =>
      (await db.selectFrom('vod_media_categories').select('id').where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst()) !== undefined,
  };
}

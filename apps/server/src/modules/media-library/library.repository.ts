import { type Kysely, type SelectQueryBuilder, type Updateable, sql } from 'kysely';
import type { MediaAssetsTable } from '../../db/media-schema';
import type { Database } from '../../db/schema';

export interface LibraryCriteria {
  channelId: number;
  /** Lower-cased words that must all appear in the title or the original file name. */
  words: string[];
  state?: string;
  /** Only these ids (used) or all but these (unused). */
  ids?: { include: boolean; values: number[] };
  createdFrom?: string;
  createdTo?: string;
  minDuration?: number;
  maxDuration?: number;
  sortField: 'created_at' | 'title' | 'duration' | 'size_bytes';
  sortDirection: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const escapeLike = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The SQL of the media library's assets, captions and markers. */
export function createLibraryRepository(db: Kysely<Database>) {
  const assets = () => db.selectFrom('media_assets as a').leftJoin('operators as o', 'o.id', 'a.created_by').selectAll('a').select('o.name as created_by_name');

  function filtered<O>(query: SelectQueryBuilder<Database & { a: Database['media_assets'] }, 'a', O>, c: LibraryCriteria) {
    let result = query.where('a.channel_id', '=', c.channelId);
    for (const word of c.words) {
      const like = escapeLike(word);
      result = result.where(sql<boolean>`(lower(a.title) like ${like} escape '\\' or lower(a.original_filename) like ${like} escape '\\')`);
    }
    if (c.state) result = result.where('a.state', '=', c.state);
    if (c.ids?.include) result = c.ids.values.length ? result.where('a.id', 'in', c.ids.values) : result.where(sql<boolean>`1 = 0`);
    if (c.ids && !c.ids.include && c.ids.values.length) result = result.where('a.id', 'not in', c.ids.values);
    if (c.createdFrom) result = result.where('a.created_at', '>=', c.createdFrom);
    if (c.createdTo) result = result.where('a.created_at', '<=', c.createdTo);
    if (c.minDuration !== undefined) result = result.where('a.duration', '>=', c.minDuration);
    if (c.maxDuration !== undefined) result = result.where('a.duration', '<=', c.maxDuration);
    return result;
  }

  return {
    async page(c: LibraryCriteria) {
      const rows = await filtered(assets(), c)
        // Unknown durations (not probed yet) last in either direction and dialect.
        .orderBy(sql`case when ${sql.ref(`a.${c.sortField}`)} is null then 1 else 0 end`)
        .orderBy(`a.${c.sortField}`, c.sortDirection)
        .orderBy('a.id', c.sortDirection)
        .limit(c.limit)
        .offset(c.offset)
        .execute();
      const count = await filtered(db.selectFrom('media_assets as a').select(sql<number | string>`count(*)`.as('total')), c).executeTakeFirstOrThrow();
      return { rows, total: Number(count.total) };
    },

    find: (channelId: number, id: number) => assets().where('a.channel_id', '=', channelId).where('a.id', '=', id).executeTakeFirst(),

    /** Ids of every queued asset, oldest first: the one transcode queue serves all channels. */
    queuedOrder: async (): Promise<number[]> => (await db.selectFrom('media_assets').select('id').where('state', '=', 'queued').orderBy('created_at').orderBy('id').execute()).map((row) => row.id),

    update: (id: number, values: Updateable<MediaAssetsTable>) => db.updateTable('media_assets').set(values).where('id', '=', id).execute(),

    /**
     * Starts a new processing run (a job of an older run stops) when the asset is in one of `states`;
     * null when it is not (the state changed under the request).
     */
    async newRun(id: number, states: readonly string[], values: Updateable<MediaAssetsTable>): Promise<number | null> {
      const row = await db
        .updateTable('media_assets')
        .set((eb) => ({ ...values, run: eb('run', '+', 1) }))
        .where('id', '=', id)
        .where('state', 'in', states)
        .returning('run')
        .executeTakeFirst();
      return row ? row.run : null;
    },

    /** Stops any running job of the asset (a newer run), whatever its state. */
    bumpRun: (id: number) => db.updateTable('media_assets').set((eb) => ({ run: eb('run', '+', 1) })).where('id', '=', id).execute(),

    delete: (id: number) => db.deleteFrom('media_assets').where('id', '=', id).execute(),

    captionsOf: (assetIds: number[]) =>
      assetIds.length ? db.selectFrom('media_captions').selectAll().where('asset_id', 'in', assetIds).orderBy('language').execute() : Promise.resolve([]),
    findMarker: (assetId: number, id: number) => db.selectFrom('media_markers').selectAll().where('asset_id', '=', assetId).where('id', '=', id).executeTakeFirst(),
    insertMarker: async (values: { asset_id: number; name: string; seconds: number; created_at: string }) =>
      (await db.insertInto('media_markers').values(values).returning('id').executeTakeFirstOrThrow()).id,
    updateMarker: (id: number, values: { name?: string; seconds?: number }) => db.updateTable('media_markers').set(values).where('id', '=', id).execute(),
    deleteMarker: (id: number) => db.deleteFrom('media_markers').where('id', '=', id).execute(),
    markersOf: (assetIds: number[]) =>
      assetIds.length ? db.selectFrom('media_markers').selectAll().where('asset_id', 'in', assetIds).orderBy('seconds').orderBy('id').execute() : Promise.resolve([]),
  };
}
export type LibraryRepository = ReturnType<typeof createLibraryRepository>;

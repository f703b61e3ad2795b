import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';

/** A preroll's own columns, as the console writes them. */
export type PrerollValues = Omit<Insertable<Database['prerolls']>, 'id' | 'channel_id'>;

/** Who watched a preroll: a logged-in user, or an anonymous visitor known by their API key. */
export interface PrerollViewer {
  kind: 'user' | 'visitor';
  /** users.id or api_keys.id. */
  id: number;
}

/** What a preroll's choice reads of an event. */
export type PrerollEvent = Pick<Selectable<Database['events']>, 'id' | 'location_id' | 'event_category_id' | 'stream_status' | 'event_utc_ts' | 'end_utc_ts'>;

export function createPrerollsRepository(db: Kysely<Database>) {
  return {
    listPrerolls: (channelId: number) => db.selectFrom('prerolls').selectAll().where('channel_id', '=', channelId).orderBy('id').execute(),

    /** The whole row, for the console. */
    findPrerollRow: (channelId: number, id: number) => db.selectFrom('prerolls').selectAll().where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst(),

    insertPreroll: (channelId: number, values: PrerollValues) =>
      db
        .insertInto('prerolls')
        .values({ ...values, channel_id: channelId })
        .returningAll()
        .executeTakeFirstOrThrow(),

    updatePreroll: (channelId: number, id: number, values: PrerollValues) =>
      db.updateTable('prerolls').set(values).where('channel_id', '=', channelId).where('id', '=', id).returningAll().executeTakeFirst(),

    async deletePreroll(channelId: number, id: number): Promise<boolean> {
      const result = await db.deleteFrom('prerolls').where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async locationExists(channelId: number, id: number): Promise<boolean> {
      return (await db.selectFrom('event_locations').select('id').where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** Which of `ids` are the channel's categories. */
    async knownCategories(channelId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('event_categories').select('id').where('channel_id', '=', channelId).where('id', 'in', [...ids]).execute();
      return new Set(rows.map((row) => row.id));
    },

    findPreroll: (channelId: number, id: number) =>
      db.selectFrom('prerolls').select('id').where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst(),

    findEvent: (channelId: number, id: number): Promise<PrerollEvent | undefined> =>
      db
        .selectFrom('events')
        .select(['id', 'location_id', 'event_category_id', 'stream_status', 'event_utc_ts', 'end_utc_ts'])
        .where('channel_id', '=', channelId)
        .where('id', '=', id)
        .executeTakeFirst(),

    listCategoryParents: (channelId: number) => db.selectFrom('event_categories').select(['id', 'parent_id']).where('channel_id', '=', channelId).execute(),

    async isSuppressed(viewer: PrerollViewer, eventId: number, nowIso: string): Promise<boolean> {
      const row = await db
        .selectFrom('preroll_views')
        .select('until')
        .where('viewer_kind', '=', viewer.kind)
        .where('viewer_id', '=', viewer.id)
        .where('event_id', '=', eventId)
        .where('until', '>', nowIso)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records (or renews) a viewer's suppression for an event. */
    suppress: (viewer: PrerollViewer, eventId: number, prerollId: number, untilIso: string) =>
      db
        .insertInto('preroll_views')
        .values({ viewer_kind: viewer.kind, viewer_id: viewer.id, event_id: eventId, preroll_id: prerollId, until: untilIso })
        .onConflict((conflict) => conflict.columns(['viewer_kind', 'viewer_id', 'event_id']).doUpdateSet({ preroll_id: prerollId, until: untilIso }))
        .execute(),

    async purgeExpired(nowIso: string): Promise<number> {
      const result = await db.deleteFrom('preroll_views').where('until', '<=', nowIso).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type PrerollsRepository = ReturnType<typeof createPrerollsRepository>;

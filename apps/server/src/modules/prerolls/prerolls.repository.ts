import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Who watched a preroll: a logged-in user, or an anonymous visitor known by their API key. */
export interface PrerollViewer {
  kind: 'user' | 'visitor';
  /** users.id or api_keys.id. */
  id: number;
}

export function createPrerollsRepository(db: Kysely<Database>) {
  return {
    listPrerolls: (channelId: number) => db.selectFrom('prerolls').selectAll().where('channel_id', '=', channelId).orderBy('id').execute(),

    findPreroll: (channelId: number, id: number) =>
      db.selectFrom('prerolls').select('id').where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst(),

    findEvent: (channelId: number, id: number) =>
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

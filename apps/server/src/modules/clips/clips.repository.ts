import type { Insertable, Kysely } from 'kysely';
import type { ClipsTable } from '../../db/engagement-schema';
import type { Database } from '../../db/schema';

/** Thrown inside a transaction to undo it. */
class LimitReached extends Error {}

export type ClipRow = Awaited<ReturnType<ReturnType<typeof createClipsRepository>['listOfUser']>>[number];

/** The only SQL of clips. */
export function createClipsRepository(db: Kysely<Database>) {
  const clips = (channelId: number) => db.selectFrom('clips').selectAll().where('channel_id', '=', channelId);

  /** A no-op write that holds the user's row until the transaction ends. */
  const lockUser = (trx: Kysely<Database>, userId: number) =>
    trx.updateTable('users').set((eb) => ({ clips_count: eb.ref('clips_count') })).where('id', '=', userId).execute();
  const clipsHeld = async (trx: Kysely<Database>, userId: number) =>
    Number((await trx.selectFrom('clips').select((eb) => eb.fn.countAll().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow()).count);

  /** Counts one more use in the user's featureCount unless that passes `limit`; false when it would. */
  async function countUse(trx: Kysely<Database>, userId: number, column: 'downloads_count', limit: number | null): Promise<boolean> {
    let query = trx.updateTable('users').set((eb) => ({ [column]: eb(column, '+', 1) })).where('id', '=', userId);
    // Checked in the statement that counts, so two requests at once cannot both pass the cap.
    if (limit !== null) query = query.where(column, '<', limit);
    return Number((await query.executeTakeFirst()).numUpdatedRows) > 0;
  }

  return {
    /** What decides whether a user may clip an event's video: access, geography and the media row. */
    async findSource(channelId: number, eventId: number, mediaId: number) {
      const [event, participants] = await Promise.all([
        db
          .selectFrom('events as e')
          .innerJoin('event_media as m', (join) => join.onRef('m.event_id', '=', 'e.id').on('m.id', '=', mediaId))
          .leftJoin('geo_rules as gr', 'gr.event_id', 'e.id')
          .select(['e.id', 'e.name', 'e.pricing_type', 'e.event_category_id', 'e.subscription_only', 'gr.mode as geo_mode', 'gr.countries as geo_countries', 'm.kind as media_kind', 'm.url as media_url'])
          .where('e.channel_id', '=', channelId)
          .where('e.id', '=', eventId)
          .executeTakeFirst(),
        db.selectFrom('event_participants').select('participant_id').where('event_id', '=', eventId).execute(),
      ]);
      return event && { ...event, participant_ids: participants.map((row) => row.participant_id) };
    },

    eventName: async (eventId: number) => (await db.selectFrom('events').select('name').where('id', '=', eventId).executeTakeFirst())?.name ?? null,

    eventExists: async (channelId: number, eventId: number) => (await db.selectFrom('events').select('id').where('channel_id', '=', channelId).where('id', '=', eventId).executeTakeFirst()) !== undefined,

    /**
     * Stores a queued clip unless the user already has `limit` clips: null (nothing stored) past the cap. The cap counts
     * the clips the user has now (a deleted clip, or one gone with its event, frees its slot), and featureCount says so.
     */
    async create(clip: Insertable<ClipsTable>, limit: number | null): Promise<number | null> {
      try {
        return await db.transaction().execute(async (trx) => {
          // The user's row is locked first, so two requests at once count one after the other.
          await lockUser(trx, clip.user_id);
          const held = await clipsHeld(trx, clip.user_id);
          if (limit !== null && held >= limit) throw new LimitReached();
          const id = (await trx.insertInto('clips').values(clip).returning('id').executeTakeFirstOrThrow()).id;
          await trx.updateTable('users').set({ clips_count: held + 1 }).where('id', '=', clip.user_id).execute();
          return id;
        });
      } catch (error) {
        if (error instanceof LimitReached) return null;
        throw error;
      }
    },

    find: (channelId: number, userId: number, id: number) => clips(channelId).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst(),
    /** For the render job, which knows only the id. */
    findById: (id: number) => db.selectFrom('clips').selectAll().where('id', '=', id).executeTakeFirst(),
    findShared: (channelId: number, id: number, uuid: string) => clips(channelId).where('id', '=', id).where('share_uuid', '=', uuid).executeTakeFirst(),
    listOfUser: (channelId: number, userId: number) => clips(channelId).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    listOfEvent: (channelId: number, userId: number, eventId: number) =>
      clips(channelId).where('user_id', '=', userId).where('event_id', '=', eventId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    eventIdsWithClips: async (channelId: number, userId: number) =>
      (await db.selectFrom('clips').select('event_id').distinct().where('channel_id', '=', channelId).where('user_id', '=', userId).execute()).map((row) => row.event_id),

    /** Moves a clip on only from one of the statuses given; false when it was elsewhere (or deleted). */
    async move(id: number, from: ClipsTable['status'][], to: ClipsTable['status'], at: string, failureReason: string | null = null): Promise<boolean> {
      const result = await db.updateTable('clips').set({ status: to, failure_reason: failureReason, updated_at: at }).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A processing clip turns ready with the span actually cut; false when it was elsewhere (or deleted). */
    async finish(id: number, span: { start: number; duration: number }, at: string): Promise<boolean> {
      const result = await db
        .updateTable('clips')
        .set({ status: 'ready', start_time: span.start, duration: span.duration, failure_reason: null, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'processing')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A clip's first download counts once in the user's downloads; false past the cap. */
    async grantDownload(userId: number, id: number, limit: number | null, at: string): Promise<boolean> {
      try {
        await db.transaction().execute(async (trx) => {
          const first = await trx.updateTable('clips').set({ downloaded_at: at }).where('id', '=', id).where('downloaded_at', 'is', null).executeTakeFirst();
          if (Number(first.numUpdatedRows) === 0) return;
          if (!(await countUse(trx, userId, 'downloads_count', limit))) throw new LimitReached();
        });
        return true;
      } catch (error) {
        if (error instanceof LimitReached) return false;
        throw error;
      }
    },

    /** Deletes the user's clip and gives its slot back under the cap; false when it is not theirs. */
    remove: (channelId: number, userId: number, id: number) =>
      db.transaction().execute(async (trx) => {
        await lockUser(trx, userId);
        const deleted = await trx.deleteFrom('clips').where('channel_id', '=', channelId).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) return false;
        await trx.updateTable('users').set({ clips_count: await clipsHeld(trx, userId) }).where('id', '=', userId).execute();
        return true;
      }),

    /** Renames the user's clip; false when it is not theirs. */
    rename: async (channelId: number, userId: number, id: number, name: string, at: string) =>
      Number((await db.updateTable('clips').set({ name, updated_at: at }).where('channel_id', '=', channelId).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst()).numUpdatedRows) > 0,
  };
}
export type ClipsRepository = ReturnType<typeof createClipsRepository>;

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The only SQL of watch positions. */
export function createWatchingRepository(db: Kysely<Database>) {
  return {
    /** Of these event ids, the ones in the channel. */
    async eventsInChannel(channelId: number, eventIds: number[]): Promise<Set<number>> {
      const rows = await db.selectFrom('events').select('id').where('channel_id', '=', channelId).where('id', 'in', eventIds).execute();
      return new Set(rows.map((row) => row.id));
    },

    /** Keeps the latest position per event; one statement per position, in one transaction. */
    async save(userId: number, positions: Array<{ event_id: number; position: number; duration: number }>, at: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const { event_id, position, duration } of positions) {
          await trx
            .insertInto('watch_positions')
            .values({ user_id: userId, event_id, position, duration, updated_at: at })
            .onConflict((oc) => oc.columns(['user_id', 'event_id']).doUpdateSet({ position, duration, updated_at: at }))
            .execute();
        }
      });
    },

    find: (userId: number, eventId: number) => db.selectFrom('watch_positions').select(['position', 'duration', 'updated_at']).where('user_id', '=', userId).where('event_id', '=', eventId).executeTakeFirst(),

    /** Started and not finished (contracts' isWorthResuming, in SQL), newest first. */
    unfinished: (channelId: number, userId: number, { minSeconds, finishedShare, finishedWithin }: { minSeconds: number; finishedShare: number; finishedWithin: number }, limit: number) =>
      db
        .selectFrom('watch_positions as w')
        .innerJoin('events as e', 'e.id', 'w.event_id')
        .select(['w.event_id', 'w.position', 'w.duration', 'w.updated_at'])
        .where('e.channel_id', '=', channelId)
        .where('w.user_id', '=', userId)
        .where('w.position', '>=', minSeconds)
        .where((eb) => eb.or([eb('w.position', '<', eb('w.duration', '*', finishedShare)), eb('w.position', '<', eb('w.duration', '-', finishedWithin))]))
        .orderBy('w.updated_at', 'desc')
        .limit(limit)
        .execute(),

    remove: async (userId: number, eventId: number) => Number((await db.deleteFrom('watch_positions').where('user_id', '=', userId).where('event_id', '=', eventId).executeTakeFirst()).numDeletedRows) > 0,
  };
}
export type WatchingRepository = ReturnType<typeof createWatchingRepository>;

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The only SQL of calendar feeds. */
export function createCalendarFeedsRepository(db: Kysely<Database>) {
  return {
    /** Replaces the user's feed secret: the previous link stops working. */
    async replace(userId: number, tokenHash: string, at: string): Promise<void> {
      await db
        .insertInto('calendar_feeds')
        .values({ user_id: userId, token_hash: tokenHash, created_at: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: at }))
        .execute();
    },

    /** The feed's user and their channel. */
    findOwner: (tokenHash: string) =>
      db.selectFrom('calendar_feeds as f').innerJoin('users as u', 'u.id', 'f.user_id').select(['u.id as user_id', 'u.channel_id']).where('f.token_hash', '=', tokenHash).executeTakeFirst(),
  };
}
export type CalendarFeedsRepository = ReturnType<typeof createCalendarFeedsRepository>;

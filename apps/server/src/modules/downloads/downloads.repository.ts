import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Thrown inside the grant transaction to undo it. */
class LimitReached extends Error {}

export function createDownloadsRepository(db: Kysely<Database>) {
  return {
    /** What decides whether an event can be downloaded: access (pricing, category, participants), geography, status and its first VOD item. */
    async findEvent(channelId: number, id: number) {
      const [event, participants] = await Promise.all([
        db
          .selectFrom('events as e')
          .leftJoin('geo_rules as gr', 'gr.event_id', 'e.id')
          .select(['e.id', 'e.name', 'e.pricing_type', 'e.event_category_id', 'e.stream_status', 'e.event_utc_ts', 'e.end_utc_ts', 'e.subscription_only', 'gr.mode as geo_mode', 'gr.countries as geo_countries'])
          .select((eb) =>
            eb.selectFrom('event_media as m').select('m.url').whereRef('m.event_id', '=', 'e.id').where('m.kind', '=', 3).orderBy('m.id').limit(1).as('vod_url'),
          )
          .where('e.channel_id', '=', channelId)
          .where('e.id', '=', id)
          .executeTakeFirst(),
        db.selectFrom('event_participants').select('participant_id').where('event_id', '=', id).execute(),
      ]);
      return event && { ...event, participant_ids: participants.map((row) => row.participant_id) };
    },

    /** The user's download count, and whether this event was already granted (and counted). */
    async usage(userId: number, eventId: number): Promise<{ count: number; granted: boolean }> {
      const [user, grant] = await Promise.all([
        db.selectFrom('users').select('downloads_count').where('id', '=', userId).executeTakeFirstOrThrow(),
        db.selectFrom('user_downloads').select('event_id').where('user_id', '=', userId).where('event_id', '=', eventId).executeTakeFirst(),
      ]);
      return { count: user.downloads_count, granted: grant !== undefined };
    },

    /**
     * Grants the user the event's download, counting it once per event: false (and nothing
     * changed) when that would take the user past `limit`.
     */
    async grant(userId: number, eventId: number, limit: number | null, nowIso: string): Promise<boolean> {
      try {
        await db.transaction().execute(async (tx) => {
          const inserted = await tx
            .insertInto('user_downloads')
            .values({ user_id: userId, event_id: eventId, created_at: nowIso })
            .onConflict((conflict) => conflict.columns(['user_id', 'event_id']).doNothing())
            .executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
          let count = tx.updateTable('users').set((eb) => ({ downloads_count: eb('downloads_count', '+', 1) })).where('id', '=', userId);
          // Checked in the same statement that counts, so two requests at once cannot both pass the limit.
          if (limit !== null) count = count.where('downloads_count', '<', limit);
          if (Number((await count.executeTakeFirst()).numUpdatedRows) === 0) throw new LimitReached();
        });
        return true;
      } catch (error) {
        if (error instanceof LimitReached) return false;
        throw error;
      }
    },
  };
}
export type DownloadsRepository = ReturnType<typeof createDownloadsRepository>;
export type DownloadableEvent = NonNullable<Awaited<ReturnType<DownloadsRepository['findEvent']>>>;

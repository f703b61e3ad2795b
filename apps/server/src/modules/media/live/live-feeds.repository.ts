import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** Live media served by this server's simulation (kind 2 pointing at a demo video or a library asset). */
const SIMULATED_LIVE_URL = '/media/hls/live/%';
/** An event's own encoder feed (`live-<eventId>`): the ingest's, never looped by the clock. */
const INGEST_LIVE_URL = '/media/hls/live/live-%';

export interface FeedControl {
  startedAt: string;
  stoppedAt: string | null;
  /** The event's status override that goes with it (docs/decisions/0006). */
  streamStatus: 'live' | 'vod';
}

export function createLiveFeedsRepository(db: Kysely<Database>) {
  const feeds = () =>
    db
      .selectFrom('events as e')
      .innerJoin('event_media as m', 'm.event_id', 'e.id')
      .leftJoin('live_feeds as f', 'f.event_id', 'e.id')
      .select(['e.id', 'e.channel_id', 'e.name', 'e.event_utc_ts', 'e.end_utc_ts', 'e.stream_status', 'm.url', 'f.started_at', 'f.stopped_at'])
      .where('m.kind', '=', 2)
      .where('m.url', 'like', SIMULATED_LIVE_URL)
      .where('m.url', 'not like', INGEST_LIVE_URL);

  return {
    /** The schedule and any operator control of one event's feed, whatever its channel. */
    findFeed: (eventId: number) => feeds().where('e.id', '=', eventId).executeTakeFirst(),

    listFeeds: (channelId: number) => feeds().where('e.channel_id', '=', channelId).orderBy('e.event_utc_ts').orderBy('e.id').execute(),

    findChannelFeed: (channelId: number, eventId: number) => feeds().where('e.channel_id', '=', channelId).where('e.id', '=', eventId).executeTakeFirst(),

    /** Records the operator's start or stop and the status override that follows it, together. */
    async control(eventId: number, control: FeedControl, at: string): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const row = { started_at: control.startedAt, stopped_at: control.stoppedAt, updated_at: at };
        await tx
          .insertInto('live_feeds')
          .values({ event_id: eventId, ...row })
          .onConflict((conflict) => conflict.column('event_id').doUpdateSet(row))
          .execute();
        await tx.updateTable('events').set({ stream_status: control.streamStatus, updated_at: at }).where('id', '=', eventId).execute();
      });
    },
  };
}
export type LiveFeedsRepository = ReturnType<typeof createLiveFeedsRepository>;
export type LiveFeedRow = NonNullable<Awaited<ReturnType<LiveFeedsRepository['findFeed']>>>;

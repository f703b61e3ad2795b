import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { LiveIngestsTable, LiveSegmentsTable } from '../../db/live-schema';

export type IngestRow = Selectable<LiveIngestsTable>;
export type SegmentRow = Selectable<LiveSegmentsTable>;
export type IngestPatch = Omit<Updateable<LiveIngestsTable>, 'event_id' | 'channel_id'>;

/** Playback item kinds (spec §3). */
const IMAGE_KIND = 1;
const LIVE_KIND = 2;
const VOD_KIND = 3;

/** The RTMP ingests and their segment index: the only SQL of live ingest. */
export function createLiveIngestRepository(db: Kysely<Database>) {
  const ingests = () =>
    db
      .selectFrom('live_ingests as i')
      .innerJoin('events as e', 'e.id', 'i.event_id')
      .selectAll('i')
      .select(['e.name', 'e.event_utc_ts', 'e.end_utc_ts', 'e.live_slate']);

  return {
    findEvent: (channelId: number, eventId: number) =>
      db.selectFrom('events').select(['id', 'channel_id', 'name', 'event_utc_ts', 'end_utc_ts']).where('id', '=', eventId).where('channel_id', '=', channelId).executeTakeFirst(),

    find: (eventId: number) => ingests().where('i.event_id', '=', eventId).executeTakeFirst(),

    findByKeyHash: (hash: string) => ingests().where('i.key_hash', '=', hash).executeTakeFirst(),

    /** Every ingest that has made a ladder: what the video catalog knows as `live-<id>`. */
    listWithLadder: (changedAfter = '') =>
      db
        .selectFrom('live_ingests')
        .select(['event_id', 'channel_id', 'state', 'renditions', 'started_at', 'ended_at', 'trim_start', 'trim_end', 'updated_at'])
        .where('runs', '>', 0)
        .where('updated_at', '>', changedAfter)
        .execute(),

    /** What the slate shows: the channel's name on its header colours. */
    channelLook: (channelId: number) => db.selectFrom('channels').select(['name', 'color_settings']).where('id', '=', channelId).executeTakeFirst(),

    /** How many ingests are in each state (metrics). */
    countByState: () =>
      db
        .selectFrom('live_ingests')
        .select((eb) => ['state', eb.fn.countAll<number | string>().as('count')])
        .groupBy('state')
        .execute(),

    listActive: () => ingests().where('i.state', 'in', ['receiving', 'live']).execute(),

    /** The first read makes the row; a concurrent first read keeps the other's key. */
    async create(row: Insertable<LiveIngestsTable>): Promise<void> {
      await db.insertInto('live_ingests').values(row).onConflict((conflict) => conflict.column('event_id').doNothing()).execute();
    },

    update: async (eventId: number, patch: IngestPatch): Promise<void> => {
      await db.updateTable('live_ingests').set(patch).where('event_id', '=', eventId).execute();
    },

    /** Moves from one of `from` to the patch's state; false when another request moved it first. */
    async transition(eventId: number, from: readonly string[], patch: IngestPatch): Promise<boolean> {
      const result = await db.updateTable('live_ingests').set(patch).where('event_id', '=', eventId).where('state', 'in', from).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    lastSegment: (eventId: number, rendition: string) =>
      db.selectFrom('live_segments').selectAll().where('event_id', '=', eventId).where('rendition', '=', rendition).orderBy('sequence', 'desc').limit(1).executeTakeFirst(),

    async appendSegment(row: LiveSegmentsTable): Promise<void> {
      await db.insertInto('live_segments').values(row).execute();
    },

    /** One rendition's segments starting at or after `fromMs` (and before `toMs`), in order. */
    segmentsFrom: (eventId: number, rendition: string, fromMs: number, toMs = Number.MAX_SAFE_INTEGER) =>
      db
        .selectFrom('live_segments')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('rendition', '=', rendition)
        .where('start_ms', '>=', fromMs)
        .where('start_ms', '<', toMs)
        .orderBy('sequence')
        .execute(),

    /** The one segment holding `atMs` (the first of a clip's span starts on it). */
    segmentAt: (eventId: number, rendition: string, atMs: number) =>
      db.selectFrom('live_segments').selectAll().where('event_id', '=', eventId).where('rendition', '=', rendition).where('start_ms', '<=', atMs).orderBy('sequence', 'desc').limit(1).executeTakeFirst(),

    /** Points the event's live playback item at the ingest, and marks it live, together. */
    async markLive(eventId: number, liveUrl: string, at: string): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('event_media').where('event_id', '=', eventId).where('kind', '=', LIVE_KIND).execute();
        await tx.insertInto('event_media').values({ event_id: eventId, kind: LIVE_KIND, url: liveUrl, created_at: at }).execute();
        await tx.updateTable('events').set({ stream_status: 'live', updated_at: at }).where('id', '=', eventId).execute();
      });
    },

    /**
     * The live item gives way to the replay (or to nothing while the replay is unpublished); the event is finished.
     * The replay's poster becomes the event's newest picture (what players show before they start).
     */
    async markEnded(eventId: number, replayUrl: string, published: boolean, posterUrl: string | null, at: string): Promise<void> {
      await db.transaction().execute(async (tx) => {
        if (posterUrl) {
          await tx.deleteFrom('event_media').where('event_id', '=', eventId).where('kind', '=', IMAGE_KIND).where('url', '=', posterUrl).execute();
          await tx.insertInto('event_media').values({ event_id: eventId, kind: IMAGE_KIND, url: posterUrl, created_at: at }).execute();
        }
        await tx.deleteFrom('event_media').where('event_id', '=', eventId).where('kind', '=', LIVE_KIND).execute();
        await tx.deleteFrom('event_media').where('event_id', '=', eventId).where('kind', '=', VOD_KIND).where('url', '=', replayUrl).execute();
        if (published) {
          await tx.deleteFrom('event_media').where('event_id', '=', eventId).where('kind', '=', VOD_KIND).execute();
          await tx.insertInto('event_media').values({ event_id: eventId, kind: VOD_KIND, url: replayUrl, created_at: at }).execute();
        }
        await tx.updateTable('events').set({ stream_status: 'vod', updated_at: at }).where('id', '=', eventId).execute();
      });
    },
  };
}
export type LiveIngestRepository = ReturnType<typeof createLiveIngestRepository>;

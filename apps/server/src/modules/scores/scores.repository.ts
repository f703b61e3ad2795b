import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { EventScoreChangesTable } from '../../db/scores-schema';
import type { Insertable } from 'kysely';

/** The reads and writes of the live score (modules/scores). */
export function createScoresRepository(db: Kysely<Database>) {
  const over = (q: Kysely<Database> | Transaction<Database>) => ({
    findScore: (eventId: number) => q.selectFrom('event_scores').selectAll().where('event_id', '=', eventId).executeTakeFirst(),

    /** Creates the 0–0 row once; a second caller finds it made. */
    async ensureScore(eventId: number, channelId: number, at: string): Promise<void> {
      await q
        .insertInto('event_scores')
        .values({ event_id: eventId, channel_id: channelId, home: 0, away: 0, period: 1, clock_running: 0, clock_seconds: 0, clock_started_at: null, updated_at: at })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .execute();
    },

    /** Adds `delta` to one side unless it would go below 0; false when refused. */
    async addPoints(eventId: number, side: 'home' | 'away', delta: number, at: string): Promise<boolean> {
      const result = await q
        .updateTable('event_scores')
        .set((eb) => ({ [side]: eb(side, '+', delta), updated_at: at }))
        .where('event_id', '=', eventId)
        .where((eb) => eb(eb(side, '+', delta), '>=', 0))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    setScore: (eventId: number, values: Partial<{ home: number; away: number; period: number; clock_running: number; clock_seconds: number; clock_started_at: string | null }>, at: string) =>
      q
        .updateTable('event_scores')
        .set({ ...values, updated_at: at })
        .where('event_id', '=', eventId)
        .execute(),

    insertChange: async (change: Insertable<EventScoreChangesTable>): Promise<number> => {
      const row = await q.insertInto('event_score_changes').values(change).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },
    /** The newest changes first. */
    latestChanges: (eventId: number, limit: number) =>
      q.selectFrom('event_score_changes').selectAll().where('event_id', '=', eventId).orderBy('id', 'desc').limit(limit).execute(),
    changes: (eventId: number) => q.selectFrom('event_score_changes').selectAll().where('event_id', '=', eventId).orderBy('offset_s').orderBy('id').execute(),
    deleteChange: (id: number) => q.deleteFrom('event_score_changes').where('id', '=', id).execute(),

    insertMarker: async (assetId: number, name: string, seconds: number, at: string): Promise<number> => {
      const row = await q.insertInto('media_markers').values({ asset_id: assetId, name, seconds, created_at: at }).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },
    deleteMarker: (id: number) => q.deleteFrom('media_markers').where('id', '=', id).execute(),
    /** A library video of the channel: an event's replay markers go on it. */
    libraryAssetOf: (channelId: number, assetId: number) => q.selectFrom('media_assets').select('id').where('id', '=', assetId).where('channel_id', '=', channelId).executeTakeFirst(),
  });

  return {
    ...over(db),
    transaction: <T>(work: (repository: ReturnType<typeof over>) => Promise<T>): Promise<T> => db.transaction().execute((trx) => work(over(trx))),

    /** Scores of the channel's public events changed since `since` (ISO), with the sport they read in. */
    recentScores: (channelId: number, since: string) =>
      db
        .selectFrom('event_scores as s')
        .innerJoin('events as e', 'e.id', 's.event_id')
        .leftJoin('event_categories as c', 'c.id', 'e.event_category_id')
        .leftJoin('event_categories as pc', 'pc.id', 'c.parent_id')
        .selectAll('s')
        .select(['c.name as category_name', 'pc.name as parent_category_name'])
        .where('s.channel_id', '=', channelId)
        .where('s.updated_at', '>=', since)
        .where('e.visibility', '=', 'public')
        .orderBy('s.event_id')
        .limit(100)
        .execute(),

    /** What the score needs of an event of the channel (hidden ones too with `anyVisibility`): its start, sport, teams, ingest and videos. */
    async event(channelId: number, eventId: number, anyVisibility: boolean) {
      let query = db
        .selectFrom('events as e')
        .leftJoin('event_categories as c', 'c.id', 'e.event_category_id')
        .leftJoin('event_categories as pc', 'pc.id', 'c.parent_id')
        .leftJoin('live_ingests as li', 'li.event_id', 'e.id')
        .select(['e.id', 'e.channel_id', 'e.name', 'e.event_utc_ts', 'c.name as category_name', 'pc.name as parent_category_name', 'li.started_at as ingest_started_at', 'li.trim_start'])
        .where('e.channel_id', '=', channelId)
        .where('e.id', '=', eventId);
      if (!anyVisibility) query = query.where('e.visibility', '=', 'public');
      const event = await query.executeTakeFirst();
      if (!event) return null;
      const [participants, media] = await Promise.all([
        db
          .selectFrom('event_participants as ep')
          .innerJoin('participants as p', 'p.id', 'ep.participant_id')
          .select(['p.name', 'p.short_name', 'ep.role'])
          .where('ep.event_id', '=', eventId)
          .where('ep.role', 'in', ['home', 'away'])
          .execute(),
        db.selectFrom('event_media').select(['kind', 'url']).where('event_id', '=', eventId).where('kind', 'in', [2, 3]).orderBy('kind', 'desc').orderBy('id').execute(),
      ]);
      return { ...event, participants, media };
    },
  };
}
export type ScoresRepository = ReturnType<typeof createScoresRepository>;
export type ScoreRow = NonNullable<Awaited<ReturnType<ScoresRepository['findScore']>>>;
export type ScoreChangeRow = Awaited<ReturnType<ScoresRepository['changes']>>[number];
export type ScoreEventRow = NonNullable<Awaited<ReturnType<ScoresRepository['event']>>>;

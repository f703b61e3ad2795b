import type { Kysely } from 'kysely';
import type { AnalyticsRow, AnalyticsTableName } from '../../db/analytics-schema';
import type { Database } from '../../db/schema';

/**
 * Rows per INSERT. Statements are prepared once per SQL text (create-database.ts), and a batch's size varies with the
 * load: fixed chunks (and the remainder row by row) keep the texts few, so none is prepared anew per commit.
 */
const ROWS_PER_INSERT = 20;

export const ANALYTICS_TABLES: AnalyticsTableName[] = ['analytics_sessions', 'analytics_events', 'analytics_video_events', 'analytics_viewings'];

export function createAnalyticsRepository(db: Kysely<Database>) {
  return {
    /** All rows in one transaction, as multi-row INSERTs per table; a row_id already stored is skipped. */
    async insert(rows: AnalyticsRow[]): Promise<void> {
      if (rows.length === 0) return;
      const byTable = new Map<AnalyticsTableName, AnalyticsRow['values'][]>();
      for (const row of rows) {
        const list = byTable.get(row.table) ?? [];
        list.push(row.values);
        byTable.set(row.table, list);
      }
      await db.transaction().execute(async (trx) => {
        for (const [table, values] of byTable) {
          for (let start = 0; start < values.length; ) {
            const size = values.length - start >= ROWS_PER_INSERT ? ROWS_PER_INSERT : 1;
            await trx
              .insertInto(table)
              .values(values.slice(start, start + size) as never)
              .onConflict((conflict) => conflict.column('row_id').doNothing())
              .execute();
            start += size;
          }
        }
      });
    },

    /**
     * Who watches now: per stream, the distinct views (prerolls aside) with a video event or a viewing heartbeat
     * received since `since` (read through the (channel_id, received_at) indexes).
     */
    async viewsSince(channelId: number, since: string): Promise<{ stream_id: string; viewers: number }[]> {
      const recent = (table: 'analytics_video_events' | 'analytics_viewings') =>
        db
          .selectFrom(table)
          .select(['stream_id', 'video_view_uuid'])
          .where('channel_id', '=', channelId)
          .where('received_at', '>=', since)
          .where('video_view_uuid', 'is not', null)
          .where('stream_id', 'is not', null)
          .where((eb) => eb.or([eb('stream_type', 'is', null), eb('stream_type', '<>', 'preroll')]));
      const rows = await db
        .selectFrom(recent('analytics_video_events').unionAll(recent('analytics_viewings')).as('seen'))
        .select(['seen.stream_id', (eb) => eb.fn.count<number | string>('seen.video_view_uuid').distinct().as('viewers')])
        .groupBy('seen.stream_id')
        .execute();
      return rows.map((row) => ({ stream_id: String(row.stream_id), viewers: Number(row.viewers) }));
    },

    /** Rows stored per table (tests and the benchmark count with it). */
    async count(table: AnalyticsTableName, channelId?: number): Promise<number> {
      let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n'));
      if (channelId !== undefined) query = query.where('channel_id', '=', channelId);
      return Number((await query.executeTakeFirstOrThrow()).n);
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;

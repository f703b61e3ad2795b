import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { addDays } from '../../../lib/zoned-time';
import type { DayRange } from './rollups-read.repository';

type Num = number | string | bigint;

/**
 * Exact distinct viewers over a range of days, from the raw rows (docs/decisions/0087): the console's one read of raw
 * rows, made only while the whole range is within their retention. A viewer is defined as in the rollups
 * (rollup-compute.ts): a view's session, else the view itself; prerolls are not views.
 */
export function createRawViewersRepository(db: Kysely<Database>) {
  /**
   * One row per view of the range, with its session if any of its rows has one (heartbeats may come without it). A
   * row's `day` is its channel's day, at most 14 hours from its UTC date either way: the bounds on `received_at` let
   * the (channel_id, received_at) index narrow the read.
   */
  const views = (channelId: number, { from, to }: DayRange) => {
    const rows = (table: 'analytics_video_events' | 'analytics_viewings') =>
      db
        .selectFrom(table)
        .select(['video_view_uuid', 'session', 'stream_id'])
        .where('channel_id', '=', channelId)
        .where('received_at', '>=', addDays(from, -1))
        .where('received_at', '<', addDays(to, 2))
        .where('day', '>=', from)
        .where('day', '<=', to)
        .where('video_view_uuid', 'is not', null)
        .where((eb) => eb.or([eb('stream_type', 'is', null), eb('stream_type', '<>', 'preroll')]));
    return db
      .selectFrom(rows('analytics_video_events').unionAll(rows('analytics_viewings')).as('r'))
      .select((eb) => ['r.video_view_uuid', eb.fn.max('r.session').as('session'), eb.fn.max('r.stream_id').as('stream_id')])
      .groupBy('r.video_view_uuid')
      .as('v');
  };
  const viewer = sql<string>`coalesce(v.session, ${'view:'} || v.video_view_uuid)`;

  return {
    async distinctViewers(channelId: number, range: DayRange): Promise<number> {
      const row = await db
        .selectFrom(views(channelId, range))
        .select(sql<Num>`count(distinct ${viewer})`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async distinctViewersByStream(channelId: number, range: DayRange): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom(views(channelId, range))
        .select(['v.stream_id', sql<Num>`count(distinct ${viewer})`.as('n')])
        .where('v.stream_id', 'is not', null)
        .groupBy('v.stream_id')
        .execute();
      return new Map(rows.map((row) => [String(row.stream_id), Number(row.n)]));
    },
  };
}
export type RawViewersRepository = ReturnType<typeof createRawViewersRepository>;

import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export interface DayRange {
  from: string;
  to: string;
}

/** The console's reads: rollup tables only, never the raw rows. */
export function createRollupsReadRepository(db: Kysely<Database>) {
  return {
    daily: (channelId: number, { from, to }: DayRange) =>
      db.selectFrom('analytics_daily').selectAll().where('channel_id', '=', channelId).where('day', '>=', from).where('day', '<=', to).orderBy('day').execute(),

    eventDays: (channelId: number, { from, to }: DayRange) =>
      db.selectFrom('analytics_event_daily').selectAll().where('channel_id', '=', channelId).where('day', '>=', from).where('day', '<=', to).execute(),

    minutes: (channelId: number, fromMinute: string) =>
      db.selectFrom('analytics_event_minutes').select(['minute', 'stream_id', 'viewers']).where('channel_id', '=', channelId).where('minute', '>=', fromMinute).orderBy('minute').execute(),

    /** Names of the channel's events among the stream ids (ids that are not events stay unnamed). */
    async titles(channelId: number, streamIds: string[]): Promise<Map<string, string>> {
      const ids = streamIds.map(Number).filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('events').select(['id', 'name']).where('channel_id', '=', channelId).where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [String(row.id), row.name]));
    },
  };
}
export type RollupsReadRepository = ReturnType<typeof createRollupsReadRepository>;

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createSeoRepository(db: Kysely<Database>) {
  return {
    /** The channel's events, most recently changed first. */
    events: (channelId: number, limit: number) =>
      db.selectFrom('events').select(['id', 'updated_at']).where('channel_id', '=', channelId).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),

    pagePaths: async (channelId: number): Promise<string[]> =>
      (await db.selectFrom('pages').select('url').where('channel_id', '=', channelId).where('published', '=', 1).orderBy('id').execute()).map((page) => page.url),
  };
}
export type SeoRepository = ReturnType<typeof createSeoRepository>;

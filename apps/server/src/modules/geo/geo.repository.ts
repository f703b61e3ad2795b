import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createGeoRepository(db: Kysely<Database>) {
  return {
    findChannelRule: (channelId: number) =>
      db.selectFrom('geo_rules').select(['mode', 'countries']).where('channel_id', '=', channelId).where('event_id', 'is', null).executeTakeFirst(),
  };
}
export type GeoRepository = ReturnType<typeof createGeoRepository>;

import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { catalogueWrites } from './catalogue-writes.repository';

export interface ParticipantFilter {
  participantGroupId?: number;
  /** Lower-cased sport name or category alias. */
  sport?: string;
  gender?: 'men' | 'women';
  /** Lower-cased words, each of which must appear in the name. */
  words?: string[];
}

const escapeLike = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Teams, schools, their properties and event locations: small per-channel lists. */
export function createCatalogueRepository(db: Kysely<Database>) {
  return {
    listParticipants(channelId: number, filter: ParticipantFilter) {
      let query = db
        .selectFrom('participants')
        .select(['id', 'name', 'short_name', 'alias', 'logo', 'color', 'participant_group_id', 'gender', 'sport'])
        .where('channel_id', '=', channelId);
      if (filter.participantGroupId !== undefined) query = query.where('participant_group_id', '=', filter.participantGroupId);
      if (filter.gender) query = query.where('gender', '=', filter.gender);
      if (filter.sport) {
        const sport = filter.sport;
        const byAlias = db.selectFrom('event_categories').select('name').where('channel_id', '=', channelId).where(sql<boolean>`lower(alias) = ${sport}`);
        query = query.where((eb) => eb.or([eb(sql`lower(sport)`, '=', sport), eb('sport', 'in', byAlias)]));
      }
      for (const word of filter.words ?? []) query = query.where(sql<boolean>`lower(name) like ${escapeLike(word)} escape '\\'`);
      return query.orderBy('name').orderBy('id').execute();
    },

    listGroups: (channelId: number) =>
      db.selectFrom('participant_groups').select(['id', 'name', 'alias', 'image']).where('channel_id', '=', channelId).orderBy('name').execute(),

    listGroupProperties(channelId: number, participantGroupId?: number) {
      let query = db.selectFrom('participant_group_properties').select(['id', 'participant_group_id', 'name', 'value']).where('channel_id', '=', channelId);
      if (participantGroupId !== undefined) query = query.where('participant_group_id', '=', participantGroupId);
      return query.orderBy('participant_group_id').orderBy('id').execute();
    },

    listLocations: (channelId: number) =>
      db.selectFrom('event_locations').select(['id', 'name', 'city', 'country_code']).where('channel_id', '=', channelId).orderBy('name').execute(),

    ...catalogueWrites(db),
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

import type { Participant, ParticipantsQuery } from '@ott/contracts';
import type { Channel } from '../channel/channel.types';
import type { CatalogueRepository } from './catalogue.repository';

type ParticipantRow = Awaited<ReturnType<CatalogueRepository['listParticipants']>>[number];

export function toParticipant(row: ParticipantRow): Participant {
  return {
    id: row.id,
    name: row.name,
    short_name: row.short_name,
    alias: row.alias,
    images: { logo: row.logo },
    color: row.color,
    participant_group_id: row.participant_group_id,
    properties: { gender: row.gender === 'women' ? 'women' : 'men', sport: row.sport },
  };
}

export function createCatalogueService({ repository }: { repository: CatalogueRepository }) {
  return {
    participants: async (channel: Channel, query: ParticipantsQuery) =>
      (
        await repository.listParticipants(channel.id, {
          participantGroupId: query.participant_group_id,
          sport: query.sport?.toLowerCase(),
          gender: query.gender,
          words: query.search?.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5),
        })
      ).map(toParticipant),
    groups: (channel: Channel) => repository.listGroups(channel.id),
    groupProperties: (channel: Channel, participantGroupId?: number) => repository.listGroupProperties(channel.id, participantGroupId),
    locations: (channel: Channel) => repository.listLocations(channel.id),
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;

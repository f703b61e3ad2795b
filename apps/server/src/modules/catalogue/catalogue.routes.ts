import { EventLocation, GroupPropertiesQuery, Participant, ParticipantGroup, ParticipantGroupProperty, ParticipantsQuery, envelope } from '@ott/contracts';
import { ApiKeyCarrier, ChannelSelector } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { channelOf, type KeyGuards } from '../keys/keys.guards';
import type { CatalogueService } from './catalogue.service';

/** Teams, schools and locations are key-exempt (spec §7); group properties need an api_key. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService; guards: KeyGuards }> = async (app, { catalogue, guards }) => {
  const tags = ['catalogue'];

  app.get(
    '/api/participants',
    {
      preHandler: guards.identifyChannel,
      schema: {
        summary: 'Participants (teams)',
        tags,
        querystring: ParticipantsQuery.extend(ChannelSelector.shape),
        response: { 200: envelope(Participant.array()), ...errorResponses },
      },
    },
    async (request) => ({ data: await catalogue.participants(channelOf(request), request.query) }),
  );

  app.get(
    '/api/participant-groups',
    {
      preHandler: guards.identifyChannel,
      schema: { summary: 'Participant groups (schools)', tags, querystring: ChannelSelector, response: { 200: envelope(ParticipantGroup.array()), ...errorResponses } },
    },
    async (request) => ({ data: await catalogue.groups(channelOf(request)) }),
  );

  app.get(
    '/api/event-locations',
    {
      preHandler: guards.identifyChannel,
      schema: { summary: 'Event locations', tags, querystring: ChannelSelector, response: { 200: envelope(EventLocation.array()), ...errorResponses } },
    },
    async (request) => ({ data: await catalogue.locations(channelOf(request)) }),
  );

  app.get(
    '/api/participant-group-properties',
    {
      preHandler: guards.requireApiKey,
      schema: {
        summary: 'Properties of participant groups (conference, city, …)',
        tags,
        querystring: GroupPropertiesQuery.extend(ApiKeyCarrier.shape),
        response: { 200: envelope(ParticipantGroupProperty.array()), ...errorResponses },
      },
    },
    async (request) => ({ data: await catalogue.groupProperties(channelOf(request), request.query.participant_group_id) }),
  );
};

import { envelope } from '@ott/contracts';
import {
  AdminCategoriesQuery,
  AdminCategory,
  AdminCategoryInput,
  AdminCategoryPatch,
  AdminChannelParams,
  AdminItemParams,
  AdminParticipant,
  AdminParticipantGroup,
  AdminParticipantGroupInput,
  AdminParticipantGroupPatch,
  AdminParticipantInput,
  AdminParticipantPatch,
  AdminParticipantsQuery,
  adminPage,
} from '@ott/contracts/admin-catalogue';
import { AdminListQuery } from '@ott/contracts/admin-auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import type { AuditLog } from '../operators/audit-log';
import type { CatalogueAdminService } from './catalogue.admin-service';
import { type TeamLogos, registerTeamLogoUpload } from './team-logo.routes';

export interface CatalogueAdminRoutesOptions {
  catalogueAdmin: CatalogueAdminService;
  audit: AuditLog;
  invalidate: FastifyInstance['invalidateChannelCaches'];
  logos: TeamLogos;
}

const tags = ['admin'];
const PROBE = { params: { id: '2147483000' } };
const Deleted = envelope(z.object({ id: z.number().int() }));

/** Sports (event categories, with their divisions as children), teams (participants) and schools (participant groups). */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<CatalogueAdminRoutesOptions> = async (app, { catalogueAdmin: service, audit, invalidate, logos }) => {
  const changed = async (request: FastifyRequest, action: string, entity: string, id: number, before: unknown, after: unknown) => {
    await audit.record(request, { action: `${entity}.${action}`, entity_type: entity, entity_id: id, before, after });
    invalidate(request.consoleChannel.id);
  };

  /* ---------------------------------------------------------------- sports and divisions */
  const categories = '/api/admin/channels/:channel_key/categories';
  app.get(
    categories,
    {
      config: { access: 'any' },
      schema: { summary: 'Sports and their divisions (event categories), paged; `top=1` for sports only, `parent_id` for one sport’s divisions', tags, params: AdminChannelParams, querystring: AdminCategoriesQuery, response: { 200: adminPage(AdminCategory), ...errorResponses } },
    },
    async (request) => service.categories(request.consoleChannel, request.query),
  );
  app.post(
    categories,
    {
      config: { access: 'editor', matrixExample: { body: {} } },
      schema: { summary: 'Create a sport, or a division with `parent_id`', tags, params: AdminChannelParams, body: AdminCategoryInput, response: { 201: envelope(AdminCategory), ...errorResponses } },
    },
    async (request, reply) => {
      const created = await service.createCategory(request.consoleChannel, request.body);
      await changed(request, 'create', 'category', created.id, null, created);
      return reply.status(201).send({ data: created });
    },
  );
  app.get(
    `${categories}/:id`,
    { config: { access: 'any', matrixExample: PROBE }, schema: { summary: 'One sport or division', tags, params: AdminItemParams, response: { 200: envelope(AdminCategory), ...errorResponses } } },
    async (request) => ({ data: await service.category(request.consoleChannel, request.params.id) }),
  );
  app.patch(
    `${categories}/:id`,
    {
      config: { access: 'editor', matrixExample: { ...PROBE, body: {} } },
      schema: { summary: 'Change a sport or division', tags, params: AdminItemParams, body: AdminCategoryPatch, response: { 200: envelope(AdminCategory), ...errorResponses } },
    },
    async (request) => {
      const { before, after } = await service.updateCategory(request.consoleChannel, request.params.id, request.body);
      await changed(request, 'update', 'category', after.id, before, after);
      return { data: after };
    },
  );
  app.delete(
    `${categories}/:id`,
    {
      config: { access: 'editor', matrixExample: PROBE },
      schema: { summary: 'Delete a sport or division; refused (409 IN_USE) while it has divisions or events', tags, params: AdminItemParams, response: { 200: Deleted, ...errorResponses } },
    },
    async (request) => {
      const before = await service.deleteCategory(request.consoleChannel, request.params.id);
      await changed(request, 'delete', 'category', before.id, before, null);
      return { data: { id: before.id } };
    },
  );

  /* ---------------------------------------------------------------- teams */
  const teams = '/api/admin/channels/:channel_key/participants';
  app.get(
    teams,
    {
      config: { access: 'any' },
      schema: { summary: 'Teams (participants), paged, searched, by school or sport', tags, params: AdminChannelParams, querystring: AdminParticipantsQuery, response: { 200: adminPage(AdminParticipant), ...errorResponses } },
    },
    async (request) => service.participants(request.consoleChannel, request.query),
  );
  app.post(
    teams,
    {
      config: { access: 'editor', matrixExample: { body: {} } },
      schema: { summary: 'Create a team', tags, params: AdminChannelParams, body: AdminParticipantInput, response: { 201: envelope(AdminParticipant), ...errorResponses } },
    },
    async (request, reply) => {
      const created = await service.createParticipant(request.consoleChannel, request.body);
      await changed(request, 'create', 'participant', created.id, null, created);
      return reply.status(201).send({ data: created });
    },
  );
  app.get(
    `${teams}/:id`,
    { config: { access: 'any', matrixExample: PROBE }, schema: { summary: 'One team', tags, params: AdminItemParams, response: { 200: envelope(AdminParticipant), ...errorResponses } } },
    async (request) => ({ data: await service.participant(request.consoleChannel, request.params.id) }),
  );
  app.patch(
    `${teams}/:id`,
    {
      config: { access: 'editor', matrixExample: { ...PROBE, body: {} } },
      schema: { summary: 'Change a team', tags, params: AdminItemParams, body: AdminParticipantPatch, response: { 200: envelope(AdminParticipant), ...errorResponses } },
    },
    async (request) => {
      const { before, after } = await service.updateParticipant(request.consoleChannel, request.params.id, request.body);
      await changed(request, 'update', 'participant', after.id, before, after);
      return { data: after };
    },
  );
  app.delete(
    `${teams}/:id`,
    {
      config: { access: 'editor', matrixExample: PROBE },
      schema: { summary: 'Delete a team; refused (409 IN_USE) while it plays in events', tags, params: AdminItemParams, response: { 200: Deleted, ...errorResponses } },
    },
    async (request) => {
      const before = await service.deleteParticipant(request.consoleChannel, request.params.id);
      await changed(request, 'delete', 'participant', before.id, before, null);
      return { data: { id: before.id } };
    },
  );
  await registerTeamLogoUpload(app, { path: `${teams}/:id/logo`, service, logos, changed });

  /* ---------------------------------------------------------------- schools */
  const schools = '/api/admin/channels/:channel_key/participant-groups';
  app.get(
    schools,
    {
      config: { access: 'any' },
      schema: { summary: 'Schools (participant groups), paged and searched', tags, params: AdminChannelParams, querystring: AdminListQuery, response: { 200: adminPage(AdminParticipantGroup), ...errorResponses } },
    },
    async (request) => service.groups(request.consoleChannel, request.query),
  );
  app.post(
    schools,
    {
      config: { access: 'editor', matrixExample: { body: {} } },
      schema: { summary: 'Create a school', tags, params: AdminChannelParams, body: AdminParticipantGroupInput, response: { 201: envelope(AdminParticipantGroup), ...errorResponses } },
    },
    async (request, reply) => {
      const created = await service.createGroup(request.consoleChannel, request.body);
      await changed(request, 'create', 'participant_group', created.id, null, created);
      return reply.status(201).send({ data: created });
    },
  );
  app.get(
    `${schools}/:id`,
    { config: { access: 'any', matrixExample: PROBE }, schema: { summary: 'One school', tags, params: AdminItemParams, response: { 200: envelope(AdminParticipantGroup), ...errorResponses } } },
    async (request) => ({ data: await service.group(request.consoleChannel, request.params.id) }),
  );
  app.patch(
    `${schools}/:id`,
    {
      config: { access: 'editor', matrixExample: { ...PROBE, body: {} } },
      schema: { summary: 'Change a school', tags, params: AdminItemParams, body: AdminParticipantGroupPatch, response: { 200: envelope(AdminParticipantGroup), ...errorResponses } },
    },
    async (request) => {
      const { before, after } = await service.updateGroup(request.consoleChannel, request.params.id, request.body);
      await changed(request, 'update', 'participant_group', after.id, before, after);
      return { data: after };
    },
  );
  app.delete(
    `${schools}/:id`,
    {
      config: { access: 'editor', matrixExample: PROBE },
      schema: { summary: 'Delete a school; its teams stay, without a school', tags, params: AdminItemParams, response: { 200: Deleted, ...errorResponses } },
    },
    async (request) => {
      const before = await service.deleteGroup(request.consoleChannel, request.params.id);
      await changed(request, 'delete', 'participant_group', before.id, before, null);
      return { data: { id: before.id } };
    },
  );
};

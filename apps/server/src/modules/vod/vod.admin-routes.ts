import { envelope } from '@ott/contracts';
import { AdminListQuery } from '@ott/contracts/admin-auth';
import {
  AdminChannelParams,
  AdminItemParams,
  AdminVodCollection,
  AdminVodCollectionInput,
  AdminVodCollectionPatch,
  AdminVodItem,
  AdminVodItemInput,
  AdminVodItemPatch,
  AdminVodItemsQuery,
  adminPage,
} from '@ott/contracts/admin-catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import type { AuditLog } from '../operators/audit-log';
import type { VodAdminService } from './vod.admin-service';

const tags = ['admin'];
const PROBE = { params: { id: '2147483000' } };
const Deleted = envelope(z.object({ id: z.number().int() }));

/** The VOD library in the console: collections and items (`/api/admin/channels/{channel_key}/vod-collections`, `/vod-items`). */
export const vodAdminRoutes: FastifyPluginAsyncZod<{ vodAdmin: VodAdminService; audit: AuditLog; invalidate: FastifyInstance['invalidateChannelCaches'] }> = async (app, { vodAdmin, audit, invalidate }) => {
  const changed = async (request: FastifyRequest, action: string, entity: string, id: number, before: unknown, after: unknown) => {
    await audit.record(request, { action: `${entity}.${action}`, entity_type: entity, entity_id: id, before, after });
    invalidate(request.consoleChannel.id);
  };

  const collections = '/api/admin/channels/:channel_key/vod-collections';
  app.get(
    collections,
    { config: { access: 'any' }, schema: { summary: 'VOD library collections, paged', tags, params: AdminChannelParams, querystring: AdminListQuery, response: { 200: adminPage(AdminVodCollection), ...errorResponses } } },
    async (request) => vodAdmin.collections(request.consoleChannel, request.query),
  );
  app.post(
    collections,
    { config: { access: 'editor', matrixExample: { body: {} } }, schema: { summary: 'Create a VOD collection', tags, params: AdminChannelParams, body: AdminVodCollectionInput, response: { 201: envelope(AdminVodCollection), ...errorResponses } } },
    async (request, reply) => {
      const created = await vodAdmin.createCollection(request.consoleChannel, request.body);
      await changed(request, 'create', 'vod_collection', created.id, null, created);
      return reply.status(201).send({ data: created });
    },
  );
  app.get(
    `${collections}/:id`,
    { config: { access: 'any', matrixExample: PROBE }, schema: { summary: 'One VOD collection', tags, params: AdminItemParams, response: { 200: envelope(AdminVodCollection), ...errorResponses } } },
    async (request) => ({ data: await vodAdmin.collection(request.consoleChannel, request.params.id) }),
  );
  app.patch(
    `${collections}/:id`,
    { config: { access: 'editor', matrixExample: { ...PROBE, body: {} } }, schema: { summary: 'Change a VOD collection', tags, params: AdminItemParams, body: AdminVodCollectionPatch, response: { 200: envelope(AdminVodCollection), ...errorResponses } } },
    async (request) => {
      const { before, after } = await vodAdmin.updateCollection(request.consoleChannel, request.params.id, request.body);
      await changed(request, 'update', 'vod_collection', after.id, before, after);
      return { data: after };
    },
  );
  app.delete(
    `${collections}/:id`,
    { config: { access: 'editor', matrixExample: PROBE }, schema: { summary: 'Delete a VOD collection; its items stay in the library', tags, params: AdminItemParams, response: { 200: Deleted, ...errorResponses } } },
    async (request) => {
      const before = await vodAdmin.deleteCollection(request.consoleChannel, request.params.id);
      await changed(request, 'delete', 'vod_collection', before.id, before, null);
      return { data: { id: before.id } };
    },
  );

  const items = '/api/admin/channels/:channel_key/vod-items';
  app.get(
    items,
    { config: { access: 'any' }, schema: { summary: 'VOD library items, paged, by collection', tags, params: AdminChannelParams, querystring: AdminVodItemsQuery, response: { 200: adminPage(AdminVodItem), ...errorResponses } } },
    async (request) => vodAdmin.items(request.consoleChannel, request.query),
  );
  app.post(
    items,
    { config: { access: 'editor', matrixExample: { body: {} } }, schema: { summary: 'Add an item to the VOD library (playing a demo video)', tags, params: AdminChannelParams, body: AdminVodItemInput, response: { 201: envelope(AdminVodItem), ...errorResponses } } },
    async (request, reply) => {
      const created = await vodAdmin.createItem(request.consoleChannel, request.body);
      await changed(request, 'create', 'vod_item', created.id, null, created);
      return reply.status(201).send({ data: created });
    },
  );
  app.get(
    `${items}/:id`,
    { config: { access: 'any', matrixExample: PROBE }, schema: { summary: 'One VOD item', tags, params: AdminItemParams, response: { 200: envelope(AdminVodItem), ...errorResponses } } },
    async (request) => ({ data: await vodAdmin.item(request.consoleChannel, request.params.id) }),
  );
  app.patch(
    `${items}/:id`,
    { config: { access: 'editor', matrixExample: { ...PROBE, body: {} } }, schema: { summary: 'Change a VOD item', tags, params: AdminItemParams, body: AdminVodItemPatch, response: { 200: envelope(AdminVodItem), ...errorResponses } } },
    async (request) => {
      const { before, after } = await vodAdmin.updateItem(request.consoleChannel, request.params.id, request.body);
      await changed(request, 'update', 'vod_item', after.id, before, after);
      return { data: after };
    },
  );
  app.delete(
    `${items}/:id`,
    { config: { access: 'editor', matrixExample: PROBE }, schema: { summary: 'Delete a VOD item', tags, params: AdminItemParams, response: { 200: Deleted, ...errorResponses } } },
    async (request) => {
      const before = await vodAdmin.deleteItem(request.consoleChannel, request.params.id);
      await changed(request, 'delete', 'vod_item', before.id, before, null);
      return { data: { id: before.id } };
    },
  );
};

import { ErrorCode, envelope } from '@ott/contracts';
import { AdminListMeta, AdminListQuery } from '@ott/contracts/admin-auth';
import { AdminChannel, AdminChannelCreate, AdminChannelUpdate } from '@ott/contracts/admin-channels';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/route-schemas';
import type { AuditLog } from '../operators/audit-log';
import type { ChannelAdminService } from './channel-admin.service';

export interface ChannelAdminRoutesOptions {
  channelAdmin: ChannelAdminService;
  /** The channel keys (and roles) an operator holds; owners hold every channel. */
  grantsOf(operator: { id: number; isOwner: boolean }): Promise<ReadonlyArray<{ channel_key: string }>>;
  audit: AuditLog;
  invalidate: FastifyInstance['invalidateChannelCaches'];
}

const tags = ['admin'];
export const ChannelKeyParams = z.object({ channel_key: z.string().max(64) });

/** `/api/admin/channels`: owners create channels; every operator lists those they hold; admins edit theirs. */
export const channelAdminRoutes: FastifyPluginAsyncZod<ChannelAdminRoutesOptions> = async (app, { channelAdmin, grantsOf, audit, invalidate }) => {
  app.get(
    '/api/admin/channels',
    {
      config: { access: 'any' },
      schema: {
        summary: 'Channels the operator holds (owners: all), archived ones too',
        tags,
        querystring: AdminListQuery,
        response: { 200: z.object({ data: z.array(AdminChannel), meta: AdminListMeta }), ...errorResponses },
      },
    },
    async (request) => {
      const held = new Set((await grantsOf(request.operator)).map((grant) => grant.channel_key));
      const { offset, limit, search, sort_field, sort_direction } = request.query;
      const needle = search?.toLowerCase();
      let rows = (await channelAdmin.listAll()).filter((channel) => held.has(channel.channel_key));
      if (needle) rows = rows.filter((channel) => [channel.name, channel.channel_key, ...channel.hostnames].some((text) => text.toLowerCase().includes(needle)));
      if (sort_field === 'name' || sort_field === 'channel_key' || sort_field === 'created_at') {
        const field = sort_field;
        rows.sort((a, b) => a[field].localeCompare(b[field]) * (sort_direction === 'desc' ? -1 : 1));
      }
      return { data: rows.slice(offset, offset + limit), meta: { total: rows.length, offset, limit } };
    },
  );

  app.post(
    '/api/admin/channels',
    {
      config: { access: 'owner', matrixExample: { body: { name: 'Matrix channel', channel_key: 'matrix-probe', hostnames: [] } } },
      schema: { summary: 'Create a channel (owners); it answers viewers at once', tags, body: AdminChannelCreate, response: { 201: envelope(AdminChannel), ...errorResponses } },
    },
    async (request, reply) => {
      const channel = await channelAdmin.create(request.body);
      await audit.record(request, { action: 'channel.create', entity_type: 'channel', entity_id: channel.id, before: null, after: channel, channel_id: channel.id });
      invalidate();
      return reply.status(201).send({ data: channel });
    },
  );

  app.get(
    '/api/admin/channels/:channel_key',
    {
      config: { access: 'any' },
      schema: { summary: 'One channel the operator holds', tags, params: ChannelKeyParams, response: { 200: envelope(AdminChannel), ...errorResponses } },
    },
    async (request) => ({ data: (await channelAdmin.findByKey(request.consoleChannel.key))! }),
  );

  app.patch(
    '/api/admin/channels/:channel_key',
    {
      config: { access: 'admin', matrixExample: { body: {} } },
      schema: {
        summary: 'Change a channel (admins): name, hostnames (adding one: owners), language, currency, time zone, archived, analytics',
        tags,
        params: ChannelKeyParams,
        body: AdminChannelUpdate,
        response: { 200: envelope(AdminChannel), ...errorResponses },
      },
    },
    async (request) => {
      const channel = request.consoleChannel;
      // The key host answers the default channel for any hostname no channel names, so a hostname added here would take
      // that channel's viewers: adding one is the owners' (an admin may keep or drop the channel's own).
      const own = new Set(channel.hostnames.map((host) => host.toLowerCase()));
      if (!request.operator.isOwner && request.body.hostnames?.some((host) => !own.has(host.toLowerCase()))) {
        throw new AppError(403, ErrorCode.FORBIDDEN, 'Only an owner may add a hostname', { hostnames: ['Only an owner may add a hostname'] });
      }
      const { before, after } = await channelAdmin.update(channel.id, channel.key, request.body);
      await audit.record(request, { action: 'channel.update', entity_type: 'channel', entity_id: channel.id, before, after });
      invalidate(channel.id);
      return { data: after };
    },
  );
};

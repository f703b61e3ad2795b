import { AdminListMeta } from '@ott/contracts/admin-auth';
import { AdminAuditEntry, AdminAuditQuery } from '@ott/contracts/admin-audit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseJsonColumn } from '../../lib/json-column';
import { errorResponses } from '../../lib/route-schemas';
import type { ChannelRepository } from '../channel/channel.repository';
import type { AuditFilter, AuditRow, OperatorsRepository } from './operators.repository';

const tags = ['admin'];
const AuditPage = z.object({ data: z.array(AdminAuditEntry), meta: AdminListMeta });

/** A date alone as `to` takes in that whole day. */
function bound(value: string | undefined, end: boolean): string | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00.000Z`);
    if (end) day.setUTCDate(day.getUTCDate() + 1);
    return day.toISOString();
  }
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

const toEntry = (row: AuditRow & { channel_key: string | null }): AdminAuditEntry => ({
  id: row.id,
  at: row.at,
  operator_id: row.operator_id,
  operator_email: row.operator_email,
  channel_key: row.channel_key,
  action: row.action,
  entity_type: row.entity_type,
  entity_id: row.entity_id,
  before: parseJsonColumn<unknown>(row.before_json, null),
  after: parseJsonColumn<unknown>(row.after_json, null),
});

/** The audit log in the console: owners read all of it, admins the changes on the channels they administer. */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ repository: OperatorsRepository; channels: Pick<ChannelRepository, 'findChannelByKey'> }> = async (app, { repository, channels }) => {
  async function page(request: FastifyRequest, query: AdminAuditQuery, channelId: number | undefined) {
    const operator = request.operator;
    const filter: AuditFilter = {
      operatorEmail: query.operator_email,
      action: query.action,
      entityType: query.entity_type,
      from: bound(query.from, false),
      to: bound(query.to, true),
    };
    if (!operator.isOwner) filter.channelIds = (await repository.rolesOf([operator.id])).filter((grant) => grant.role === 'admin').map((grant) => grant.channel_id);
    if (channelId !== undefined) filter.channelId = channelId;
    else if (query.channel_key) filter.channelId = (await channels.findChannelByKey(query.channel_key))?.id ?? -1;
    const { rows, total } = await repository.listAudit(filter, query);
    return { data: rows.map(toEntry), meta: { total, offset: query.offset, limit: query.limit } };
  }

  app.get(
    '/api/admin/audit',
    {
      config: { access: 'admin' },
      schema: { summary: 'Changes made in the console, newest first, with filters (owners: all; admins: their channels)', tags, querystring: AdminAuditQuery, response: { 200: AuditPage, ...errorResponses } },
    },
    async (request) => page(request, request.query, undefined),
  );

  app.get(
    '/api/admin/channels/:channel_key/audit',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Changes made in the console to one channel's data, newest first",
        tags,
        params: z.object({ channel_key: z.string().max(64) }),
        querystring: AdminAuditQuery.omit({ channel_key: true }),
        response: { 200: AuditPage, ...errorResponses },
      },
    },
    async (request) => page(request, request.query, request.consoleChannel.id),
  );
};

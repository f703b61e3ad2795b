import { envelope } from '@ott/contracts';
import { AdminListQuery } from '@ott/contracts/admin-auth';
import { AdminOperator, AdminOperatorCreate, AdminOperatorsPage, AdminOperatorUpdate, AdminOperatorWithPassword } from '@ott/contracts/admin-operators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import type { AuditLog } from './audit-log';
import type { OperatorsAdmin } from './operators-admin.service';

const tags = ['admin'];
const IdParams = z.object({ id: z.coerce.number().int().positive() });

/** `/api/admin/operators`: owners manage everyone; admins the operators of the channels they administer. */
export const operatorsAdminRoutes: FastifyPluginAsyncZod<{ operatorsAdmin: OperatorsAdmin; audit: AuditLog }> = async (app, { operatorsAdmin, audit }) => {
  app.get(
    '/api/admin/operators',
    {
      config: { access: 'admin' },
      schema: { summary: 'Operators the caller manages', tags, querystring: AdminListQuery, response: { 200: AdminOperatorsPage, ...errorResponses } },
    },
    async (request) => {
      const { data, total } = await operatorsAdmin.list(request.operator, request.query);
      return { data, meta: { total, offset: request.query.offset, limit: request.query.limit } };
    },
  );

  app.post(
    '/api/admin/operators',
    {
      config: { access: 'admin', matrixExample: { body: { email: 'matrix-probe@example.test', name: 'Probe', channels: [{ channel_key: '{channel_key}', role: 'editor' }] } } },
      schema: {
        summary: 'Create an operator with a temporary password (shown once; it must be changed at first sign-in)',
        tags,
        body: AdminOperatorCreate,
        response: { 201: envelope(AdminOperatorWithPassword), ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await operatorsAdmin.create(request.operator, request.body);
      await audit.record(request, { action: 'operator.create', entity_type: 'operator', entity_id: created.operator.id, before: null, after: created.operator, channel_id: null });
      return reply.status(201).send({ data: created });
    },
  );

  app.get(
    '/api/admin/operators/:id',
    {
      config: { access: 'admin', matrixExample: { params: { id: '{operator_id}' } } },
      schema: { summary: 'One operator the caller manages', tags, params: IdParams, response: { 200: envelope(AdminOperator), ...errorResponses } },
    },
    async (request) => ({ data: await operatorsAdmin.get(request.operator, request.params.id) }),
  );

  app.patch(
    '/api/admin/operators/:id',
    {
      config: { access: 'admin', matrixExample: { params: { id: '{operator_id}' }, body: {} } },
      schema: {
        summary: "Change an operator: name, roles on the caller's channels, owner (owners only), or a new temporary password",
        tags,
        params: IdParams,
        body: AdminOperatorUpdate,
        response: { 200: envelope(AdminOperatorWithPassword), ...errorResponses },
      },
    },
    async (request) => {
      const { before, after, temporary_password } = await operatorsAdmin.update(request.operator, request.params.id, request.body);
      await audit.record(request, { action: 'operator.update', entity_type: 'operator', entity_id: after.id, before, after, channel_id: null });
      return { data: { operator: after, temporary_password } };
    },
  );

  app.delete(
    '/api/admin/operators/:id',
    {
      config: { access: 'admin', matrixExample: { params: { id: '{operator_id}' } } },
      schema: { summary: 'Delete an operator', tags, params: IdParams, response: { 200: envelope(z.object({ id: z.number().int() })), ...errorResponses } },
    },
    async (request) => {
      const before = await operatorsAdmin.remove(request.operator, request.params.id);
      await audit.record(request, { action: 'operator.delete', entity_type: 'operator', entity_id: before.id, before, after: null, channel_id: null });
      return { data: { id: before.id } };
    },
  );
};

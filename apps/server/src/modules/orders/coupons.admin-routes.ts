import { envelope } from '@ott/contracts';
import { AdminChannelParams, AdminItemParams } from '@ott/contracts/admin-catalogue';
import { AdminPromoCode, AdminPromoCodeInput, AdminPromoCodePatch, AdminPromoCodesPage, AdminPromoCodesQuery, AdminPromoPass, PROMO_REDEMPTION_COLUMNS } from '@ott/contracts/admin-promotions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv';
import { errorResponses } from '../../lib/route-schemas';
import type { AuditLog } from '../operators/audit-log';
import type { CouponsAdminService } from './coupons.admin-service';

export interface CouponsAdminRoutesOptions {
  couponsAdmin: CouponsAdminService;
  audit: AuditLog;
}

const tags = ['admin'];
const PROBE = { params: { id: '2147483000' } };
const Deleted = envelope(z.object({ id: z.number().int() }));

/** The console's promo codes: support and better read, admins write; every write audited. */
export const couponsAdminRoutes: FastifyPluginAsyncZod<CouponsAdminRoutesOptions> = async (app, { couponsAdmin: service, audit }) => {
  const changed = (request: FastifyRequest, action: string, id: number, before: unknown, after: unknown) =>
    audit.record(request, { action: `promo_code.${action}`, entity_type: 'promo_code', entity_id: id, before, after });
  const base = '/api/admin/channels/:channel_key/promo-codes';

  app.get(
    base,
    {
      config: { access: 'support' },
      schema: { summary: 'Promo codes, newest first, searched by code or description and filtered by state, each with its uses, revenue and discount given', tags, params: AdminChannelParams, querystring: AdminPromoCodesQuery, response: { 200: AdminPromoCodesPage, ...errorResponses } },
    },
    async (request) => service.list(request.consoleChannel, request.query),
  );
  app.get(
    `${base}/redemptions.csv`,
    {
      config: { access: 'support' },
      schema: { summary: 'CSV of the redemptions of the codes the same search and state show (streamed)', tags, params: AdminChannelParams, querystring: AdminPromoCodesQuery, response: { 200: z.string().describe('text/csv'), ...errorResponses } },
    },
    async (request, reply) => sendCsv(reply, `promo-redemptions-${request.consoleChannel.key}`, PROMO_REDEMPTION_COLUMNS, service.redemptions(request.consoleChannel, request.query)),
  );
  app.get(
    `${base}/passes`,
    { config: { access: 'support' }, schema: { summary: "The channel's passes, for choosing what a code applies to", tags, params: AdminChannelParams, response: { 200: envelope(AdminPromoPass.array()), ...errorResponses } } },
    async (request) => ({ data: await service.passes(request.consoleChannel) }),
  );
  app.post(
    base,
    {
      config: { access: 'admin', matrixExample: { body: {} } },
      schema: { summary: 'Create a promo code; 409 PROMO_CODE_TAKEN when the channel has the code in any case', tags, params: AdminChannelParams, body: AdminPromoCodeInput, response: { 201: envelope(AdminPromoCode), ...errorResponses } },
    },
    async (request, reply) => {
      const created = await service.create(request.consoleChannel, request.body);
      await changed(request, 'create', created.id, null, created);
      return reply.status(201).send({ data: created });
    },
  );
  app.get(
    `${base}/:id`,
    { config: { access: 'support', matrixExample: PROBE }, schema: { summary: 'One promo code with its figures', tags, params: AdminItemParams, response: { 200: envelope(AdminPromoCode), ...errorResponses } } },
    async (request) => ({ data: await service.get(request.consoleChannel, request.params.id) }),
  );
  app.patch(
    `${base}/:id`,
    {
      config: { access: 'admin', matrixExample: { ...PROBE, body: {} } },
      schema: { summary: 'Change a promo code; `{active: false}` deactivates it', tags, params: AdminItemParams, body: AdminPromoCodePatch, response: { 200: envelope(AdminPromoCode), ...errorResponses } },
    },
    async (request) => {
      const { before, after } = await service.update(request.consoleChannel, request.params.id, request.body);
      await changed(request, before.active && !after.active ? 'deactivate' : 'update', after.id, before, after);
      return { data: after };
    },
  );
  app.delete(
    `${base}/:id`,
    {
      config: { access: 'admin', matrixExample: PROBE },
      schema: { summary: 'Delete a promo code nobody has used; 409 PROMO_CODE_USED otherwise (deactivate it instead)', tags, params: AdminItemParams, response: { 200: Deleted, ...errorResponses } },
    },
    async (request) => {
      const before = await service.delete(request.consoleChannel, request.params.id);
      await changed(request, 'delete', before.id, before, null);
      return { data: { id: before.id } };
    },
  );
};

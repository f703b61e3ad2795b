import { envelope } from '@ott/contracts';
import { AdminItemParams } from '@ott/contracts/admin-catalogue';
import {
  AdminChannelParams,
  AdminEventPrices,
  AdminEventPricesResult,
  AdminPass,
  AdminPassInput,
  AdminPassOrder,
  AdminPassPatch,
  AdminPassesQuery,
  AdminPriceChangeImpact,
  AdminPriceChangePreview,
  AdminPricingRule,
  AdminPricingRuleInput,
  AdminPricingRulePatch,
  AdminPricingRulesQuery,
} from '@ott/contracts/admin-offer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import type { AuditLog } from '../operators/audit-log';
import { type PassImages, registerPassImageUpload } from './pass-image.routes';
import type { PassesAdminService } from './passes.admin-service';

export interface PassesAdminRoutesOptions {
  passesAdmin: PassesAdminService;
  audit: AuditLog;
  invalidate: FastifyInstance['invalidateChannelCaches'];
  images: PassImages;
}

const tags = ['admin'];
const PROBE = { params: { id: '2147483000' } };
const Deleted = envelope(z.object({ id: z.number().int() }));
const Updated = envelope(AdminPass.extend({ migrated_renewals: z.number().int().min(0).describe('renewing orders moved to the new price') }));

/**
 * The offer (issue 17): packages, passes and subscriptions, single-event prices in bulk and replay
 * pricing rules. Anyone from support up reads; every change needs an admin.
 */
export const passesAdminRoutes: FastifyPluginAsyncZod<PassesAdminRoutesOptions> = async (app, { passesAdmin: service, audit, invalidate, images }) => {
  const changed = async (request: FastifyRequest, action: string, entity: string, id: number, before: unknown, after: unknown) => {
    await audit.record(request, { action: `${entity}.${action}`, entity_type: entity, entity_id: id, before, after });
    invalidate(request.consoleChannel.id);
  };

  /* ---------------------------------------------------------------- passes */
  const passes = '/api/admin/channels/:channel_key/passes';
  app.get(
    passes,
    {
      config: { access: 'support' },
      schema: { summary: 'Packages, passes and subscriptions by weight (single-event packages with `type=event`)', tags, params: AdminChannelParams, querystring: AdminPassesQuery, response: { 200: envelope(AdminPass.array()), ...errorResponses } },
    },
    async (request) => ({ data: await service.list(request.consoleChannel, request.query.type) }),
  );
  app.post(
    passes,
    {
      config: { access: 'admin', matrixExample: { body: {} } },
      schema: { summary: 'Create a package, pass or subscription', tags, params: AdminChannelParams, body: AdminPassInput, response: { 201: envelope(AdminPass), ...errorResponses } },
    },
    async (request, reply) => {
      const created = await service.create(request.consoleChannel, request.body);
      await changed(request, 'create', 'pass', created.id, null, created);
      return reply.status(201).send({ data: created });
    },
  );
  app.put(
    `${passes}/order`,
    {
      config: { access: 'admin', matrixExample: { body: {} } },
      schema: { summary: 'Order the passes as listed (first shown first): their weights are rewritten', tags, params: AdminChannelParams, body: AdminPassOrder, response: { 200: envelope(AdminPass.array()), ...errorResponses } },
    },
    async (request) => {
      const after = await service.reorder(request.consoleChannel, request.body.ids);
      await audit.record(request, { action: 'pass.reorder', entity_type: 'pass', entity_id: null, before: null, after: { ids: request.body.ids } });
      invalidate(request.consoleChannel.id);
      return { data: after };
    },
  );
  app.get(
    `${passes}/:id`,
    { config: { access: 'support', matrixExample: PROBE }, schema: { summary: 'One pass', tags, params: AdminItemParams, response: { 200: envelope(AdminPass), ...errorResponses } } },
    async (request) => ({ data: await service.get(request.consoleChannel, request.params.id) }),
  );
  app.patch(
    `${passes}/:id`,
    {
      config: { access: 'admin', matrixExample: { ...PROBE, body: {} } },
      schema: {
        summary: 'Change a pass; a new price reaches renewing subscribers only with `migrate_renewals`, and what orders paid never changes',
        tags,
        params: AdminItemParams,
        body: AdminPassPatch,
        response: { 200: Updated, ...errorResponses },
      },
    },
    async (request) => {
      const { before, after, migrated } = await service.update(request.consoleChannel, request.params.id, request.body);
      await changed(request, 'update', 'pass', after.id, before, after);
      if (migrated > 0) {
        await audit.record(request, {
          action: 'pass.migrate_renewals',
          entity_type: 'pass',
          entity_id: after.id,
          before: { price: before.price, service_fee: before.service_fee },
          after: { price: after.price, service_fee: after.service_fee, orders: migrated },
        });
      }
      return { data: { ...after, migrated_renewals: migrated } };
    },
  );
  app.post(
    `${passes}/:id/price-preview`,
    {
      config: { access: 'admin', matrixExample: { ...PROBE, body: {} } },
      schema: {
        summary: 'Dry run of a price change: how many active renewing subscribers a migration would reach, and the renewal amount',
        tags,
        params: AdminItemParams,
        body: AdminPriceChangePreview,
        response: { 200: envelope(AdminPriceChangeImpact), ...errorResponses },
      },
    },
    async (request) => ({ data: await service.previewPrice(request.consoleChannel, request.params.id, request.body) }),
  );
  app.delete(
    `${passes}/:id`,
    {
      config: { access: 'admin', matrixExample: PROBE },
      schema: { summary: 'Delete a pass; refused (409 PASS_HAS_ORDERS) while it has orders: hide it instead', tags, params: AdminItemParams, response: { 200: Deleted, ...errorResponses } },
    },
    async (request) => {
      const before = await service.remove(request.consoleChannel, request.params.id);
      await changed(request, 'delete', 'pass', before.id, before, null);
      return { data: { id: before.id } };
    },
  );

  await registerPassImageUpload(app, { service, images, changed: (request, id, before, after) => changed(request, 'image', 'pass', id, before, after) });

  /* ---------------------------------------------------------------- single-event prices in bulk */
  app.post(
    '/api/admin/channels/:channel_key/events/prices',
    {
      config: { access: 'admin', matrixExample: { body: {} } },
      schema: {
        summary: 'Set the pricing type and single-event price of several events; unknown ones are listed in `refused`',
        tags,
        params: AdminChannelParams,
        body: AdminEventPrices,
        response: { 200: envelope(AdminEventPricesResult), ...errorResponses },
      },
    },
    async (request) => {
      const { changes, refused } = await service.setEventPrices(request.consoleChannel, request.body);
      for (const { before, after } of changes) {
        await audit.record(request, {
          action: 'event.price',
          entity_type: 'event',
          entity_id: after.id,
          before: { pricing_type: before.pricing_type, price: before.price },
          after: { pricing_type: after.pricing_type, price: after.price },
        });
      }
      invalidate(request.consoleChannel.id);
      return { data: { updated: changes.map(({ after }) => after.id), refused } };
    },
  );

  /* ---------------------------------------------------------------- replay pricing rules */
  const rules = '/api/admin/channels/:channel_key/pricing-rules';
  app.get(
    rules,
    {
      // Any role: an editor's event page shows the event's replay rule (changing it needs an admin).
      config: { access: 'any' },
      schema: { summary: 'Replay pricing rules, per event or category', tags, params: AdminChannelParams, querystring: AdminPricingRulesQuery, response: { 200: envelope(AdminPricingRule.array()), ...errorResponses } },
    },
    async (request) => ({ data: await service.rules(request.consoleChannel, request.query) }),
  );
  app.post(
    rules,
    {
      config: { access: 'admin', matrixExample: { body: {} } },
      schema: { summary: 'Create the replay pricing rule of an event or a category (one each)', tags, params: AdminChannelParams, body: AdminPricingRuleInput, response: { 201: envelope(AdminPricingRule), ...errorResponses } },
    },
    async (request, reply) => {
      const created = await service.createRule(request.consoleChannel, request.body);
      await changed(request, 'create', 'pricing_rule', created.id, null, created);
      return reply.status(201).send({ data: created });
    },
  );
  app.get(
    `${rules}/:id`,
    { config: { access: 'any', matrixExample: PROBE }, schema: { summary: 'One replay pricing rule', tags, params: AdminItemParams, response: { 200: envelope(AdminPricingRule), ...errorResponses } } },
    async (request) => ({ data: await service.rule(request.consoleChannel, request.params.id) }),
  );
  app.patch(
    `${rules}/:id`,
    {
      config: { access: 'admin', matrixExample: { ...PROBE, body: {} } },
      schema: { summary: "Replace a rule's steps", tags, params: AdminItemParams, body: AdminPricingRulePatch, response: { 200: envelope(AdminPricingRule), ...errorResponses } },
    },
    async (request) => {
      const { before, after } = await service.updateRule(request.consoleChannel, request.params.id, request.body.steps);
      await changed(request, 'update', 'pricing_rule', after.id, before, after);
      return { data: after };
    },
  );
  app.delete(
    `${rules}/:id`,
    {
      config: { access: 'admin', matrixExample: PROBE },
      schema: { summary: 'Delete a replay pricing rule', tags, params: AdminItemParams, response: { 200: Deleted, ...errorResponses } },
    },
    async (request) => {
      const before = await service.removeRule(request.consoleChannel, request.params.id);
      await changed(request, 'delete', 'pricing_rule', before.id, before, null);
      return { data: { id: before.id } };
    },
  );
};

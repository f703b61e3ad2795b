import { envelope } from '@ott/contracts';
import { AdminChannelParams, adminPage } from '@ott/contracts/admin-catalogue';
import {
  AdminCompPass,
  AdminCustomer,
  AdminCustomerAccess,
  AdminCustomerAccessQuery,
  AdminCustomerActionResult,
  AdminCustomerCancelRenewal,
  AdminCustomerComp,
  AdminCustomerDelete,
  AdminCustomerParams,
  AdminCustomerRow,
  AdminCustomersQuery,
} from '@ott/contracts/admin-customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv';
import { errorResponses } from '../../lib/route-schemas';
import { linkOrigin } from '../auth/link-origin';
import type { AuditLog } from '../operators/audit-log';
import type { CustomersAdminService } from './customers.admin-service';

export interface CustomersAdminRoutesOptions {
  customers: CustomersAdminService;
  audit: AuditLog;
  /** PUBLIC_ORIGIN, for the links in the mails support sends. */
  publicOrigin: string | null;
}

const tags = ['admin'];
const BASE = '/api/admin/channels/:channel_key/customers';
const PROBE = { params: { id: '2147483000' } };
const Done = envelope(AdminCustomerActionResult);
const CSV_COLUMNS = ['id', 'email', 'first_name', 'last_name', 'email_verified', 'created_at', 'active_orders', 'last_sign_in_at'] as const;

/**
 * The console's customers (issue 17, docs/decisions/0056): support reads customers and may resend mails, send resets
 * and end sessions; comps, renewal cancellations and deletions need admin or owner. Every action is audited.
 */
export const customersAdminRoutes: FastifyPluginAsyncZod<CustomersAdminRoutesOptions> = async (app, { customers, audit, publicOrigin }) => {
  const action = ({ summary, access }: { summary: string; access: 'support' | 'admin' }) => ({
    config: { access, matrixExample: PROBE },
    schema: { summary, tags, params: AdminCustomerParams, response: { 200: Done, ...errorResponses } },
  });
  const actionWith = <B extends z.ZodType>({ summary, body, example }: { summary: string; body: B; example: unknown }) => ({
    config: { access: 'admin' as const, matrixExample: { ...PROBE, body: example } },
    schema: { summary, tags, params: AdminCustomerParams, body, response: { 200: Done, ...errorResponses } },
  });

  app.get(
    BASE,
    { config: { access: 'support' }, schema: { summary: "The channel's customers: search by email, name or account number, paged", tags, params: AdminChannelParams, querystring: AdminCustomersQuery, response: { 200: adminPage(AdminCustomerRow), ...errorResponses } } },
    async (request) => customers.list(request.consoleChannel, request.query),
  );

  app.get(
    `${BASE}.csv`,
    {
      config: { access: 'support' },
      schema: { summary: 'The filtered customers as a CSV download, streamed from the database page by page', tags, params: AdminChannelParams, querystring: AdminCustomersQuery.omit({ offset: true, limit: true }), response: { 200: z.string().describe('CSV'), ...errorResponses } },
    },
    async (request, reply) => sendCsv(reply, `customers-${request.consoleChannel.key}`, CSV_COLUMNS, customers.export(request.consoleChannel, request.query)),
  );

  app.get(
    '/api/admin/channels/:channel_key/comp-passes',
    { config: { access: 'support' }, schema: { summary: 'Passes that can be given as a complimentary pass', tags, params: AdminChannelParams, response: { 200: envelope(z.array(AdminCompPass)), ...errorResponses } } },
    async (request) => ({ data: await customers.compPasses(request.consoleChannel) }),
  );

  app.get(
    `${BASE}/:id`,
    { config: { access: 'support', matrixExample: PROBE }, schema: { summary: 'One customer: profile, orders, entitlements, cards, devices, counters, favourites, sign-ins', tags, params: AdminCustomerParams, response: { 200: envelope(AdminCustomer), ...errorResponses } } },
    async (request) => ({ data: await customers.get(request.consoleChannel, request.params.id) }),
  );

  app.get(
    `${BASE}/:id/access`,
    {
      config: { access: 'support', matrixExample: { ...PROBE, query: { event_id: '1' } } },
      schema: { summary: "Why this customer can or cannot watch an event: the entitlement decision with its reasons", tags, params: AdminCustomerParams, querystring: AdminCustomerAccessQuery, response: { 200: envelope(AdminCustomerAccess), ...errorResponses } },
    },
    async (request) => ({ data: await customers.access(request.consoleChannel, request.params.id, request.query.event_id) }),
  );

  const done = { data: { done: true as const } };
  const record = (request: Parameters<AuditLog['record']>[0], name: string, id: number, before: unknown, after: unknown) =>
    audit.record(request, { action: `customer.${name}`, entity_type: 'customer', entity_id: id, before, after });

  app.post(`${BASE}/:id/resend-verification`, action({ summary: 'Mail the customer a new email verification link', access: 'support' }), async (request) => {
    const user = await customers.resendVerification(request.consoleChannel, request.params.id, linkOrigin(request, request.consoleChannel, publicOrigin));
    await record(request, 'resend_verification', user.id, null, { email: user.email });
    return done;
  });

  app.post(`${BASE}/:id/password-reset`, action({ summary: 'Mail the customer a password reset link', access: 'support' }), async (request) => {
    const user = await customers.sendPasswordReset(request.consoleChannel, request.params.id, linkOrigin(request, request.consoleChannel, publicOrigin));
    await record(request, 'password_reset', user.id, null, { email: user.email });
    return done;
  });

  app.post(`${BASE}/:id/end-sessions`, action({ summary: 'Sign the customer out everywhere: every session key of theirs is dropped', access: 'support' }), async (request) => {
    const { user, ended } = await customers.endSessions(request.consoleChannel, request.params.id);
    await record(request, 'end_sessions', user.id, { sessions: ended }, { sessions: 0 });
    return done;
  });

  app.post(`${BASE}/:id/cancel-renewal`, actionWith({ summary: "Cancel a subscription's renewal; access lasts to the period end", body: AdminCustomerCancelRenewal, example: { order_id: 2147483000 } }), async (request) => {
    const { before, after } = await customers.cancelRenewal(request.consoleChannel, request.params.id, request.body.order_id);
    await audit.record(request, { action: 'order.cancel_renewal', entity_type: 'order', entity_id: before.id, before: { ...before, user_id: request.params.id }, after });
    return done;
  });

  app.post(
    `${BASE}/:id/comp`,
    {
      config: { access: 'admin', matrixExample: { ...PROBE, body: { pass_id: 2147483000 } } },
      schema: { summary: 'Give the customer a complimentary pass: a paid order of the pass at zero total (provider comp)', tags, params: AdminCustomerParams, body: AdminCustomerComp, response: { 201: envelope(z.object({ order_id: z.number().int() })), ...errorResponses } },
    },
    async (request, reply) => {
      const order = await customers.comp(request.consoleChannel, request.params.id, request.body.pass_id);
      await audit.record(request, { action: 'order.comp', entity_type: 'order', entity_id: order.id, before: null, after: { ...order, note: request.body.note ?? null } });
      return reply.status(201).send({ data: { order_id: order.id } });
    },
  );

  app.post(`${BASE}/:id/delete`, actionWith({ summary: "Delete the customer's account (orders stay, without the user)", body: AdminCustomerDelete, example: { confirm_email: 'nobody@example.test' } }), async (request) => {
    const before = await customers.delete(request.consoleChannel, request.params.id, request.body.confirm_email);
    await record(request, 'delete', before.id, before, null);
    return done;
  });
};

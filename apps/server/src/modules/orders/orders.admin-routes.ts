import { envelope } from '@ott/contracts';
import { AdminItemParams, AdminChannelParams } from '@ott/contracts/admin-catalogue';
import { AdminOrderDetail, AdminOrdersFilter, AdminOrdersPage, AdminOrdersQuery, AdminRefundRequest, AdminRefundResult, ORDERS_CSV_COLUMNS, REFUND_CODES } from '@ott/contracts/admin-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv';
import { errorResponses } from '../../lib/route-schemas';
import type { AuditLog } from '../operators/audit-log';
import type { OrdersAdminService } from './orders.admin-service';
import { toAdminRefund } from './orders.admin-service';
import { RefundRefused, type RefundsService } from './refunds.service';

export interface OrdersAdminRoutesOptions {
  ordersAdmin: OrdersAdminService;
  refunds: RefundsService;
  audit: AuditLog;
}

const tags = ['admin'];
const BASE = '/api/admin/channels/:channel_key/orders';

/**
 * The console's orders (issue 17): the filtered table with totals and its streamed CSV, one order's page, and refunds.
 * Reading needs the support role or better; refunding needs admin.
 */
export const ordersAdminRoutes: FastifyPluginAsyncZod<OrdersAdminRoutesOptions> = async (app, { ordersAdmin, refunds, audit }) => {
  app.get(
    BASE,
    {
      config: { access: 'support' },
      schema: { summary: "The channel's orders, newest first: search, filters, paging, and totals (count, gross, refunded, net)", tags, params: AdminChannelParams, querystring: AdminOrdersQuery, response: { 200: AdminOrdersPage, ...errorResponses } },
    },
    async (request) => {
      const { offset, limit, ...filter } = request.query;
      return ordersAdmin.list(request.consoleChannel, filter, { offset, limit });
    },
  );

  app.get(
    `${BASE}.csv`,
    {
      config: { access: 'support' },
      schema: { summary: 'The filtered orders as a CSV download, streamed from the database page by page', tags, params: AdminChannelParams, querystring: AdminOrdersFilter, response: { 200: z.string().describe('CSV'), ...errorResponses } },
    },
    async (request, reply) => sendCsv(reply, `orders-${request.consoleChannel.key}`, ORDERS_CSV_COLUMNS, ordersAdmin.csvRows(request.consoleChannel.id, request.query)),
  );

  app.get(
    `${BASE}/:id`,
    {
      config: { access: 'support' },
      schema: { summary: 'One order: transactions, provider ids and events, renewal state, refunds, buyer', tags, params: AdminItemParams, response: { 200: envelope(AdminOrderDetail), ...errorResponses } },
    },
    async (request) => ({ data: await ordersAdmin.get(request.consoleChannel.id, request.params.id) }),
  );

  app.post(
    `${BASE}/:id/refunds`,
    {
      config: { access: 'admin', matrixExample: { params: { id: '2147483000' }, body: { reason: 'matrix probe' } } },
      schema: {
        summary: 'Refund an order through the payment provider: in full (no amount) or in part, with a reason. A full refund ends the access the order gave; a partial one keeps it',
        tags,
        params: AdminItemParams,
        body: AdminRefundRequest,
        response: { 201: envelope(AdminRefundResult), ...errorResponses },
      },
    },
    async (request, reply) => {
      const channel = request.consoleChannel;
      const before = await ordersAdmin.get(channel.id, request.params.id);
      let refund: Awaited<ReturnType<RefundsService['refund']>>;
      try {
        refund = await refunds.refund(channel.id, request.params.id, request.body, request.operator.id);
      } catch (error) {
        // A refund the provider refused is on record too: who asked, how much, why.
        if (error instanceof RefundRefused && error.code === REFUND_CODES.providerRefused) {
          const after = { refund: { amount: request.body.amount ?? before.refundable, currency: before.currency, reason: request.body.reason, status: 'failed' } };
          await audit.record(request, { action: 'order.refund_failed', entity_type: 'order', entity_id: before.id, before: { status: before.status, refunded_amount: before.refunded_amount }, after });
        }
        throw error;
      }
      const order = await ordersAdmin.get(channel.id, request.params.id);
      const stored = order.refunds.find((row) => row.id === refund.id) ?? toAdminRefund({ ...refund, operator_email: request.operator.email });
      await audit.record(request, {
        action: 'order.refund',
        entity_type: 'order',
        entity_id: order.id,
        before: { status: before.status, refunded_amount: before.refunded_amount },
        after: { status: order.status, refunded_amount: order.refunded_amount, refund: { id: stored.id, amount: stored.amount, currency: stored.currency, reason: stored.reason, status: stored.status, full: stored.amount === before.refundable } },
      });
      return reply.status(201).send({ data: { refund: stored, order } });
    },
  );
};

import { CouponPreview, CouponQuery, Order, OrderListQuery, OrderParams, envelope } from '@ott/contracts';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, userIdOf } from '../auth/auth.guards';
import { channelOf, type KeyGuards } from '../keys/keys.guards';
import type { OrdersService } from './orders.service';

export interface OrdersRoutesOptions {
  orders: OrdersService;
  guards: KeyGuards;
  authGuards: AuthGuards;
}

export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, { orders, guards, authGuards }) => {
  const tags = ['commerce'];

  app.get(
    '/api/orders',
    {
      preHandler: authGuards.requireUser,
      schema: {
        summary: "The user's orders, newest first; every one unless limit is given",
        tags,
        querystring: OrderListQuery.extend(ApiKeyCarrier.shape),
        response: { 200: envelope(Order.array()), ...errorResponses },
      },
    },
    async (request) => ({ data: await orders.list(userIdOf(request), request.query) }),
  );

  app.get(
    '/api/orders/:id',
    {
      preHandler: authGuards.requireUser,
      schema: { summary: "One of the user's orders", tags, params: OrderParams, querystring: ApiKeyCarrier, response: { 200: envelope(Order), ...errorResponses } },
    },
    async (request) => ({ data: await orders.get(userIdOf(request), request.params.id) }),
  );

  app.get(
    '/api/apply_coupon',
    {
      preHandler: guards.requireApiKey,
      schema: {
        summary: 'Price of a package or subscription with a promo code, or "Wrong promo code"',
        tags,
        querystring: CouponQuery.extend(ApiKeyCarrier.shape),
        response: { 200: envelope(CouponPreview), ...errorResponses },
      },
    },
    async (request) => ({ data: await orders.previewCoupon(channelOf(request), request.query, request.apiKey?.userId ?? null) }),
  );
};

import { BuyBundleRequest, BuyItem, BuyRequest, BuyResult, InvoicePreview, Order, SandboxCardRequest, SandboxToken, StartTrialRequest, UnsubscribeRequest, envelope } from '@ott/contracts';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationError } from '../../lib/errors';
import { NotATestCard, type SandboxProvider } from '../../lib/payments/sandbox/sandbox-provider';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, userIdOf } from '../auth/auth.guards';
import { channelOf, type KeyGuards } from '../keys/keys.guards';
import type { BuyService } from './buy.service';
import type { SubscriptionsService } from './subscriptions.service';

export interface PaymentsRoutesOptions {
  buy: BuyService;
  subscriptions: SubscriptionsService;
  sandbox: SandboxProvider | null;
  guards: KeyGuards;
  authGuards: AuthGuards;
}

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, { buy, subscriptions, sandbox, guards, authGuards }) => {
  const tags = ['commerce'];
  const response = { 200: envelope(BuyResult), ...errorResponses };

  app.post(
    '/api/stripe/buy',
    { preHandler: authGuards.requireUser, schema: { summary: 'Buys an event, package or subscription; answers pending at once', tags, body: BuyRequest.extend(ApiKeyCarrier.shape), response } },
    async (request) => ({ data: await buy.buy(channelOf(request), userIdOf(request), [request.body], request.body) }),
  );

  app.post(
    '/api/stripe/buy_bundle',
    { preHandler: authGuards.requireUser, schema: { summary: 'Buys several items with one card, one order each', tags, body: BuyBundleRequest.extend(ApiKeyCarrier.shape), response } },
    async (request) => ({ data: await buy.buy(channelOf(request), userIdOf(request), request.body.items, request.body) }),
  );

  app.post(
    '/api/stripe/invoice-preview',
    {
      preHandler: guards.requireApiKey,
      schema: { summary: 'Price, fee, discount, tax (0), total and next billing date of a buy', tags, body: BuyItem.extend(ApiKeyCarrier.shape), response: { 200: envelope(InvoicePreview), ...errorResponses } },
    },
    async (request) => ({ data: await buy.preview(channelOf(request), request.body, request.apiKey?.userId ?? null) }),
  );

  app.post(
    '/api/stripe/unsubscribe',
    {
      preHandler: authGuards.requireUser,
      schema: { summary: 'Cancels auto-renewal; the access lasts to the period end', tags, body: UnsubscribeRequest.extend(ApiKeyCarrier.shape), response: { 200: envelope(Order), ...errorResponses } },
    },
    async (request) => ({ data: await subscriptions.unsubscribe(userIdOf(request), request.body) }),
  );

  app.post(
    '/api/stripe/subscription/start_trial',
    {
      preHandler: authGuards.requireUser,
      schema: { summary: "Starts a subscription's free trial, once per user", tags, body: StartTrialRequest.extend(ApiKeyCarrier.shape), response: { 200: envelope(Order), ...errorResponses } },
    },
    async (request) => ({ data: await subscriptions.startTrial(channelOf(request), userIdOf(request), request.body) }),
  );

  if (!sandbox) return;
  app.post(
    '/api/sandbox/tokens',
    {
      preHandler: guards.requireApiKey,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: "The sandbox card form's test card number as a payment method token (only brand and last four digits are kept)",
        tags,
        body: SandboxCardRequest.extend(ApiKeyCarrier.shape),
        response: { 200: envelope(SandboxToken), ...errorResponses },
      },
    },
    async (request) => {
      try {
        return { data: { id: await sandbox.tokenize(request.body) } };
      } catch (error) {
        if (error instanceof NotATestCard) throw new ValidationError({ number: ['Your card number is incorrect.'] });
        throw error;
      }
    },
  );
};

import { CustomerPortal, SavedCard, SetupIntent, SetupIntentRequest, envelope } from '@ott/contracts';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, userIdOf } from '../auth/auth.guards';
import type { CardsService } from './cards.service';

export const cardsRoutes: FastifyPluginAsyncZod<{ cards: CardsService; authGuards: AuthGuards }> = async (app, { cards, authGuards }) => {
  const tags = ['commerce'];

  app.post(
    '/api/stripe/setup-intent',
    {
      preHandler: authGuards.requireUser,
      schema: { summary: 'Opens a setup intent for the card form; with payment_method, saves that card', tags, body: SetupIntentRequest.extend(ApiKeyCarrier.shape), response: { 200: envelope(SetupIntent), ...errorResponses } },
    },
    async (request) => ({ data: await cards.setupIntent(userIdOf(request), request.body.payment_method) }),
  );

  app.get(
    '/api/stripe/list-cards',
    { preHandler: authGuards.requireUser, schema: { summary: "The user's saved cards", tags, querystring: ApiKeyCarrier, response: { 200: envelope(SavedCard.array()), ...errorResponses } } },
    async (request) => ({ data: await cards.list(userIdOf(request)) }),
  );

  app.get(
    '/api/stripe/customer-portal',
    { preHandler: authGuards.requireUser, schema: { summary: 'Where the user manages cards and billing', tags, querystring: ApiKeyCarrier, response: { 200: envelope(CustomerPortal), ...errorResponses } } },
    async () => ({ data: cards.portal() }),
  );
};

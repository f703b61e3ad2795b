import { CustomerPortal, SavedCard, SetupIntent, SetupIntentRequest, envelope } from '@ott/contracts';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, userIdOf } from '../auth/auth.guards';
import type { CardsService } from './cards.service';

export interface CardsRoutesOptions {
  cards: CardsService;
  authGuards: AuthGuards;
  /** The SPA's origin when it is not the API's (PUBLIC_ORIGIN). */
  publicOrigin: string | null;
}

/** The SPA page a hosted billing portal returns to. */
const CARDS_PAGE = '/profile?cards';

export const cardsRoutes: FastifyPluginAsyncZod<CardsRoutesOptions> = async (app, { cards, authGuards, publicOrigin }) => {
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
    async (request) => ({ data: await cards.portal(userIdOf(request), `${publicOrigin ?? `${request.protocol}://${request.host}`}${CARDS_PAGE}`) }),
  );
};

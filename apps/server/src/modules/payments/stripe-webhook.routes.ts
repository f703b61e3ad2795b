import { envelope } from '@ott/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequest } from '../../lib/errors';
import { InvalidWebhookSignature, type StripeProvider } from '../../lib/payments/stripe/stripe-provider';
import { errorResponses } from '../../lib/route-schemas';

/**
 * `POST /api/stripe/webhook` (no API key: Stripe signs it). Registered in its own scope, where a
 * JSON body stays the raw bytes the signature was made over.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ stripe: StripeProvider }> = async (app, { stripe }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/stripe/webhook',
    {
      schema: {
        summary: "Stripe's events (signed with the webhook secret): payments succeeded or failed, refunds; other types are ignored",
        tags: ['commerce'],
        response: { 200: envelope(z.object({ received: z.literal(true) })), ...errorResponses },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      try {
        await stripe.handleWebhook(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof InvalidWebhookSignature) throw new BadRequest();
        throw error;
      }
      return { data: { received: true as const } };
    },
  );
};

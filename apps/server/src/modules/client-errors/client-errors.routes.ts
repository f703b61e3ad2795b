import { CLIENT_ERROR_BODY_LIMIT, CLIENT_ERROR_PATH, CLIENT_ERROR_RATE_LIMIT_PER_MINUTE, ClientErrorReceipt, ClientErrorReport, envelope } from '@ott/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import type { ClientErrors } from './client-errors.service';

/** Keyless: a browser that could not get a key must still be able to say so. Limited per IP and in size. */
export const clientErrorsRoutes: FastifyPluginAsyncZod<{ clientErrors: ClientErrors }> = async (app, { clientErrors }) => {
  app.post(
    CLIENT_ERROR_PATH,
    {
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      config: { rateLimit: { max: CLIENT_ERROR_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        summary: "A browser's report of a failed request or an uncaught error (spec §8), logged or sent to Sentry",
        tags: ['client-errors'],
        body: ClientErrorReport,
        response: { 200: envelope(ClientErrorReceipt), ...errorResponses },
      },
    },
    async (request) => {
      clientErrors.record(request.body, { requestId: request.id, userAgent: request.headers['user-agent'], log: request.log });
      return { data: { received: true as const } };
    },
  );
};

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toAppError } from './error-mapping';
import { internalErrorBody, NotFound } from './errors';

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const appError = toAppError(error, request.url);
  if (appError) {
    if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code, statusCode: appError.statusCode }, appError.message);
    return reply.status(appError.statusCode).send(appError.toBody());
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send(internalErrorBody(request.id));
}

export interface NotFoundFallback {
  /** Serves the SPA's index.html for a browser path, or returns false when it cannot. */
  (request: FastifyRequest, reply: FastifyReply): Promise<boolean> | boolean;
}

const NEVER_SPA = /^\/(api|keys|storage|media|datalake|assets|dev)(\/|$)/;

/** Must run before routes are registered: plugins keep the error handler they were registered under. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply));
}

export function registerNotFoundHandler(app: FastifyInstance, spaFallback: NotFoundFallback | null): void {
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPageLoad = (request.method === 'GET' || request.method === 'HEAD') && !NEVER_SPA.test(path);
    if (isPageLoad) {
      if (spaFallback && (await spaFallback(request, reply))) return reply;
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found. The web app has not been built yet: run `npm run build`.');
    }
    return reply.status(404).send(new NotFound().toBody());
  });
}

import type { FastifyPluginAsync } from 'fastify';

/** The whole API as OpenAPI 3, generated on first request and then reused. */
export const openapiRoutes: FastifyPluginAsync = async (app) => {
  let document: string | null = null;
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    document ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').send(document);
  });
};

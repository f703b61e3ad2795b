import { Health, envelope } from '@ott/contracts';
import { type Kysely, sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/schema';

const PROBE_TIMEOUT_MS = 2_000;

export async function databaseIsUp(db: Kysely<Database>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  const probe = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; version: string }> = async (app, { db, version }) => {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Liveness and database reachability',
        tags: ['health'],
        response: { 200: envelope(Health), 503: envelope(Health) },
      },
    },
    async (_request, reply) => {
      const up = await databaseIsUp(db);
      reply.header('cache-control', 'no-store');
      const data = { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', version } as const;
      return reply.status(up ? 200 : 503).send({ data });
    },
  );
};

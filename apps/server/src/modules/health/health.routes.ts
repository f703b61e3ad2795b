import { Health, Liveness, Readiness, envelope } from '@ott/contracts';
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/schema';
import type { MediaStore } from '../../lib/media-store/media-store';
import { pingDatabase } from './health.repository';
import { probe } from './probe';

export async function databaseIsUp(db: Kysely<Database>): Promise<boolean> {
  return probe(() => pingDatabase(db));
}

export interface HealthOptions {
  db: Kysely<Database>;
  version: string;
  /** INSTANCE_NAME: which instance answered, through a load balancer. */
  instance: string;
  redis: Pick<Redis, 'ping'> | null;
  store: Pick<MediaStore, 'exists'>;
}

/** A key no writer uses: asking for it reaches the store (a HEAD on S3) without reading media. */
const STORE_PROBE_KEY = 'health/probe';

const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { db, version, instance, redis, store }) => {
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

  app.get(
    '/api/health/live',
    { schema: { summary: 'The process is up (restart it when this fails)', tags: ['health'], response: { 200: envelope(Liveness) } } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ data: { status: 'ok', instance, version } }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        summary: 'Database, Redis (when configured) and media store reachable (send traffic here only when ready)',
        tags: ['health'],
        response: { 200: envelope(Readiness), 503: envelope(Readiness) },
      },
    },
    async (_request, reply) => {
      const [database, redisUp, storeUp] = await Promise.all([databaseIsUp(db), redis ? probe(() => redis.ping()) : null, probe(() => store.exists(STORE_PROBE_KEY))]);
      const ready = database && redisUp !== false && storeUp;
      const data = {
        status: ready ? 'ready' : 'unready',
        instance,
        version,
        database: database ? 'up' : 'down',
        redis: redisUp === null ? 'off' : redisUp ? 'up' : 'down',
        store: storeUp ? 'up' : 'down',
      } as const;
      return reply.status(ready ? 200 : 503).header('cache-control', 'no-store').send({ data });
    },
  );
};

/** The health routes, and an `x-instance` header on every response so one can tell through the edge which instance answered. */
export async function registerHealth(app: FastifyInstance, options: HealthOptions): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('x-instance', options.instance);
    done();
  });
  await app.register(healthRoutes, options);
}

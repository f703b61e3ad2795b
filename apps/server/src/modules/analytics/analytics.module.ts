import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/create-database';
import type { ChannelDirectory } from '../channel/channel-directory';
import { emailHasher, loadAnalyticsSecret } from './analytics-privacy';
import { createAnalyticsRepository } from './analytics.repository';
import { analyticsRoutes } from './analytics.routes';
import { createAnalyticsService } from './analytics.service';
import type { IngestBuffer } from './ingest-buffer';
import { createMemoryBuffer } from './memory-buffer';
import { ANALYTICS_STREAM_PREFIX, createRedisStreamBuffer } from './redis-stream-buffer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where received analytics rows wait to be written (its depth is a metric). */
    analyticsBuffer: IngestBuffer;
  }
}

/** One stream per database: the instances writing to one database read one stream. */
function streamOf(config: Config, database: DatabaseHandle): string {
  const target = `${config.databaseUrl ?? config.dataDir}|${database.schema ?? ''}`;
  return ANALYTICS_STREAM_PREFIX + createHash('sha256').update(target).digest('hex').slice(0, 16);
}

export interface AnalyticsDeps {
  config: Config;
  database: DatabaseHandle;
  redis: Redis | null;
  channels: Pick<ChannelDirectory, 'list'>;
  log: { warn(details: object, message: string): void };
}

/**
 * The analytics service's ingestion (issue 16): routes → service → buffer → repository. The buffer is drained when
 * the app closes (SIGTERM), after the server stopped taking requests and before the database closes.
 */
export function createAnalytics({ config, database, redis, channels, log }: AnalyticsDeps) {
  const repository = createAnalyticsRepository(database.db);
  const write = (rows: Parameters<typeof repository.insert>[0]) => repository.insert(rows);
  const buffer: IngestBuffer = redis ? createRedisStreamBuffer({ redis, reader: redis.duplicate(), write, log, stream: streamOf(config, database) }) : createMemoryBuffer(write);
  const analytics = createAnalyticsService({ channels, buffer, hashEmail: emailHasher(loadAnalyticsSecret(config.analytics.emailSecret, config.dataDir)) });
  return {
    analytics,
    repository,
    buffer,
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(analyticsRoutes, { prefix: '/datalake', analytics, limits: config.analytics, anyOrigin: config.origins.analytics !== null && config.origins.public === null });
      app.decorate('analyticsBuffer', buffer);
      app.addHook('onReady', async () => buffer.start());
      // onClose hooks run last-registered first: this one runs before the database's (registered earlier) closes it.
      app.addHook('onClose', async () => buffer.drain());
    },
  };
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ChannelDirectory } from '../channel/channel-directory';
import { createSeoRepository } from './seo.repository';
import { seoRoutes } from './seo.routes';
import { createSeoService } from './seo.service';

/** robots.txt and the sitemaps, per channel host. */
export function createSeo({ db, channels, defaultChannelKey }: { db: Kysely<Database>; channels: ChannelDirectory; defaultChannelKey: string }) {
  const seo = createSeoService({ repository: createSeoRepository(db) });
  return {
    seo,
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(seoRoutes, { seo, channels, defaultChannelKey });
    },
  };
}

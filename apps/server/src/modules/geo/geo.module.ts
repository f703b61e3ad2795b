import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { KeyGuards } from '../keys/keys.guards';
import { createCountryLookup } from './country-lookup';
import { createGeoRepository } from './geo.repository';
import { geoRoutes } from './geo.routes';
import { createGeoService } from './geo.service';
import { viewerResolver } from './viewer';

/** The viewer's country (trusted header or the bundled IP database) and the channels' geo rules. */
export function createGeo({ db, config, guards }: { db: Kysely<Database>; config: Pick<Config, 'geoHeader'>; guards: KeyGuards }) {
  const geo = createGeoService({ repository: createGeoRepository(db), lookup: createCountryLookup() });
  const viewerOf = viewerResolver(geo, config.geoHeader);
  return {
    geo,
    viewerOf,
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(geoRoutes, { geo, viewerOf, guards });
    },
  };
}

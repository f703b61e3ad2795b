import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { ChannelDirectory } from '../channel/channel-directory';
import { createKeyGuards } from './keys.guards';
import { createKeysRepository } from './keys.repository';
import { keysRoutes } from './keys.routes';
import { createKeysService } from './keys.service';
import type { CacheDrops } from '../../lib/cache-bus';

export interface KeysDeps {
  config: Pick<Config, 'apiKeyTtlHours' | 'apiKeyIssueLimit'>;
  db: Kysely<Database>;
  channels: ChannelDirectory;
  /** Drops a key's cached lookup on every instance (logout, login, sign-out everywhere). */
  drops?: CacheDrops;
}

/** API keys: issuing them, the guards every keyed route uses, and the hourly purge of expired ones. */
export function createKeys({ config, db, channels, drops }: KeysDeps) {
  const keys = createKeysService({ repository: createKeysRepository(db), channels, ttlHours: config.apiKeyTtlHours, drops });
  const guards = createKeyGuards(keys);
  return {
    keys,
    guards,
    chores: [{ name: 'expired API keys', run: () => keys.purgeExpired() }],
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(keysRoutes, { keys, guards, issueLimitPerMinute: config.apiKeyIssueLimit });
    },
  };
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { ChannelDirectory } from '../channel/channel-directory';
import { createKeyGuards } from './keys.guards';
import { createKeysRepository } from './keys.repository';
import { keysRoutes } from './keys.routes';
import { createKeysService } from './keys.service';

export interface KeysDeps {
  config: Pick<Config, 'apiKeyTtlHours' | 'apiKeyIssueLimit'>;
  db: Kysely<Database>;
  channels: ChannelDirectory;
}

/** API keys: issuing them, the guards every keyed route uses, and the hourly purge of expired ones. */
export function createKeys({ config, db, channels }: KeysDeps) {
  const keys = createKeysService({ repository: createKeysRepository(db), channels, ttlHours: config.apiKeyTtlHours });
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

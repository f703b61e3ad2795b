import type { Kysely } from 'kysely';
import { ConfigError } from '../../config';
import type { Database } from '../../db/schema';
import { createChannelRepository } from '../channel/channel.repository';

/** The key host answers unknown hostnames with DEFAULT_CHANNEL_KEY, so that channel must exist. */
export async function checkDefaultChannel(db: Kysely<Database>, defaultChannelKey: string): Promise<void> {
  const keys = (await createChannelRepository(db).listChannels()).map((row) => row.key);
  if (keys.includes(defaultChannelKey)) return;
  const known = keys.length > 0 ? `existing channels: ${keys.join(', ')}` : 'there are no channels';
  throw new ConfigError(`Invalid configuration:\n  DEFAULT_CHANNEL_KEY: no channel has the key "${defaultChannelKey}" (${known})`);
}

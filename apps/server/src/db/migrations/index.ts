import type { Migration } from 'kysely';
import * as channelsAndApiKeys from './20251121120000_channels_and_api_keys';
import * as channelContent from './20251121120100_channel_content';
import * as catalogue from './20251121120200_catalogue';
import * as passesAndPrerolls from './20251121120300_passes_and_prerolls';

/**
 * Every migration, by name. The server is bundled into one file, so migrations are listed here
 * rather than discovered on disk. Add new ones at the end (events, users and orders come next).
 */
export const migrations: Record<string, Migration> = {
  '20251121120000_channels_and_api_keys': channelsAndApiKeys,
  '20251121120100_channel_content': channelContent,
  '20251121120200_catalogue': catalogue,
  '20251121120300_passes_and_prerolls': passesAndPrerolls,
};

import type { ChannelDirectory } from '../channel/channel-directory';

/**
 * The channel key the key host names for `hostname` (`/keys/<hostname>.json`): its channel's, else the default
 * channel's; null for the hostname of an archived channel, which the key host answers 404.
 */
export async function hostnameChannelKey(channels: Pick<ChannelDirectory, 'findByHostname' | 'isArchivedHostname'>, defaultChannelKey: string, hostname: string): Promise<string | null> {
  const channel = await channels.findByHostname(hostname);
  if (channel) return channel.key;
  return (await channels.isArchivedHostname(hostname)) ? null : defaultChannelKey;
}

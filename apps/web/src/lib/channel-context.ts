import type { BootstrapData, ProjectSettingsFile } from '@ott/contracts/channel';
import { createContext, useContext } from 'react';

/** What start-up learned about the channel; fixed for the life of the page. */
export interface ChannelData {
  channelKey: string;
  bootstrap: BootstrapData;
  projectSettings: ProjectSettingsFile | null;
}

export const ChannelContext = createContext<ChannelData | null>(null);

export function useChannel(): ChannelData {
  const channel = useContext(ChannelContext);
  if (!channel) throw new Error('useChannel() needs a ChannelContext provider');
  return channel;
}

export function useChannelName(): string {
  return useChannel().bootstrap.settings.channel_name;
}

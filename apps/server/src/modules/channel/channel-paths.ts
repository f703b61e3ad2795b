import type { FastifyRequest } from 'fastify';
import type { ChannelDirectory } from './channel-directory';
import type { ChannelService } from './channel.service';
import type { Channel } from './channel.types';

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

interface ChannelPathsDeps {
  channels: ChannelDirectory;
  service: Pick<ChannelService, 'bootstrap'>;
  defaultChannelKey: string;
}

/** A page load's channel, found as the app finds it on a first visit: `?channel=`, else the hostname, else the default. */
export function createPageChannel({ channels, defaultChannelKey }: Pick<ChannelPathsDeps, 'channels' | 'defaultChannelKey'>) {
  return async (request: FastifyRequest): Promise<Channel | null> => {
    const requested = (request.query as Record<string, unknown> | undefined)?.channel;
    return (
      (typeof requested === 'string' ? await channels.findByKey(requested) : null) ??
      (await channels.findByHostname(request.hostname)) ??
      (await channels.findByKey(defaultChannelKey))
    );
  };
}
export type PageChannel = ReturnType<typeof createPageChannel>;

/** The paths a page load's channel adds to the browser app: its custom pages (page list urls) and its extra routes. */
export function createChannelPaths({ channels, service, defaultChannelKey }: ChannelPathsDeps) {
  const pageChannel = createPageChannel({ channels, defaultChannelKey });
  return async (request: FastifyRequest): Promise<string[]> => {
    const channel = await pageChannel(request);
    if (!channel) return [];
    const { pages, settings } = await service.bootstrap(channel);
    return [...pages.map((page) => page.url).filter((url) => !EXTERNAL.test(url)), ...settings.extra_routes.map((route) => route.path)];
  };
}

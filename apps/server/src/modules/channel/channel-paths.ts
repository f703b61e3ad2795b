import type { FastifyRequest } from 'fastify';
import type { ChannelDirectory } from './channel-directory';
import type { ChannelService } from './channel.service';

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

interface ChannelPathsDeps {
  channels: ChannelDirectory;
  service: Pick<ChannelService, 'bootstrap'>;
  defaultChannelKey: string;
}

/**
 * The paths a page load's channel adds to the browser app: its custom pages (page list urls) and its extra routes.
 * The channel is found as the app finds it on a first visit: `?channel=`, else the hostname, else the default.
 */
export function createChannelPaths({ channels, service, defaultChannelKey }: ChannelPathsDeps) {
  return async (request: FastifyRequest): Promise<string[]> => {
    const requested = (request.query as Record<string, unknown> | undefined)?.channel;
    const channel =
      (typeof requested === 'string' ? await channels.findByKey(requested) : null) ??
      (await channels.findByHostname(request.hostname)) ??
      (await channels.findByKey(defaultChannelKey));
    if (!channel) return [];
    const { pages, settings } = await service.bootstrap(channel);
    return [...pages.map((page) => page.url).filter((url) => !EXTERNAL.test(url)), ...settings.extra_routes.map((route) => route.path)];
  };
}

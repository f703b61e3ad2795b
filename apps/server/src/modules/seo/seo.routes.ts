import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ChannelDirectory } from '../channel/channel-directory';
import { type SeoService, robotsTxt } from './seo.service';

export interface SeoRoutesOptions {
  seo: SeoService;
  channels: ChannelDirectory;
  defaultChannelKey: string;
}

/** Crawlers may look again after an hour; the content changes with the schedule, not by the second. */
const CACHE_CONTROL = 'public, max-age=3600';

/** The site as the crawler reached it: robots.txt and sitemaps are per host. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** robots.txt and a per-channel sitemap.xml; the channel comes from the hostname, as on the key host. */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { seo, channels, defaultChannelKey }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robotsTxt(originOf(request))),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const channel = (await channels.findByHostname(request.hostname)) ?? (await channels.findByKey(defaultChannelKey));
    if (!channel) return reply.callNotFound();
    const xml = await seo.sitemap(channel.id, originOf(request));
    return reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MediaStore } from '../../lib/media-store/media-store';
import { CACHE, sendMediaFile } from '../media/media-files';
import { BRANDING_PREFIX } from './channel-branding.service';

const Params = z.object({
  channel: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i),
  version: z.string().regex(/^(logo|favicon)-[0-9a-f]{16}$/),
  file: z.enum(['logo.png', 'logo-2x.png', 'favicon-32.png', 'favicon-180.png', 'favicon-192.png', 'favicon-512.png']),
});

/** Channel logos and favicons on the media host; each version's folder is named by its content, so it is cached for good. */
export const brandingMediaRoutes: FastifyPluginAsyncZod<{ store: MediaStore }> = async (app, { store }) => {
  app.get('/media/branding/:channel/:version/:file', { schema: { hide: true, params: Params } }, async (request, reply) => {
    const { channel, version, file } = request.params;
    return sendMediaFile(request, reply, store, `${BRANDING_PREFIX}/${channel}/${version}/${file}`, CACHE.segment);
  });
};

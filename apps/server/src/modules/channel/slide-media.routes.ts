import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MediaStore } from '../../lib/media-store/media-store';
import { CACHE, sendMediaFile } from '../media/media-files';
import { SLIDE_FILE, SLIDES_PREFIX } from './slide-images';

const Params = z.object({
  channel: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i),
  file: z.string().regex(SLIDE_FILE),
});

/** Slide pictures on the media host; each is named by its content, so it is cached for good. */
export const slideMediaRoutes: FastifyPluginAsyncZod<{ store: MediaStore }> = async (app, { store }) => {
  app.get('/media/slides/:channel/:file', { schema: { hide: true, params: Params } }, async (request, reply) => {
    const { channel, file } = request.params;
    return sendMediaFile(request, reply, store, `${SLIDES_PREFIX}/${channel}/${file}`, CACHE.segment);
  });
};

import { publishDataFiles } from '../../lib/media-store/publish-data';
import { createHash } from 'node:crypto';
import { BRANDING_UPLOAD_MAX_BYTES } from '@ott/contracts/admin-branding';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MediaStore } from '../../lib/media-store/media-store';
import { CACHE, sendMediaFile } from '../media/media-files';
import { renderBrandingImage } from './branding-images';
import { uploadedImage } from './uploaded-image';

/** Where one kind of item's pictures live: `<prefix>/<channel>/<id>-<hash>/` in the media store, served under `urlPrefix`. */
export interface ItemLogoPlace {
  prefix: string;
  urlPrefix: string;
}

export const TEAM_LOGOS: ItemLogoPlace = { prefix: 'teams', urlPrefix: '/media/teams' };
export const PASS_IMAGES: ItemLogoPlace = { prefix: 'passes', urlPrefix: '/media/passes' };

/**
 * The request's uploaded picture (PNG, JPEG, WebP or SVG, 5 MB) resized like the channel logo (512 px and 2x, PNG) and
 * published under a folder named by its content, so it is cached for good; resolves with the path of its `logo.png`.
 */
export async function publishItemLogo(request: FastifyRequest, store: MediaStore, place: ItemLogoPlace, channelKey: string, id: number): Promise<string> {
  const renditions = await renderBrandingImage('logo', await uploadedImage(request, BRANDING_UPLOAD_MAX_BYTES));
  const hash = createHash('sha256');
  for (const rendition of renditions) hash.update(rendition.data);
  const version = `${id}-${hash.digest('hex').slice(0, 16)}`;
  await publishDataFiles(store, `${place.prefix}/${channelKey}/${version}`, renditions);
  return `${place.urlPrefix}/${channelKey}/${version}/logo.png`;
}

const Params = z.object({
  channel: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i),
  version: z.string().regex(/^\d{1,10}-[0-9a-f]{16}$/),
  file: z.enum(['logo.png', 'logo-2x.png']),
});

/** The media host's route for one place's pictures. */
export const itemLogoMediaRoutes: FastifyPluginAsyncZod<{ store: MediaStore; place: ItemLogoPlace }> = async (app, { store, place }) => {
  app.get(`${place.urlPrefix}/:channel/:version/:file`, { schema: { hide: true, params: Params } }, async (request, reply) => {
    const { channel, version, file } = request.params;
    return sendMediaFile(request, reply, store, `${place.prefix}/${channel}/${version}/${file}`, CACHE.segment);
  });
};

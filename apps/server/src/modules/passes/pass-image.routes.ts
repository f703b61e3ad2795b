import multipart from '@fastify/multipart';
import { envelope } from '@ott/contracts';
import { AdminItemParams } from '@ott/contracts/admin-catalogue';
import { BRANDING_UPLOAD_MAX_BYTES } from '@ott/contracts/admin-branding';
import { AdminPass } from '@ott/contracts/admin-offer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaStore } from '../../lib/media-store/media-store';
import { errorResponses } from '../../lib/route-schemas';
import { PASS_IMAGES, itemLogoMediaRoutes, publishItemLogo } from '../channel/item-logos';
import type { PassesAdminService } from './passes.admin-service';

export interface PassImages {
  store: MediaStore;
  /** MEDIA_ORIGIN, or '' for same-origin paths. */
  mediaOrigin: string;
}

/**
 * `POST …/passes/:id/image`: a PNG, JPEG, WebP or SVG (5 MB) resized as team logos are (512 px and 2x, PNG), then set
 * as the pass's `image`. Multipart is registered in this plugin's scope only, as the other upload routes do.
 */
export async function registerPassImageUpload(
  app: FastifyInstance,
  { service, images, changed }: { service: PassesAdminService; images: PassImages; changed(request: FastifyRequest, id: number, before: unknown, after: unknown): Promise<void> },
): Promise<void> {
  const plugin: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(multipart, { limits: { fileSize: BRANDING_UPLOAD_MAX_BYTES, files: 1 } });
    scope.post(
      '/api/admin/channels/:channel_key/passes/:id/image',
      {
        config: { access: 'admin', matrixExample: { params: { id: '2147483000' } } },
        schema: {
          summary: "Upload a pass's picture (multipart field `file`: PNG, JPEG, WebP or SVG, at most 5 MB); resized on the server",
          tags: ['admin'],
          consumes: ['multipart/form-data'],
          params: AdminItemParams,
          response: { 200: envelope(AdminPass), ...errorResponses },
        },
      },
      async (request) => {
        const channel = request.consoleChannel;
        const pass = await service.get(channel, request.params.id);
        const image = await publishItemLogo(request, images.store, PASS_IMAGES, channel.key, pass.id);
        const { before, after } = await service.update(channel, pass.id, { image: `${images.mediaOrigin}${image}` });
        await changed(request, pass.id, before, after);
        return { data: after };
      },
    );
    /** Pass pictures on the media host. */
    await scope.register(itemLogoMediaRoutes, { store: images.store, place: PASS_IMAGES });
  };
  await app.register(plugin);
}

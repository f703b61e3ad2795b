import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { envelope } from '@ott/contracts';
import { AdminItemParams, AdminParticipant } from '@ott/contracts/admin-catalogue';
import { BRANDING_UPLOAD_MAX_BYTES } from '@ott/contracts/admin-branding';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MediaStore } from '../../lib/media-store/media-store';
import { errorResponses } from '../../lib/route-schemas';
import { renderBrandingImage } from '../channel/branding-images';
import { CACHE, sendMediaFile } from '../media/media-files';
import type { CatalogueAdminService } from './catalogue.admin-service';
import { uploadedImage } from '../channel/uploaded-image';

export interface TeamLogos {
  store: MediaStore;
  /** MEDIA_ORIGIN, or '' for same-origin paths. */
  mediaOrigin: string;
}

/** Team logos live in the media store under `teams/<channel>/<id>-<hash>/`, named by content so they are cached for good. */
const PREFIX = 'teams';
const URL_PREFIX = '/media/teams';


interface UploadOptions {
  path: string;
  service: CatalogueAdminService;
  logos: TeamLogos;
  changed(request: FastifyRequest, action: string, entity: string, id: number, before: unknown, after: unknown): Promise<void>;
}

/**
 * `POST …/participants/:id/logo`: a PNG, JPEG, WebP or SVG (5 MB) resized like the channel logo (512 px and 2x, PNG).
 * Multipart is registered in this plugin's scope only, as the other upload routes do.
 */
export async function registerTeamLogoUpload(app: FastifyInstance, { path, service, logos, changed }: UploadOptions): Promise<void> {
  const plugin: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(multipart, { limits: { fileSize: BRANDING_UPLOAD_MAX_BYTES, files: 1 } });
    scope.post(
      path,
      {
        config: { access: 'editor', matrixExample: { params: { id: '2147483000' } } },
        schema: {
          summary: "Upload a team's logo (multipart field `file`: PNG, JPEG, WebP or SVG, at most 5 MB); resized on the server",
          tags: ['admin'],
          consumes: ['multipart/form-data'],
          params: AdminItemParams,
          response: { 200: envelope(AdminParticipant), ...errorResponses },
        },
      },
      async (request) => {
        const channel = request.consoleChannel;
        const team = await service.participant(channel, request.params.id);
        const renditions = await renderBrandingImage('logo', await uploadedImage(request, BRANDING_UPLOAD_MAX_BYTES));
        const hash = createHash('sha256');
        for (const rendition of renditions) hash.update(rendition.data);
        const version = `${team.id}-${hash.digest('hex').slice(0, 16)}`;
        await logos.store.publishDirectory(`${PREFIX}/${channel.key}/${version}`, async (dir) => {
          for (const rendition of renditions) await writeFile(join(dir, rendition.file), rendition.data);
        });
        const { before, after } = await service.updateParticipant(channel, team.id, { logo: `${logos.mediaOrigin}${URL_PREFIX}/${channel.key}/${version}/logo.png` });
        await changed(request, 'logo', 'participant', team.id, before, after);
        return { data: after };
      },
    );
  };
  await app.register(plugin);
}

const Params = z.object({
  channel: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i),
  version: z.string().regex(/^\d{1,10}-[0-9a-f]{16}$/),
  file: z.enum(['logo.png', 'logo-2x.png']),
});

/** Team logos on the media host. */
export const teamLogoMediaRoutes: FastifyPluginAsyncZod<{ store: MediaStore }> = async (app, { store }) => {
  app.get(`${URL_PREFIX}/:channel/:version/:file`, { schema: { hide: true, params: Params } }, async (request, reply) => {
    const { channel, version, file } = request.params;
    return sendMediaFile(request, reply, store, `${PREFIX}/${channel}/${version}/${file}`, CACHE.segment);
  });
};

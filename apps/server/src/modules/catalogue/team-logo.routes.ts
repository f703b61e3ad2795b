import multipart from '@fastify/multipart';
import { envelope } from '@ott/contracts';
import { AdminItemParams, AdminParticipant } from '@ott/contracts/admin-catalogue';
import { BRANDING_UPLOAD_MAX_BYTES } from '@ott/contracts/admin-branding';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaStore } from '../../lib/media-store/media-store';
import { errorResponses } from '../../lib/route-schemas';
import { TEAM_LOGOS, publishItemLogo } from '../channel/item-logos';
import type { CatalogueAdminService } from './catalogue.admin-service';

export interface TeamLogos {
  store: MediaStore;
  /** MEDIA_ORIGIN, or '' for same-origin paths. */
  mediaOrigin: string;
}

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
        const logo = await publishItemLogo(request, logos.store, TEAM_LOGOS, channel.key, team.id);
        const { before, after } = await service.updateParticipant(channel, team.id, { logo: `${logos.mediaOrigin}${logo}` });
        await changed(request, 'logo', 'participant', team.id, before, after);
        return { data: after };
      },
    );
  };
  await app.register(plugin);
}

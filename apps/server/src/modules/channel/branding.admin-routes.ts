import multipart from '@fastify/multipart';
import { envelope } from '@ott/contracts';
import { AdminBranding, AdminBrandingUpdate, BRANDING_UPLOAD_MAX_BYTES, type BrandingImageKind } from '@ott/contracts/admin-branding';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import type { AuditLog } from '../operators/audit-log';
import { NEUTRAL_COLORS } from './channel-admin.service';
import type { ChannelBrandingService } from './channel-branding.service';
import { uploadedImage } from './uploaded-image';

export interface BrandingAdminRoutesOptions {
  branding: ChannelBrandingService;
  audit: AuditLog;
  invalidate: FastifyInstance['invalidateChannelCaches'];
}

const Params = z.object({ channel_key: z.string().max(64) });
const ImageParams = Params.extend({ kind: z.enum(['logo', 'favicon']) });
const tags = ['admin'];

type Branding = Omit<AdminBranding, 'preview_event_id'> & { preview_event_id?: number | null };
/** What the audit log keeps of a branding change: the settings themselves, not what is derived from them. */
const audited = ({ contrast_warnings: _warnings, preview_event_id: _event, ...branding }: Branding) => branding;


/**
 * The console's branding of one channel: colour settings (checked for contrast), logo and favicon. Admins write,
 * every role on the channel reads; each change is audited and reaches viewers at once (channel caches invalidated).
 */
export const brandingAdminRoutes: FastifyPluginAsyncZod<BrandingAdminRoutesOptions> = async (app, { branding, audit, invalidate }) => {
  // Only these routes take multipart bodies (this plugin's scope).
  await app.register(multipart, { limits: { fileSize: BRANDING_UPLOAD_MAX_BYTES, files: 1 } });

  app.get(
    '/api/admin/channels/:channel_key/branding',
    {
      config: { access: 'any' },
      schema: { summary: "A channel's colours, logo and favicon, with contrast warnings", tags, params: Params, response: { 200: envelope(AdminBranding), ...errorResponses } },
    },
    async (request) => ({ data: await branding.get(request.consoleChannel.id) }),
  );

  app.put(
    '/api/admin/channels/:channel_key/branding',
    {
      config: { access: 'admin', matrixExample: { body: { color_settings: NEUTRAL_COLORS } } },
      schema: {
        summary: "Set a channel's colour settings; the answer lists every text/background pair under WCAG AA",
        tags,
        params: Params,
        body: AdminBrandingUpdate,
        response: { 200: envelope(AdminBranding), ...errorResponses },
      },
    },
    async (request) => {
      const channel = request.consoleChannel;
      const { before, after } = await branding.updateColors(channel.id, request.body.color_settings);
      await audit.record(request, { action: 'branding.colors.update', entity_type: 'channel', entity_id: channel.id, before: audited(before), after: audited(after) });
      invalidate(channel.id);
      return { data: after };
    },
  );

  // One route for both methods: the API's `_method` override (lib/method-override.ts) would otherwise claim POST for the DELETE.
  app.route({
    method: ['POST', 'DELETE'],
    url: '/api/admin/channels/:channel_key/branding/:kind',
    config: { access: 'admin', matrixExample: { params: { kind: 'logo' } } },
    schema: {
      summary: 'POST: upload the logo or the favicon (multipart field `file`: PNG, JPEG, WebP or SVG, at most 5 MB; resized on the server). DELETE: remove it',
      tags,
      params: ImageParams,
      consumes: ['multipart/form-data'],
      response: { 200: envelope(AdminBranding), ...errorResponses },
    },
    handler: async (request) => {
      const channel = request.consoleChannel;
      const kind: BrandingImageKind = request.params.kind;
      const removing = request.method === 'DELETE';
      const { before, after } = removing ? await branding.removeImage(channel.id, kind) : await branding.uploadImage(channel.id, kind, await uploadedImage(request, BRANDING_UPLOAD_MAX_BYTES));
      await audit.record(request, {
        action: `branding.${kind}.${removing ? 'delete' : 'upload'}`,
        entity_type: 'channel',
        entity_id: channel.id,
        before: audited(before),
        after: audited(after),
      });
      invalidate(channel.id);
      return { data: after };
    },
  });
};

import { Preroll } from '@ott/contracts';
import { AdminPrerollInput } from '@ott/contracts/admin-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ContentAdminRoutesOptions, registerContentRoutes } from '../channel/content.admin-routes';
import type { PrerollsAdminService } from './prerolls.admin-service';

/** The console's prerolls under `/api/admin/channels/{channel_key}/prerolls`: any role reads, editors write; audited, seen by viewers at once. */
export const prerollsAdminRoutes: FastifyPluginAsyncZod<{ prerollsAdmin: PrerollsAdminService; audit: ContentAdminRoutesOptions['audit'] }> = async (app, { prerollsAdmin, audit }) => {
  registerContentRoutes(app, audit, {
    path: 'prerolls',
    entity: 'preroll',
    noun: 'prerolls',
    input: AdminPrerollInput,
    item: Preroll,
    collection: prerollsAdmin,
    example: { url: '/media/prerolls/promo.mp4', weight: 5, location_id: null, event_categories: [], for_live: true, for_vod: false },
  });
};

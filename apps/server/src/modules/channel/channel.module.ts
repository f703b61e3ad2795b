import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FeatureModule } from '../../lib/feature-module';
import type { MediaStore } from '../../lib/media-store/media-store';
import type { KeyGuards } from '../keys/keys.guards';
import type { AuditLog } from '../operators/audit-log';
import { brandingMediaRoutes } from './branding-media.routes';
import { brandingAdminRoutes } from './branding.admin-routes';
import { createChannelAdminService } from './channel-admin.service';
import { createChannelBrandingRepository } from './channel-branding.repository';
import { createChannelBrandingService } from './channel-branding.service';
import { createChannelDirectory } from './channel-directory';
import { toChannel } from './channel.mappers';
import { type ChannelAdminRoutesOptions, channelAdminRoutes } from './channel.admin-routes';
import { createChannelRepository } from './channel.repository';
import { channelRoutes } from './channel.routes';
import { createChannelService } from './channel.service';
import { contentAdminRoutes } from './content.admin-routes';
import { createContentRepository } from './content.repository';
import { createContentService } from './content.service';
import { createSlideImages } from './slide-images';
import { slideMediaRoutes } from './slide-media.routes';

export interface ChannelRoutesDeps {
  guards: KeyGuards;
  grantsOf: ChannelAdminRoutesOptions['grantsOf'];
  audit: AuditLog;
  invalidate: FastifyInstance['invalidateChannelCaches'];
  /** Where logos, favicons and slide pictures go, and MEDIA_ORIGIN ('' for same-origin paths). */
  images: { store: MediaStore; mediaOrigin: string };
}

/**
 * Channels: the directory every request resolves its channel from, the bootstrap document, and the console's channel,
 * branding and content pages with their pictures on the media host. The directory comes first (keys and the console
 * need it); the routes once the guards and the audit log exist.
 */
export function createChannels(db: Kysely<Database>) {
  const repository = createChannelRepository(db);
  const directory = createChannelDirectory(async () => (await repository.listChannels()).map(toChannel));
  const service = createChannelService({ repository });

  function module({ guards, grantsOf, audit, invalidate, images }: ChannelRoutesDeps): FeatureModule {
    return {
      async registerRoutes(app) {
        await app.register(channelRoutes, { channels: service, guards });
        await app.register(channelAdminRoutes, { channelAdmin: createChannelAdminService({ repository }), grantsOf, audit, invalidate });
        await app.register(brandingMediaRoutes, { store: images.store });
        const branding = createChannelBrandingService({ repository: createChannelBrandingRepository(db), ...images });
        await app.register(brandingAdminRoutes, { branding, audit, invalidate });
        await app.register(slideMediaRoutes, { store: images.store });
        await app.register(contentAdminRoutes, { content: createContentService({ repository: createContentRepository(db) }), slideImages: createSlideImages(images), audit });
      },
    };
  }
  return { repository, directory, service, module };
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Chore } from '../../lib/chores/chore';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { KeyGuards } from '../keys/keys.guards';
import type { MediaModule } from '../media/media.module';
import type { AuditLog } from '../operators/audit-log';
import type { JobQueue } from '../../lib/queue';
import { requestMp4 } from '../downloads/download-jobs';
import { createDownloadSigner } from '../downloads/download-urls';
import { createMp4Maker } from '../downloads/mp4-copy';
import { createLibraryPrerolls } from './library-prerolls';
import { prerollFileRoutes, prerollPlayability } from './preroll-files';
import { createPrerollsAdminService } from './prerolls.admin-service';
import { prerollsAdminRoutes } from './prerolls.admin-routes';
import { createPrerollsRepository } from './prerolls.repository';
import { prerollsRoutes } from './prerolls.routes';
import { createPrerollsService } from './prerolls.service';

export interface PrerollsDeps {
  db: Kysely<Database>;
  media: Pick<MediaModule, 'store' | 'playback' | 'secret' | 'videos' | 'findFfmpeg' | 'libraryVideos'>;
  /** With the job queue, a library asset can be a preroll: its MP4 is made by the downloads' job. */
  queue?: JobQueue;
  /** MEDIA_ORIGIN, for the signed MP4 of a library preroll. */
  mediaOrigin?: string | null;
  entitlements: Pick<EntitlementsService, 'capabilitiesOf'>;
  guards: KeyGuards;
  /** The console's audit log: with it, the console's preroll routes are registered too. */
  audit?: Pick<AuditLog, 'record'>;
}

/** Channel prerolls: the choice before an event, its suppression once played, and the clip files. */
export function createPrerolls({ db, media, entitlements, guards, audit, queue, mediaOrigin = null }: PrerollsDeps) {
  const repository = createPrerollsRepository(db);
  const library = queue
    ? createLibraryPrerolls({
        videos: media.videos,
        maker: createMp4Maker({ store: media.store, videos: media.videos, ffmpeg: media.findFfmpeg }),
        requestMp4: (source, nowMs) => requestMp4(queue, source, nowMs),
        sign: createDownloadSigner({ secret: media.secret, origin: mediaOrigin }),
      })
    : null;
  const prerolls = createPrerollsService({
    repository,
    capabilitiesOf: entitlements.capabilitiesOf,
    publicUrl: (stored, eventId) => library?.urlFor(stored, eventId) ?? media.playback.publicUrl(stored),
    isPlayable: prerollPlayability(media.store, library ?? { isPlayable: async () => false }),
  });
  const chores: Chore[] = [{ name: 'expired preroll suppressions', run: () => prerolls.purgeExpired() }];

  async function registerRoutes(app: FastifyInstance): Promise<void> {
    await app.register(prerollsRoutes, { prerolls, guards });
    await app.register(prerollFileRoutes, { store: media.store });
    if (audit) await app.register(prerollsAdminRoutes, { prerollsAdmin: createPrerollsAdminService({ repository, library: media.libraryVideos }), audit });
  }

  return { prerolls, chores, registerRoutes };
}

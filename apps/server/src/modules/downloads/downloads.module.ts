import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../lib/queue';
import type { AuthGuards } from '../auth/auth.guards';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { ViewerResolver } from '../geo/viewer';
import type { MediaModule } from '../media/media.module';
import { defineDownloadJobs, requestMp4 } from './download-jobs';
import { downloadFileRoutes } from './download-file.routes';
import { createDownloadSigner } from './download-urls';
import { createDownloadsRepository } from './downloads.repository';
import { downloadsRoutes } from './downloads.routes';
import { createDownloadsService } from './downloads.service';
import { createMp4Maker } from './mp4-copy';
import type { PricingRules } from '../passes/pricing-rules';

export interface DownloadsDeps {
  config: Pick<Config, 'dataDir' | 'origins'>;
  db: Kysely<Database>;
  queue: JobQueue;
  media: Pick<MediaModule, 'secret' | 'videos' | 'store' | 'findFfmpeg'>;
  entitlements: Pick<EntitlementsService, 'forUser'>;
  authGuards: AuthGuards;
  viewerOf: ViewerResolver;
  pricing?: Pick<PricingRules, 'typeOf'>;
}

/** MP4 downloads of replays: the API endpoint, the job that makes each MP4 once, and the signed file route. */
export function createDownloads({ config, db, queue, media, entitlements, authGuards, viewerOf, pricing }: DownloadsDeps) {
  const maker = createMp4Maker({ store: media.store, videos: media.videos, ffmpeg: media.findFfmpeg });
  defineDownloadJobs(queue, maker);
  const downloads = createDownloadsService({
    repository: createDownloadsRepository(db),
    entitlementsOf: entitlements.forUser,
    videos: media.videos,
    maker,
    requestMp4: (source, nowMs) => requestMp4(queue, source, nowMs),
    sign: createDownloadSigner({ secret: media.secret, origin: config.origins.media }),
    pricing,
  });

  async function registerRoutes(app: FastifyInstance): Promise<void> {
    await app.register(downloadsRoutes, { downloads, authGuards, viewerOf });
    await app.register(downloadFileRoutes, { secret: media.secret, store: media.store, videos: media.videos, maker });
  }

  return { downloads, maker, registerRoutes };
}

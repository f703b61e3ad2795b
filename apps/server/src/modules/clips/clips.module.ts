import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../lib/queue';
import type { AuthGuards } from '../auth/auth.guards';
import type { PageChannel } from '../channel/channel-paths';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { EventsService } from '../events/events.service';
import type { ViewerResolver } from '../geo/viewer';
import type { KeyGuards } from '../keys/keys.guards';
import type { MediaModule } from '../media/media.module';
import { CLIP_LISTINGS_CACHE, clipMediaRoutes } from './clip-media.routes';
import { createClipRenderer } from './clip-render';
import { createClipSigner } from './clip-urls';
import { createClipsRepository } from './clips.repository';
import { clipsRoutes } from './clips.routes';
import { createClipsService } from './clips.service';
import { sharePageRoutes, sharePosterRoutes } from './share-page.routes';
import type { PricingRules } from '../passes/pricing-rules';

export interface ClipsDeps {
  config: Pick<Config, 'origins' | 'media' | 'webDistDir'>;
  db: Kysely<Database>;
  queue: JobQueue;
  media: Pick<MediaModule, 'secret' | 'store' | 'videos' | 'findFfmpeg' | 'feedSource' | 'cacheDrops'>;
  events: Pick<EventsService, 'get'>;
  entitlements: Pick<EntitlementsService, 'forUser'>;
  guards: KeyGuards;
  authGuards: AuthGuards;
  viewerOf: ViewerResolver;
  /** The channel a page load is for, for the share page's card. */
  pageChannel: PageChannel;
  pricing?: Pick<PricingRules, 'typeOf'>;
  /** Told when a clip's render finished and the clip is ready (notifications). */
  clipReady?: (clipId: number) => void;
}

/** Clips: the API, the render job and the clip's files on the media host. */
export function createClips({ config, db, queue, media, events, entitlements, guards, authGuards, viewerOf, pageChannel, pricing, clipReady }: ClipsDeps) {
  const repository = createClipsRepository(db);
  const listings = media.cacheDrops(CLIP_LISTINGS_CACHE);
  const renderer = createClipRenderer({ store: media.store, videos: media.videos, feedSource: media.feedSource, repository, ffmpeg: media.findFfmpeg, enqueueLater: (clipId, at) => renderer.request(queue, clipId, at), onReady: clipReady });
  renderer.define(queue);
  const clips = createClipsService({
    repository,
    feedSource: media.feedSource,
    store: media.store,
    videos: media.videos,
    events,
    entitlementsOf: entitlements.forUser,
    sign: createClipSigner({ secret: media.secret, origin: config.origins.media, ttlSeconds: config.media.tokenTtlSeconds }),
    render: (clipId) => renderer.request(queue, clipId),
    pricing,
    listings,
  });

  async function registerRoutes(app: FastifyInstance): Promise<void> {
    await app.register(clipsRoutes, { clips, guards, authGuards, viewerOf, entitlements });
    await app.register(clipMediaRoutes, { secret: media.secret, store: media.store, videos: media.videos, listings });
    await app.register(sharePosterRoutes, { clips, pageChannel, store: media.store });
    if (existsSync(join(config.webDistDir, 'index.html'))) await app.register(sharePageRoutes, { distDir: config.webDistDir, clips, pageChannel });
  }
  return { clips, renderer, registerRoutes };
}

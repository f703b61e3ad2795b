import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { type CacheDrops, localCacheDrops } from '../../lib/cache-bus';
import type { Database } from '../../db/schema';
import { type FfmpegBinary, locateFfmpeg } from '../../lib/ffmpeg/locate';
import { createMediaStore } from '../../lib/media-store/create-media-store';
import { createDemoMedia } from './demo/demo-media';
import { createDemoPrerolls } from './demo/demo-prerolls';
import type { FeedSource } from './live/feed-source';
import { createFeedSources } from './live/feed-sources';
import { createLiveFeedsRepository } from './live/live-feeds.repository';
import { createLiveFeeds, LIVE_FEED_ROWS_CACHE } from './live/live-feeds.service';
import { createSimulatedFeedSource } from './live/simulated-feed-source';
import { createLibraryCatalog } from './library-catalog';
import { createLibraryVideosRepository } from './library-videos.repository';
import { loadMediaSecret } from './media-secret';
import { createPlayback } from './playback';
import type { VideoCatalog } from './video-catalog';
import { createVideoCatalog, demoVideos } from './videos';

export interface MediaModuleDeps {
  config: Pick<Config, 'dataDir' | 'media' | 'origins'>;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** A named cache's end of the cache bus (docs/decisions/0070); this process alone by default. */
  cacheDrops?: (cache: string) => CacheDrops;
}

/** Everything media: the media store, the token secret, the demo videos and preroll clips, playback URLs and the simulated live feeds. */
export function createMediaModule({ config, db, log, cacheDrops = localCacheDrops }: MediaModuleDeps) {
  const secret = loadMediaSecret(config.media.tokenSecret, config.dataDir);
  const store = createMediaStore(config.media.store, config.dataDir);
  let ffmpeg: FfmpegBinary | null = null;
  const findFfmpeg = () => (ffmpeg ??= locateFfmpeg(config.media.ffmpegPath));
  const demo = createDemoMedia({ store, seconds: config.media.demoSeconds, ffmpeg: findFfmpeg, log });
  const prerolls = createDemoPrerolls({ store, enabled: config.media.demoSeconds > 0, ffmpeg: findFfmpeg, log });
  const library = createLibraryCatalog(db);
  let ingestVideos: VideoCatalog | null = null;
  const videos = createVideoCatalog(demoVideos(demo), library, { info: (video) => ingestVideos?.info(video) ?? null });
  const playback = createPlayback({ secret, ttlSeconds: config.media.tokenTtlSeconds, origin: config.origins.media, videos });
  const feeds = createLiveFeeds({ repository: createLiveFeedsRepository(db), drops: cacheDrops(LIVE_FEED_ROWS_CACHE) });
  let ingest: FeedSource | null = null;
  return {
    secret,
    /** Every media file: demo videos, preroll clips, downloads (docs/decisions/0037-media-store.md). */
    store,
    demo,
    prerolls,
    playback,
    feeds,
    /** Every live feed, simulated or ingested: the media host's playlists and the clips' segments. */
    feedSource: createFeedSources({ simulated: createSimulatedFeedSource({ feeds, store, videos }), ingest: () => ingest }),
    /**
     * The encoders' lives (assets `live-<eventId>`) join the pipeline here: their feed source, and their videos in
     * the catalog (renditions and files).
     */
    useIngest: (source: FeedSource, catalog: VideoCatalog): void => {
      ingest = source;
      ingestVideos = catalog;
    },
    findFfmpeg,
    /** What media's other caches (clip listings) reach the other instances through. */
    cacheDrops,
    /** The media library's assets as playback sees them (docs/decisions/0050-media-library.md). */
    library,
    /** Every video, demo or library, as the media host, playback, clips and downloads look it up. */
    videos,
    /** The channels' library assets as attach calls read them (the table, not the snapshot). */
    libraryVideos: createLibraryVideosRepository(db),
    /** Finds what earlier runs left in the store and reads the library; before the first request. */
    load: async () => {
      await demo.load();
      await library.load();
    },
  };
}
export type MediaModule = ReturnType<typeof createMediaModule>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The media module (tests generate demo videos through it). */
    media: MediaModule;
  }
}

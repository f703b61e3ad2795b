import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { type FfmpegBinary, locateFfmpeg } from '../../lib/ffmpeg/locate';
import { createDemoMedia } from './demo/demo-media';
import { createDemoPrerolls } from './demo/demo-prerolls';
import { createLiveFeedsRepository } from './live/live-feeds.repository';
import { createLiveFeeds } from './live/live-feeds.service';
import { loadMediaSecret } from './media-secret';
import { createPlayback } from './playback';

export interface MediaModuleDeps {
  config: Pick<Config, 'dataDir' | 'media' | 'origins'>;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
}

/** Everything media: the token secret, the demo videos and preroll clips, playback URLs and the simulated live feeds. */
export function createMediaModule({ config, db, log }: MediaModuleDeps) {
  const secret = loadMediaSecret(config.media.tokenSecret, config.dataDir);
  const demoRoot = join(config.dataDir, 'media', 'demo');
  let ffmpeg: FfmpegBinary | null = null;
  const findFfmpeg = () => (ffmpeg ??= locateFfmpeg(config.media.ffmpegPath));
  const demo = createDemoMedia({ root: demoRoot, seconds: config.media.demoSeconds, ffmpeg: findFfmpeg, log });
  const prerolls = createDemoPrerolls({ root: join(config.dataDir, 'media', 'prerolls'), enabled: config.media.demoSeconds > 0, ffmpeg: findFfmpeg, log });
  const playback = createPlayback({ secret, ttlSeconds: config.media.tokenTtlSeconds, origin: config.origins.media, isReady: demo.isReady });
  const feeds = createLiveFeeds({ repository: createLiveFeedsRepository(db) });
  return { secret, demoRoot, demo, prerolls, playback, feeds, findFfmpeg };
}
export type MediaModule = ReturnType<typeof createMediaModule>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The media module (tests generate demo videos through it). */
    media: MediaModule;
  }
}

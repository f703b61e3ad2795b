import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentHeader } from '../../lib/attachment';
import type { CacheDrops } from '../../lib/cache-bus';
import { NotFound } from '../../lib/errors';
import type { MediaStore } from '../../lib/media-store/media-store';
import { createTtlCache } from '../../lib/ttl-cache';
import { parseMediaPlaylist } from '../media/live/media-playlist';
import { CACHE, sendMediaFile } from '../media/media-files';
import { openSignedPath, signedPathParams, signedRoute } from '../media/signed-path';
import type { VideoCatalog } from '../media/video-catalog';
import { demoVideos } from '../media/videos';
import { CLIP_MP4, CLIP_POSTER, clipKey } from './clip-cut';
import { CLIP_DOWNLOAD, CLIP_SCOPE, clipDownloadResource, clipFileName, clipResource } from './clip-urls';

const Params = signedPathParams(CLIP_SCOPE, { '*': z.string() });
const clipIdOf = (scope: string): number => Number(CLIP_SCOPE.exec(scope)![1]);

const RENDITION_FILE = /^([0-9a-z]{1,8})\/(index\.m3u8|[0-9a-z_]{1,40}\.ts)$/;

/** The name of the clip listings on the cache bus; its keys are clip ids. */
export const CLIP_LISTINGS_CACHE = 'clip-listings';
/** A clip's playlists never change once made; a removed clip's listing is dropped on every instance through the bus. */
export const CLIP_LISTING_TTL_MS = 60_000;

/**
 * A clip on the media host, behind its own signed path: its playlists and poster, and of the source's
 * segments only those its playlists list — never more of the event. The MP4 has a token of its own.
 */
export const clipMediaRoutes: FastifyPluginAsyncZod<{ secret: string; store: MediaStore; videos?: VideoCatalog; listings?: Pick<CacheDrops, 'onDrop'>; now?: () => number }> = async (
  app,
  { secret, store, videos = demoVideos({ isReady: () => true }), listings, now = () => Date.now() },
) => {
  /** Clip id → rendition → the segment names its playlist lists. */
  const listed = createTtlCache<number, Map<string, Promise<ReadonlySet<string>>>>(CLIP_LISTING_TTL_MS, now, 500);
  const unsubscribe = listings?.onDrop((clipIds) => {
    if (clipIds === null) listed.clear();
    else for (const id of clipIds) listed.delete(Number(id));
  });
  if (unsubscribe) app.addHook('onClose', async () => void unsubscribe());

  function segmentsOf(clipId: number, rendition: string): Promise<ReadonlySet<string>> {
    let renditions = listed.get(clipId);
    if (!renditions) {
      renditions = new Map();
      listed.set(clipId, renditions);
    }
    let pending = renditions.get(rendition);
    if (!pending) {
      pending = store.readText(clipKey(clipId, `${rendition}/index.m3u8`)).then((text) => new Set(text === null ? [] : parseMediaPlaylist(text).map((segment) => segment.uri)));
      const forget = () => renditions!.delete(rendition);
      // No playlist (yet, or any more) is not kept: the clip may be made or removed by another instance.
      pending.then((segments) => segments.size === 0 && forget(), forget);
      renditions.set(rendition, pending);
    }
    return pending;
  }

  // The static `clip` segment wins over the playback route's `:kind` in the router.
  app.get('/media/s/:token/:expires/:scope/clip/:asset/*', signedRoute(Params), async (request, reply) => {
    // The MP4 has a resource of its own: a playback token does not open it.
    const resourceOf = (params: { scope: string; asset: string; '*': string }) => (CLIP_DOWNLOAD.test(params['*']) ? clipDownloadResource : clipResource)(clipIdOf(params.scope), params.asset);
    const { scope, asset, '*': file } = openSignedPath(request, reply, { secret, now }, resourceOf);
    const clipId = clipIdOf(scope);
    const download = CLIP_DOWNLOAD.exec(file);
    if (file === 'master.m3u8') return sendMediaFile(request, reply, store, clipKey(clipId, file), CACHE.vodPlaylist);
    if (file === CLIP_POSTER) return sendMediaFile(request, reply, store, clipKey(clipId, file), CACHE.publicFile);
    if (download) {
      reply.header('content-disposition', attachmentHeader(clipFileName(download[1]!, clipId), `clip-${clipId}.mp4`));
      return sendMediaFile(request, reply, store, clipKey(clipId, CLIP_MP4), 'private, max-age=600');
    }
    const match = RENDITION_FILE.exec(file);
    const rendition = match?.[1];
    const info = videos.info(asset);
    if (!match || !rendition || !info?.renditions.some((known) => known.name === rendition)) throw new NotFound();
    if (match[2] === 'index.m3u8') return sendMediaFile(request, reply, store, clipKey(clipId, file), CACHE.vodPlaylist);
    if (!(await segmentsOf(clipId, rendition)).has(match[2]!)) throw new NotFound();
    return sendMediaFile(request, reply, store, info.key(file), CACHE.segment);
  });
};

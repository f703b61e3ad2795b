import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../lib/errors';
import type { MediaStore } from '../../lib/media-store/media-store';
import { assetIdOfVideo } from '@ott/contracts/admin-media';
import { LIBRARY_FILES, POSTER_CANDIDATE, PUBLIC_LIBRARY_FILES } from '../media-library/library-keys';
import { DEMO_EXTRAS, PUBLIC_DEMO_FILES, demoKey } from './demo/demo-assets';
import type { FeedSource } from './live/feed-source';
import { SIGNED_KINDS, createMediaHostService } from './media-host.service';
import { CACHE, mediaHeaders, sendMediaFile, sendPoster } from './media-files';
import { ASSET_NAME, INGEST_ASSET, SCOPE_PATTERN } from './media-refs';
import { openSignedPath, refuseMedia, signedPathParams, signedRoute } from './signed-path';
import type { VideoCatalog } from './video-catalog';

export interface MediaHostOptions {
  secret: string;
  /** Holds the demo ladders under `demo/<asset>/` and the library's under `library/<id>/`. */
  store: MediaStore;
  /** Which videos exist, their renditions and where their files are. */
  videos: VideoCatalog;
  /** Every live feed, simulated or ingested. */
  feedSource: Pick<FeedSource, 'master' | 'window'>;
  now?: () => number;
}

const SignedParams = signedPathParams(SCOPE_PATTERN, { kind: z.enum(SIGNED_KINDS), '*': z.string() })
  // A signed scope `a<id>` (the console's preview of an asset) opens that asset only.
  .refine(({ scope, asset }) => !scope.startsWith('a') || assetIdOfVideo(asset) === Number(scope.slice(1)))
  // The operators' preview is of an event's encoder, before viewers see it: nothing else has one.
  .refine(({ scope, kind, asset }) => kind !== 'preview' || (scope.startsWith('e') && INGEST_ASSET.test(asset)));

/**
 * The media host: HLS and its WebVTT captions behind signed paths (docs/decisions/0022-signed-media-urls.md), checked
 * on every playlist, segment and captions file; the demo pictures and previews in the open.
 */
export const mediaHostRoutes: FastifyPluginAsyncZod<MediaHostOptions> = async (app, { secret, store, videos, feedSource, now = () => Date.now() }) => {
  const host = createMediaHostService({ videos, feedSource });

  app.get('/media/s/:token/:expires/:scope/:kind/:asset/*', signedRoute(SignedParams), async (request, reply) => {
    const { scope, kind, asset, '*': file } = openSignedPath(request, reply, { secret, now }, (params) => `${params.scope}/${params.kind}/${params.asset}`);
    const answer = await host.answer({ scope, kind, asset, file });
    if ('key' in answer) return sendMediaFile(request, reply, store, answer.key, answer.cache);
    return mediaHeaders(reply, answer.cache, 'application/vnd.apple.mpegurl').send(answer.playlist);
  });

  // Playlists and segments are never served without a token.
  app.get('/media/hls/*', { schema: { hide: true } }, async (_request, reply) => refuseMedia(reply));
  app.get('/media/s/*', { schema: { hide: true } }, async (_request, reply) => refuseMedia(reply));

  app.get('/media/demo/:asset/:file', { schema: { hide: true } }, async (request: FastifyRequest<{ Params: { asset: string; file: string } }>, reply) => {
    const { asset, file } = request.params;
    if (!ASSET_NAME.test(asset) || !PUBLIC_DEMO_FILES.has(file)) throw new NotFound();
    // The poster, the page's largest picture, as WebP where the browser takes it.
    const send = file === DEMO_EXTRAS.poster ? sendPoster : sendMediaFile;
    return send(request, reply, store, demoKey(asset, file), CACHE.publicFile);
  });

  // A library asset's pictures and previews (kinds 1, 5, 6, 7) and its poster candidates, in the open like the demo videos'.
  app.get('/media/library/:video/*', { schema: { hide: true } }, async (request: FastifyRequest<{ Params: { video: string; '*': string } }>, reply) => {
    const { video, '*': file } = request.params;
    const info = assetIdOfVideo(video) === null ? null : videos.info(video);
    if (!info || !(PUBLIC_LIBRARY_FILES.has(file) || POSTER_CANDIDATE.test(file))) throw new NotFound();
    const send = file === LIBRARY_FILES.poster ? sendPoster : sendMediaFile;
    return send(request, reply, store, info.key(file), CACHE.libraryFile);
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../lib/errors';
import type { MediaStore } from '../../lib/media-store/media-store';
import { sendMediaFile } from '../media/media-files';
import { SCOPE_PATTERN } from '../media/media-refs';
import { openSignedPath, signedPathParams, signedRoute } from '../media/signed-path';
import type { VideoCatalog } from '../media/video-catalog';
import { DOWNLOAD_FILE_NAME, PREROLL_FILE, downloadResource } from './download-urls';
import type { Mp4Maker } from './mp4-copy';

export interface DownloadFileOptions {
  secret: string;
  videos: VideoCatalog;
  store: MediaStore;
  maker: Pick<Mp4Maker, 'keyOf' | 'exists'>;
  now?: () => number;
}

const Params = signedPathParams(SCOPE_PATTERN, { file: z.string() });

/** A link is used once, by one person: browsers may keep it, shared caches not. */
const DOWNLOAD_CACHE = 'private, max-age=600';

/** The media host's side of downloads: the MP4 behind a signed path, as an attachment. */
export const downloadFileRoutes: FastifyPluginAsyncZod<DownloadFileOptions> = async (app, { secret, store, videos, maker, now = () => Date.now() }) => {
  // The static `download` segment wins over the playback route's `:kind` in the router.
  app.get('/media/s/:token/:expires/:scope/download/:asset/:file', signedRoute(Params), async (request, reply) => {
    const { asset, file } = openSignedPath(request, reply, { secret, now }, (params) => downloadResource(params.scope, params.asset));
    const info = videos.info(asset);
    const source = info?.playable ? { asset, version: info.version } : null;
    if (!DOWNLOAD_FILE_NAME.test(file) || !source || !(await maker.exists(source))) throw new NotFound();
    const disposition = `attachment; filename="${file}"`;
    reply.header('content-disposition', disposition);
    // A download is large and saved by one person: the bucket may send it itself. A preroll is played by many: cached at the edge.
    const redirect = file === PREROLL_FILE ? undefined : { contentType: 'video/mp4', contentDisposition: disposition };
    return sendMediaFile(request, reply, store, maker.keyOf(source), DOWNLOAD_CACHE, { redirect });
  });
};

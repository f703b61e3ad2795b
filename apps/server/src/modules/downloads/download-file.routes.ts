import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpClientError, NotFound } from '../../lib/errors';
import type { MediaStore } from '../../lib/media-store/media-store';
import { checkMediaToken } from '../../lib/media-token';
import { CACHE, mediaHeaders, sendMediaFile } from '../media/media-files';
import { ASSET_NAME, SCOPE_PATTERN } from '../media/media-refs';
import type { VideoCatalog } from '../media/video-catalog';
import { DOWNLOAD_FILE_NAME, downloadResource } from './download-urls';
import type { Mp4Maker } from './mp4-copy';

export interface DownloadFileOptions {
  secret: string;
  videos: VideoCatalog;
  store: MediaStore;
  maker: Pick<Mp4Maker, 'keyOf' | 'exists'>;
  now?: () => number;
}

interface Params {
  token: string;
  expires: string;
  scope: string;
  asset: string;
  file: string;
}

/** A link is used once, by one person: browsers may keep it, shared caches not. */
const DOWNLOAD_CACHE = 'private, max-age=600';

/** The media host's side of downloads: the MP4 behind a signed path, as an attachment. */
export const downloadFileRoutes: FastifyPluginAsync<DownloadFileOptions> = async (app, { secret, store, videos, maker, now = () => Date.now() }) => {
  // The static `download` segment wins over the playback route's `:kind` in the router.
  app.get('/media/s/:token/:expires/:scope/download/:asset/:file', { schema: { hide: true } }, async (request: FastifyRequest<{ Params: Params }>, reply) => {
    const { token, expires, scope, asset, file } = request.params;
    const valid = SCOPE_PATTERN.test(scope) && ASSET_NAME.test(asset);
    const check = valid ? checkMediaToken(secret, token, expires, downloadResource(scope, asset), now()) : 'invalid';
    if (check !== 'ok') {
      request.log.info({ check }, 'download token refused');
      mediaHeaders(reply, CACHE.refused);
      throw new HttpClientError(403);
    }
    const info = videos.info(asset);
    const source = info?.playable ? { asset, version: info.version } : null;
    if (!DOWNLOAD_FILE_NAME.test(file) || !source || !(await maker.exists(source))) throw new NotFound();
    reply.header('content-disposition', `attachment; filename="${file}"`);
    return sendMediaFile(request, reply, store, maker.keyOf(source), DOWNLOAD_CACHE);
  });
};

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { NotFound } from '../../lib/errors';
import { CACHE, sendMediaFile } from '../media/media-files';

/** Preroll clips on this media host: `/media/prerolls/<name>.mp4`, files in DATA_DIR/media/prerolls. */
const LOCAL_PREROLL = /^\/media\/prerolls\/([a-z0-9][a-z0-9-]{0,79}\.mp4)$/;
const FILE_NAME = /^[a-z0-9][a-z0-9-]{0,79}\.mp4$/;

/** Whether a stored preroll URL can be played now: another origin's is trusted, ours must exist. */
export function prerollPlayability(root: string) {
  return (url: string): boolean => {
    if (!url.startsWith('/media/')) return true;
    const file = LOCAL_PREROLL.exec(url)?.[1];
    return file !== undefined && existsSync(join(root, file));
  };
}

/** Preroll clips are public, like posters and previews: an advertisement needs no token. */
export const prerollFileRoutes: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  app.get('/media/prerolls/:file', { schema: { hide: true } }, async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
    const { file } = request.params;
    if (!FILE_NAME.test(file)) throw new NotFound();
    return sendMediaFile(request, reply, root, file, CACHE.publicFile);
  });
};

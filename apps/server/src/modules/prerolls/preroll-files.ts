import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { NotFound } from '../../lib/errors';
import type { MediaStore } from '../../lib/media-store/media-store';
import { prerollKey } from '../media/demo/demo-prerolls';
import { CACHE, sendMediaFile } from '../media/media-files';
import { type LibraryPrerolls, libraryVideoOfPreroll } from './library-prerolls';

/** Preroll clips on this media host: `/media/prerolls/<name>.mp4`, kept in the media store under `prerolls/`. */
const LOCAL_PREROLL = /^\/media\/prerolls\/([a-z0-9][a-z0-9-]{0,79}\.mp4)$/;
const FILE_NAME = /^[a-z0-9][a-z0-9-]{0,79}\.mp4$/;

/** Whether a stored preroll URL can be played now: another origin's is trusted, ours must exist (a library asset's MP4 too). */
export function prerollPlayability(store: MediaStore, library?: Pick<LibraryPrerolls, 'isPlayable'>) {
  return async (url: string): Promise<boolean> => {
    if (!url.startsWith('/media/')) return true;
    if (library && libraryVideoOfPreroll(url) !== null) return library.isPlayable(url);
    const file = LOCAL_PREROLL.exec(url)?.[1];
    return file !== undefined && (await store.exists(prerollKey(file)));
  };
}

/** Preroll clips are public, like posters and previews: an advertisement needs no token. */
export const prerollFileRoutes: FastifyPluginAsync<{ store: MediaStore }> = async (app, { store }) => {
  app.get('/media/prerolls/:file', { schema: { hide: true } }, async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
    const { file } = request.params;
    if (!FILE_NAME.test(file)) throw new NotFound();
    return sendMediaFile(request, reply, store, prerollKey(file), CACHE.publicFile);
  });
};

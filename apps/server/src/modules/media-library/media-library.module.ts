import type { FastifyInstance } from 'fastify';
import type { Chore } from '../../lib/chores/chore';
import type { MediaLibraryDeps } from './media-library-deps';
import { libraryAdminRoutes } from './library.admin-routes';
import { createUploads } from './uploads/uploads';
import { createTranscoder } from './transcode/transcoder';

/**
 * The media library (docs/decisions/0050-media-library.md): tus uploads, the transcode job, and the
 * console's routes over assets, captions, posters and markers. Playback of library videos goes
 * through the media module like the demo videos'.
 */
export function createMediaLibrary(deps: MediaLibraryDeps) {
  const transcoder = createTranscoder(deps);
  transcoder.define(deps.queue);
  const uploads = createUploads({ ...deps, transcoder });

  async function registerRoutes(app: FastifyInstance): Promise<void> {
    await uploads.registerRoutes(app);
    await app.register(libraryAdminRoutes, { ...deps, transcoder });
  }

  const chores: Chore[] = [...uploads.chores, { name: 'media transcodes waiting without a job', run: () => transcoder.requestWaiting(deps.queue) }];
  return { transcoder, uploads, chores, registerRoutes };
}
export type MediaLibrary = ReturnType<typeof createMediaLibrary>;

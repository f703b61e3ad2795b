import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { NotFound } from '../../lib/errors';
import type { MediaStore } from '../../lib/media-store/media-store';
import { CACHE, sendMediaFile } from '../media/media-files';
import { ingestEventOf } from '../media/media-refs';
import { ingestKey } from './ingest-videos';

export const REPLAY_POSTER = 'poster.jpg';
/** Where a replay's poster is served, in the open like every event picture. */
export const replayPosterUrl = (eventId: number): string => `/media/live/live-${eventId}/${REPLAY_POSTER}`;

/** An ended live's poster (a frame of its replay), public like the pictures of demo and library videos. */
export const replayPosterRoutes: FastifyPluginAsync<{ store: MediaStore }> = async (app, { store }) => {
  app.get('/media/live/:video/poster.jpg', { schema: { hide: true } }, async (request: FastifyRequest<{ Params: { video: string } }>, reply) => {
    const eventId = ingestEventOf(request.params.video);
    if (eventId === null) throw new NotFound();
    return sendMediaFile(request, reply, store, ingestKey(eventId, REPLAY_POSTER), CACHE.libraryFile);
  });
};

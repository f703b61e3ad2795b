import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import type { MediaStore } from '../../lib/media-store/media-store';
import type { Channel } from '../channel/channel.types';
import type { PageChannel } from '../channel/channel-paths';
import { sendMediaFile } from '../media/media-files';
import type { ClipsService } from './clips.service';
import { type ShareCard, sharePageHtml } from './share-card';

interface Params {
  id: string;
  uuid: string;
}

/** A share link's poster, for unfurl caches: as long-lived as the link, a day in a cache. */
const POSTER_CACHE = 'public, max-age=86400';
const POSTER_FILE = 'poster.jpg';

/** `?channel=<key>` kept on the page's own links when the page was asked for with it (the hostname may name another channel). */
const channelQuery = (request: FastifyRequest, channel: Channel) =>
  typeof (request.query as Record<string, unknown> | undefined)?.channel === 'string' ? `?channel=${encodeURIComponent(channel.key)}` : '';

const sharePath = (request: FastifyRequest<{ Params: Params }>) => `/share/${Number(request.params.id)}/${encodeURIComponent(request.params.uuid)}`;

const notFoundAsNull = (error: unknown): null => {
  if (error instanceof AppError && error.statusCode === 404) return null;
  throw error;
};

const validId = (text: string) => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * `/share/{id}/{uuid}`: the app's page in the channel's language, with the shared clip's title and card tags
 * rendered in by the server (chat apps read the HTML, not what the app draws). A wrong uuid or a deleted
 * clip is the app's page with 404, where the app shows its not-found screen.
 */
export const sharePageRoutes: FastifyPluginAsync<{ distDir: string; clips: Pick<ClipsService, 'shared'>; pageChannel: PageChannel }> = async (app, { distDir, clips, pageChannel }) => {
  const page = readFileSync(join(distDir, 'index.html'), 'utf8');

  async function card(request: FastifyRequest<{ Params: Params }>, channel: Channel): Promise<ShareCard | null> {
    const id = validId(request.params.id);
    if (!id) return null;
    const clip = await clips.shared(channel, id, request.params.uuid).catch(notFoundAsNull);
    if (!clip) return null;
    const origin = `${request.protocol}://${request.host}`;
    const query = channelQuery(request, channel);
    return { clip, channel, pageUrl: `${origin}${sharePath(request)}${query}`, posterUrl: `${origin}${sharePath(request)}/${POSTER_FILE}${query}` };
  }

  app.get('/share/:id/:uuid', { schema: { hide: true } }, async (request: FastifyRequest<{ Params: Params }>, reply) => {
    const channel = await pageChannel(request);
    const shared = channel ? await card(request, channel) : null;
    return reply
      .status(shared ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(channel ? sharePageHtml(page, channel.language, shared) : page);
  });
};

/**
 * `/share/{id}/{uuid}/poster.jpg`: the card's picture, public for as long as the link works. A poster is no
 * paid media, and an unfurl cache keeps the card for days, past any signed URL's expiry.
 */
export const sharePosterRoutes: FastifyPluginAsync<{ clips: Pick<ClipsService, 'sharedPosterKey'>; pageChannel: PageChannel; store: MediaStore }> = async (app, { clips, pageChannel, store }) => {
  app.get(`/share/:id/:uuid/${POSTER_FILE}`, { schema: { hide: true } }, async (request: FastifyRequest<{ Params: Params }>, reply) => {
    const channel = await pageChannel(request);
    const id = validId(request.params.id);
    const key = channel && id ? await clips.sharedPosterKey(channel, id, request.params.uuid).catch(notFoundAsNull) : null;
    if (!key) return reply.callNotFound();
    return sendMediaFile(request, reply, store, key, POSTER_CACHE);
  });
};

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import type { PageChannel } from '../channel/channel-paths';
import type { ClipsService } from './clips.service';
import { shareCardTags, withShareCard } from './share-card';

interface Params {
  id: string;
  uuid: string;
}

/**
 * `/share/{id}/{uuid}`: the app's page, with the shared clip's card tags rendered in by the server
 * (chat apps read the HTML, not what the app draws). A wrong uuid or a deleted clip is the app's
 * page with 404, where the app shows its not-found screen.
 */
export const sharePageRoutes: FastifyPluginAsync<{ distDir: string; clips: Pick<ClipsService, 'shared'>; pageChannel: PageChannel }> = async (app, { distDir, clips, pageChannel }) => {
  const page = readFileSync(join(distDir, 'index.html'), 'utf8');

  async function card(request: FastifyRequest<{ Params: Params }>): Promise<string | null> {
    const id = Number(request.params.id);
    const channel = await pageChannel(request);
    if (!channel || !Number.isSafeInteger(id) || id <= 0) return null;
    try {
      const clip = await clips.shared(channel, id, request.params.uuid);
      const pageUrl = `${request.protocol}://${request.host}/share/${id}/${encodeURIComponent(request.params.uuid)}`;
      return shareCardTags(clip, channel.name, pageUrl);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    }
  }

  app.get('/share/:id/:uuid', { schema: { hide: true } }, async (request: FastifyRequest<{ Params: Params }>, reply) => {
    const tags = await card(request);
    return reply
      .status(tags ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(tags ? withShareCard(page, tags) : page);
  });
};

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchupSvg, thumbnailSvg } from '../../lib/art';
import { takesWebp } from '../media/picture-webp';
import { artWebp } from './art-webp';

const Initials = z.string().regex(/^[\p{Lu}0-9]{1,3}$/u, 'Field value is invalid');
const Hex = z.string().regex(/^[0-9a-f]{6}$/i, 'Field value is invalid');
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A picture as WebP to a browser that takes it, under the SVG's own address (as an event's poster, ADR 0099), so that no
 * stored URL changes; the SVG to any other client. Either answer varies by Accept, for caches (the edge's too).
 */
async function sendArt(request: FastifyRequest, reply: FastifyReply, svg: string): Promise<FastifyReply> {
  reply.header('cache-control', IMMUTABLE).header('vary', 'Accept');
  if (!takesWebp(request.headers.accept)) return reply.type('image/svg+xml').send(svg);
  return reply.type('image/webp').send(await artWebp(svg));
}

/**
 * Generated poster art for the demo catalogue, addressed by what it shows, so lists carry short
 * URLs instead of inline images and browsers cache each picture once.
 */
export const artRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/art/matchup.svg',
    { schema: { hide: true, querystring: z.object({ away: Initials, home: Initials, away_color: Hex, home_color: Hex }) } },
    async (request, reply) => {
      const { away, home, away_color, home_color } = request.query;
      return sendArt(request, reply, matchupSvg(away, home, `#${away_color}`, `#${home_color}`));
    },
  );

  app.get(
    '/media/art/thumbnail.svg',
    { schema: { hide: true, querystring: z.object({ label: z.string().min(1).max(28), color: Hex }) } },
    async (request, reply) => sendArt(request, reply, thumbnailSvg(request.query.label, `#${request.query.color}`)),
  );
};

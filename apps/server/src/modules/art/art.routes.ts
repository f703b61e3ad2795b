import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchupSvg, thumbnailSvg } from '../../lib/art';

const Initials = z.string().regex(/^[\p{Lu}0-9]{1,3}$/u, 'Field value is invalid');
const Hex = z.string().regex(/^[0-9a-f]{6}$/i, 'Field value is invalid');
const IMMUTABLE = 'public, max-age=31536000, immutable';

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
      return reply.header('cache-control', IMMUTABLE).type('image/svg+xml').send(matchupSvg(away, home, `#${away_color}`, `#${home_color}`));
    },
  );

  app.get(
    '/media/art/thumbnail.svg',
    { schema: { hide: true, querystring: z.object({ label: z.string().min(1).max(28), color: Hex }) } },
    async (request, reply) => reply.header('cache-control', IMMUTABLE).type('image/svg+xml').send(thumbnailSvg(request.query.label, `#${request.query.color}`)),
  );
};

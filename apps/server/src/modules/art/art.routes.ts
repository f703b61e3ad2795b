import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchupSvg, thumbnailSvg } from '../../lib/art';
import { takesWebp } from '../media/picture-webp';
import { createArtWebp } from './art-webp';

const Initials = z.string().regex(/^[\p{Lu}0-9]{1,3}$/u, 'Field value is invalid');
const Hex = z.string().regex(/^[0-9a-f]{6}$/i, 'Field value is invalid');
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The SVG sent in the WebP's place once the process has made its share of new pictures: asked for again a minute later. */
export const ART_BUSY_CACHE = 'public, max-age=60';

export interface ArtRoutesOptions {
  /** The WebP of a picture, or null once the process has made its share of new ones for now (art-webp.ts). */
  webp?: (svg: string) => Promise<Buffer | null>;
}

/**
 * Generated poster art for the demo catalogue, addressed by what it shows, so lists carry short
 * URLs instead of inline images and browsers cache each picture once.
 */
export const artRoutes: FastifyPluginAsyncZod<ArtRoutesOptions> = async (app, { webp = createArtWebp() }) => {
  /**
   * A picture as WebP to a browser that takes it, under the SVG's own address (as an event's poster, ADR 0099), so that
   * no stored URL changes; the SVG to any other client, and for a minute to a browser once the process has made its share
   * of new pictures. Every answer varies by Accept, for caches (the edge's too).
   */
  async function sendArt(request: FastifyRequest, reply: FastifyReply, svg: string): Promise<FastifyReply> {
    reply.header('vary', 'Accept');
    const picture = takesWebp(request.headers.accept) ? await webp(svg) : undefined;
    if (picture) return reply.header('cache-control', IMMUTABLE).type('image/webp').send(picture);
    return reply.header('cache-control', picture === null ? ART_BUSY_CACHE : IMMUTABLE).type('image/svg+xml').send(svg);
  }

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

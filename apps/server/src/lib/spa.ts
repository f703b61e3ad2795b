import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { NotFoundFallback } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Player pages get the build's watch.html: index.html that also announces the player's code (apps/web/build/player-page.ts). */
const PLAYER_PAGE = /^\/watch(?:_embed|_library)?\//;

/**
 * Serves the built SPA when WEB_DIST_DIR holds an index.html. Hashed files under /assets are cached
 * for a year; everything else (index.html above all) is revalidated on every load.
 * Returns the history fallback for the not-found handler, or null when there is no build.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<NotFoundFallback | null> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built; only the API is served');
    return null;
  }
  const assetsDir = `${join(distDir, 'assets')}/`;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    // The build writes .br and .gz copies of every text asset; the one the browser accepts is sent as is.
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
  const hasPlayerPage = existsSync(join(distDir, 'watch.html'));
  return async (request, reply) => {
    const page = hasPlayerPage && PLAYER_PAGE.test(request.url) ? 'watch.html' : 'index.html';
    await reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(page);
    return true;
  };
}

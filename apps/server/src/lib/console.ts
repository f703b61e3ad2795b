import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { NotFoundFallback } from './error-handler';

/** Where the operator console is served; its build is made with `base: '/admin/'` (apps/console/vite.config.ts). */
export const CONSOLE_PREFIX = '/admin';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CONSOLE_PATH = /^\/admin(?:\/|$)/;
const CONSOLE_ASSET = /^\/admin\/assets\//;

/**
 * Serves the operator console's build (CONSOLE_DIST_DIR) at /admin: hashed files under /admin/assets are cached for a
 * year, and every other /admin path gets the console's index.html, revalidated on each load (the console routes in
 * the browser). Returns the not-found fallback for /admin paths, to run before the viewer app's; it answers 404 for
 * a missing asset, and says the console is not built when there is no build.
 */
export async function registerConsole(app: FastifyInstance, distDir: string): Promise<NotFoundFallback> {
  const built = existsSync(join(distDir, 'index.html'));
  if (!built) {
    app.log.warn({ distDir }, 'console not built; /admin answers 404 until `npm run build`');
  } else {
    const assetsDir = `${join(distDir, 'assets')}/`;
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: `${CONSOLE_PREFIX}/`,
      // When the viewer app is served too, its registration has decorated the reply already.
      decorateReply: !app.hasReplyDecorator('sendFile'),
      wildcard: true,
      // /admin/ is the console's page (no-cache, as every file outside assets/).
      index: ['index.html'],
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  return async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (!CONSOLE_PATH.test(path)) return false;
    if (!built || CONSOLE_ASSET.test(path)) {
      const message = built ? 'Not found.' : 'Not found. The console has not been built yet: run `npm run build`.';
      await reply.status(404).type('text/plain; charset=utf-8').send(message);
      return true;
    }
    await reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', distDir);
    return true;
  };
}

/** The first fallback that answers wins (the console's for /admin, then the viewer app's). */
export function firstFallback(...fallbacks: (NotFoundFallback | null)[]): NotFoundFallback | null {
  const present = fallbacks.filter((fallback): fallback is NotFoundFallback => fallback !== null);
  if (present.length === 0) return null;
  return async (request, reply) => {
    for (const fallback of present) if (await fallback(request, reply)) return true;
    return false;
  };
}

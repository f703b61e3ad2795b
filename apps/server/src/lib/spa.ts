import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Language } from '@ott/contracts/channel';
import { SPA_ROUTES, matchesRoute } from '@ott/contracts/spa-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NotFoundFallback } from './error-handler';
import { pageInLanguage } from './page-language';

/** The paths a request's channel adds to the app (its custom pages and extra routes); [] when there are none. */
export type ChannelPaths = (request: FastifyRequest) => Promise<readonly string[]>;
/** A page as first sent (modules/first-screen), or null to send the built file as it is. */
export type SentPage = (request: FastifyRequest) => Promise<string | null>;
/** The language of the channel a page request is for; null when none is found. */
export type PageLanguage = (request: FastifyRequest) => Promise<Language | null>;
/**
 * The pages the server writes into: the landing page with its first screen, a player page with its event's picture;
 * any other page in its channel's language.
 */
export interface SentPages {
  landingPage?: SentPage;
  playerPage?: SentPage;
  pageLanguage?: PageLanguage;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Player pages get the build's watch.html, which runs the opening script first (apps/web/build/player-page.ts). */
const PLAYER_PAGE = /^\/watch(?:_embed|_library)?\//;
/** A hostname the key host document can be named after as is (no IPv6 literal, nothing to escape). */
/** The app's two pages, index.html and watch.html, as is or pre-compressed. */
const PAGE_FILE = /\/(index|watch)\.html(\.(br|gz))?$/;
const PLAIN_HOSTNAME = /^[a-z0-9.-]{1,253}$/i;

/**
 * A first-time visitor's first request is the key host's document (/keys/<hostname>.json), on every page: the channel
 * key decides everything else. Announced with the page, it is fetched while the scripts download (the opening script
 * on a player page, the shell elsewhere), one round trip less before the first frame or the first screen. A returning
 * visitor, whose channel key is stored, leaves it unused (the browser's console says so); it is a few bytes, cached.
 */
function keyHostPreload(hostname: string): string | null {
  return PLAIN_HOSTNAME.test(hostname) ? `</keys/${hostname}.json>; rel=preload; as=fetch; crossorigin` : null;
}

/**
 * A page the server wrote (a built page with its first screen, its picture or its language), with the headers the
 * built pages get; compressed as it is sent, so it varies with what the browser accepts, as the files do.
 */
function sendWrittenPage(request: FastifyRequest, reply: FastifyReply, page: string): FastifyReply {
  const preload = keyHostPreload(request.hostname);
  if (preload) reply.header('link', preload);
  return reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8').send(page);
}

/**
 * Serves the built SPA when WEB_DIST_DIR holds an index.html. Hashed files under /assets are cached
 * for a year; everything else (index.html above all) is revalidated on every load.
 * Returns the history fallback for the not-found handler, or null when there is no build: the app's page for
 * every path, with 200 for its screens and the channel's pages and 404 for anything else (the app shows its
 * not-found screen), so search engines do not index soft 404s.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, channelPaths: ChannelPaths = async () => [], { landingPage, playerPage, pageLanguage }: SentPages = {}): Promise<NotFoundFallback | null> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built; only the API is served');
    return null;
  }
  const appDir = `${join(distDir)}/`;
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
      // Every page of the app, as is or compressed: '/' sent by the static files, the others by the fallback below. Not
      // the console's page, sent through the same reply decorator from a directory of its own (lib/console.ts).
      const preload = path.startsWith(appDir) && PAGE_FILE.test(path) ? keyHostPreload(reply.request.hostname) : null;
      if (preload) reply.header('link', preload);
    },
  });
  const hasPlayerPage = existsSync(join(distDir, 'watch.html'));
  const built = new Map((hasPlayerPage ? ['index.html', 'watch.html'] : ['index.html']).map((file) => [file, readFileSync(join(distDir, file), 'utf8')]));
  /** Each built page in each language it was asked in, written once. */
  const written = new Map<string, string>();
  function writtenIn(file: string, html: string, language: Language): string {
    const key = `${file} ${language}`;
    const page = written.get(key) ?? pageInLanguage(html, language);
    written.set(key, page);
    return page;
  }
  /**
   * A built page as it is, or written in the language of the request's channel when that is not the build's: its
   * loader and title then say "Loading" in it before the app has started (apps/web/index.html). A channel that cannot
   * be looked up (a database outage) gets the page as built: the app then starts and shows what failed.
   */
  async function sendBuiltPage(request: FastifyRequest, reply: FastifyReply, file: string): Promise<FastifyReply> {
    const language = await (pageLanguage?.(request) ?? Promise.resolve(null)).catch((error: unknown) => {
      request.log.warn({ err: error }, "page sent as built: its channel's language could not be looked up");
      return null;
    });
    const html = built.get(file);
    const page = language === null || html === undefined ? html : writtenIn(file, html, language);
    if (page === undefined || page === html) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(file);
    return sendWrittenPage(request, reply, page);
  }
  // Ahead of the static files' wildcard route: `/` without a query is the landing page, sent with its first screen.
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const page = landingPage && request.url === '/' ? await landingPage(request) : null;
    if (page === null) return sendBuiltPage(request, reply, 'index.html');
    return sendWrittenPage(request, reply, page);
  });
  const historyFallback: NotFoundFallback = async (request, reply) => {
    const page = hasPlayerPage && PLAYER_PAGE.test(request.url) ? 'watch.html' : 'index.html';
    const path = request.url.split('?', 1)[0] ?? '/';
    const known = matchesRoute(path, SPA_ROUTES) || matchesRoute(path, await channelPaths(request));
    await sendBuiltPage(request, reply.status(known ? 200 : 404), page);
    return true;
  };
  if (playerPage && hasPlayerPage) {
    // An event's player page, sent with its picture (a route of its own, so that it is compressed as routes are).
    app.get('/watch/:id', { schema: { hide: true } }, async (request, reply) => {
      const page = await playerPage(request);
      if (page === null) {
        await historyFallback(request, reply);
        return reply;
      }
      return sendWrittenPage(request, reply, page);
    });
  }
  return historyFallback;
}

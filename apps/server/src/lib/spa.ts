import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Language } from '@ott/contracts/channel';
import { SPA_ROUTES, matchesRoute } from '@ott/contracts/spa-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_MIN_BYTES } from './compression';
import type { NotFoundFallback } from './error-handler';
import { matchesEtag } from './json-cache';
import { pageInLanguage } from './page-language';
import { type WrittenPage, createWrittenPages, pageEncoding } from './written-pages';

/** The paths a request's channel adds to the app (its custom pages and extra routes); [] when there are none. */
export type ChannelPaths = (request: FastifyRequest) => Promise<readonly string[]>;
/** A page as first sent (modules/first-screen), or null to send the built page as it is. */
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
/** The app's two pages, index.html and watch.html, as is or pre-compressed, when asked for by name. */
const PAGE_FILE = /\/(index|watch)\.html(\.(br|gz))?$/;
/** The app's two pages as the build wrote them: watch.html runs the opening script first (apps/web/build/player-page.ts). */
type BuiltPage = 'index.html' | 'watch.html';
/** A hostname the key host document can be named after as is (no IPv6 literal, nothing to escape). */
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
 * A page of the app, as built or as the server wrote it (with its first screen, its picture or its language); compressed
 * once per text (lib/written-pages.ts), so it varies with what the browser accepts, and revalidated by its ETag.
 */
function sendWrittenPage(request: FastifyRequest, reply: FastifyReply, page: WrittenPage): FastifyReply {
  const preload = keyHostPreload(request.hostname);
  if (preload) reply.header('link', preload);
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  // Only a page of the app is revalidated: a not-found page, the same text, is sent whole, so that an address that
  // becomes one of the app's (a channel's new page) is not kept as not found, nor the other way round.
  if (reply.statusCode === 200) {
    reply.header('etag', page.etag);
    if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  }
  const encoding = pageEncoding(request.headers['accept-encoding']);
  if (encoding === null || page.bytes.length < COMPRESS_MIN_BYTES) return reply.send(page.bytes);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br() : page.gzip());
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
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const built: Record<BuiltPage, string> = { 'index.html': indexHtml, 'watch.html': hasPlayerPage ? readFileSync(join(distDir, 'watch.html'), 'utf8') : indexHtml };
  const writtenPage = createWrittenPages();
  /** Each built page in each language it was asked in, written once. */
  const written = new Map<string, string>();
  function writtenIn(file: BuiltPage, html: string, language: Language): string {
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
  async function sendBuiltPage(request: FastifyRequest, reply: FastifyReply, file: BuiltPage): Promise<FastifyReply> {
    const language = await (pageLanguage?.(request) ?? Promise.resolve(null)).catch((error: unknown) => {
      request.log.warn({ err: error }, "page sent as built: its channel's language could not be looked up");
      return null;
    });
    return sendWrittenPage(request, reply, writtenPage(language === null ? built[file] : writtenIn(file, built[file], language)));
  }
  // Ahead of the static files' wildcard route: `/` without a query is the landing page, sent with its first screen.
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const page = landingPage && request.url === '/' ? await landingPage(request) : null;
    if (page === null) return sendBuiltPage(request, reply, 'index.html');
    return sendWrittenPage(request, reply, writtenPage(page));
  });
  const historyFallback: NotFoundFallback = async (request, reply) => {
    const page: BuiltPage = PLAYER_PAGE.test(request.url) ? 'watch.html' : 'index.html';
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
      return sendWrittenPage(request, reply, writtenPage(page));
    });
  }
  return historyFallback;
}

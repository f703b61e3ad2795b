import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpClientError, NotFound } from '../../lib/errors';
import type { MediaStore } from '../../lib/media-store/media-store';
import { checkMediaToken } from '../../lib/media-token';
import { createTtlCache } from '../../lib/ttl-cache';
import { PUBLIC_DEMO_FILES, demoKey } from './demo/demo-assets';
import { RENDITION_NAMES } from './demo/ladder';
import { renderLivePlaylist } from './live/live-playlist';
import { liveWindow } from './live/live-window';
import type { LiveFeeds } from './live/live-feeds.service';
import { type PlaylistSegment, parseMediaPlaylist } from './live/media-playlist';
import { CACHE, mediaHeaders, sendMediaFile } from './media-files';
import { ASSET_NAME, SCOPE_PATTERN } from './media-refs';

export interface MediaHostOptions {
  secret: string;
  /** Holds the demo ladders under `demo/<asset>/`. */
  store: MediaStore;
  feeds: LiveFeeds;
  now?: () => number;
  /** How far back a live feed can be sought (the DVR window). */
  liveWindowSeconds?: number;
}

interface SignedParams {
  token: string;
  expires: string;
  scope: string;
  kind: string;
  asset: string;
  '*': string;
}

/** `master.m3u8`, `<rendition>/index.m3u8` or `<rendition>/<segment>.ts`. */
const FILE = /^(?:master\.m3u8|([0-9a-z]{1,8})\/(index\.m3u8|[0-9a-z_]{1,40}\.ts))$/;
/** A replay's WebVTT captions in one language (demo/demo-captions.ts). */
const CAPTIONS = /^captions\/([a-z]{2})\.vtt$/;

function refuse(reply: FastifyReply): never {
  mediaHeaders(reply, CACHE.refused);
  throw new HttpClientError(403);
}

/**
 * The media host: HLS and its WebVTT captions behind signed paths (docs/decisions/0022-signed-media-urls.md), checked
 * on every playlist, segment and captions file; the demo pictures and previews in the open.
 */
export const mediaHostRoutes: FastifyPluginAsync<MediaHostOptions> = async (app, { secret, store, feeds, now = () => Date.now(), liveWindowSeconds = 180 }) => {
  const sources = createTtlCache<string, Promise<PlaylistSegment[]>>(10_000, now, 100);

  function sourceSegments(asset: string, rendition: string): Promise<PlaylistSegment[]> {
    const key = `${asset}/${rendition}`;
    let pending = sources.get(key);
    if (!pending) {
      pending = store.readText(demoKey(asset, `${rendition}/index.m3u8`)).then((text) => {
        if (text === null) throw new NotFound();
        return parseMediaPlaylist(text);
      });
      pending.catch(() => sources.delete(key));
      sources.set(key, pending);
    }
    return pending;
  }

  async function livePlaylist(reply: FastifyReply, scope: string, asset: string, rendition: string): Promise<FastifyReply> {
    // A feed belongs to an event; null: not on air yet.
    const state = scope.startsWith('e') ? await feeds.stateOf(Number(scope.slice(1))) : undefined;
    if (!state) throw new NotFound();
    const segments = await sourceSegments(asset, rendition);
    const window = liveWindow({ durations: segments.map((segment) => segment.duration), startedAtMs: state.startedAtMs, endedAtMs: state.endedAtMs, nowMs: now(), windowSeconds: liveWindowSeconds });
    return mediaHeaders(reply, CACHE.livePlaylist, 'application/vnd.apple.mpegurl').send(renderLivePlaylist(window, segments));
  }

  app.get('/media/s/:token/:expires/:scope/:kind/:asset/*', { schema: { hide: true } }, async (request: FastifyRequest<{ Params: SignedParams }>, reply) => {
    const { token, expires, scope, kind, asset, '*': file } = request.params;
    if (!SCOPE_PATTERN.test(scope) || (kind !== 'vod' && kind !== 'live') || !ASSET_NAME.test(asset)) refuse(reply);
    const check = checkMediaToken(secret, token, expires, `${scope}/${kind}/${asset}`, now());
    if (check !== 'ok') {
      request.log.info({ check }, 'media token refused');
      refuse(reply);
    }
    const captions = CAPTIONS.exec(file);
    if (captions) {
      if (kind !== 'vod') throw new NotFound();
      return sendMediaFile(request, reply, store, demoKey(asset, file), CACHE.vodPlaylist);
    }
    const match = FILE.exec(file);
    const rendition = match?.[1];
    if (!match || (rendition !== undefined && !RENDITION_NAMES.has(rendition))) throw new NotFound();
    if (rendition === undefined) return sendMediaFile(request, reply, store, demoKey(asset, 'master.m3u8'), kind === 'live' ? CACHE.livePlaylist : CACHE.vodPlaylist);
    if (match[2] === 'index.m3u8') {
      return kind === 'live' ? livePlaylist(reply, scope, asset, rendition) : sendMediaFile(request, reply, store, demoKey(asset, `${rendition}/index.m3u8`), CACHE.vodPlaylist);
    }
    return sendMediaFile(request, reply, store, demoKey(asset, `${rendition}/${match[2]}`), CACHE.segment);
  });

  // Playlists and segments are never served without a token.
  app.get('/media/hls/*', { schema: { hide: true } }, async (_request, reply) => refuse(reply));
  app.get('/media/s/*', { schema: { hide: true } }, async (_request, reply) => refuse(reply));

  app.get('/media/demo/:asset/:file', { schema: { hide: true } }, async (request: FastifyRequest<{ Params: { asset: string; file: string } }>, reply) => {
    const { asset, file } = request.params;
    if (!ASSET_NAME.test(asset) || !PUBLIC_DEMO_FILES.has(file)) throw new NotFound();
    return sendMediaFile(request, reply, store, demoKey(asset, file), CACHE.publicFile);
  });
};

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpClientError, NotFound } from '../../lib/errors';
import type { MediaStore } from '../../lib/media-store/media-store';
import { checkMediaToken } from '../../lib/media-token';
import { createTtlCache } from '../../lib/ttl-cache';
import { assetIdOfVideo } from '@ott/contracts/admin-media';
import { POSTER_CANDIDATE, PUBLIC_LIBRARY_FILES } from '../media-library/library-keys';
import { PUBLIC_DEMO_FILES, demoKey } from './demo/demo-assets';
import { renderLivePlaylist } from './live/live-playlist';
import { liveWindow } from './live/live-window';
import type { LiveFeeds } from './live/live-feeds.service';
import { type PlaylistSegment, parseMediaPlaylist } from './live/media-playlist';
import { CACHE, mediaHeaders, sendMediaFile } from './media-files';
import { ASSET_NAME, SCOPE_PATTERN } from './media-refs';
import type { VideoCatalog, VideoInfo } from './video-catalog';

export interface MediaHostOptions {
  secret: string;
  /** Holds the demo ladders under `demo/<asset>/` and the library's under `library/<id>/`. */
  store: MediaStore;
  /** Which videos exist, their renditions and where their files are. */
  videos: VideoCatalog;
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
/** A replay's WebVTT captions in one language, and (library videos) the subtitle playlist the master names. */
const CAPTIONS = /^captions\/[a-z]{2}\.(vtt|m3u8)$/;
/** A library master's subtitle renditions: a live window has no captions to follow. */
const SUBTITLES_MEDIA = /^#EXT-X-MEDIA:TYPE=SUBTITLES.*\n/gm;

/** A signed scope `a<id>` (the console's preview of an asset) opens that asset only. */
function scopeAllows(scope: string, asset: string): boolean {
  return !scope.startsWith('a') || assetIdOfVideo(asset) === Number(scope.slice(1));
}

function refuse(reply: FastifyReply): never {
  mediaHeaders(reply, CACHE.refused);
  throw new HttpClientError(403);
}

/**
 * The media host: HLS and its WebVTT captions behind signed paths (docs/decisions/0022-signed-media-urls.md), checked
 * on every playlist, segment and captions file; the demo pictures and previews in the open.
 */
export const mediaHostRoutes: FastifyPluginAsync<MediaHostOptions> = async (app, { secret, store, videos, feeds, now = () => Date.now(), liveWindowSeconds = 180 }) => {
  const sources = createTtlCache<string, Promise<PlaylistSegment[]>>(10_000, now, 100);

  function sourceSegments(info: VideoInfo, rendition: string): Promise<PlaylistSegment[]> {
    const key = `${info.key(rendition)}@${info.version}`;
    let pending = sources.get(key);
    if (!pending) {
      pending = store.readText(info.key(`${rendition}/index.m3u8`)).then((text) => {
        if (text === null) throw new NotFound();
        return parseMediaPlaylist(text);
      });
      pending.catch(() => sources.delete(key));
      sources.set(key, pending);
    }
    return pending;
  }

  async function livePlaylist(reply: FastifyReply, scope: string, info: VideoInfo, rendition: string): Promise<FastifyReply> {
    // A feed belongs to an event; null: not on air yet.
    const state = scope.startsWith('e') ? await feeds.stateOf(Number(scope.slice(1))) : undefined;
    if (!state) throw new NotFound();
    const segments = await sourceSegments(info, rendition);
    const window = liveWindow({ durations: segments.map((segment) => segment.duration), startedAtMs: state.startedAtMs, endedAtMs: state.endedAtMs, nowMs: now(), windowSeconds: liveWindowSeconds });
    return mediaHeaders(reply, CACHE.livePlaylist, 'application/vnd.apple.mpegurl').send(renderLivePlaylist(window, segments));
  }

  /** A library video looped as a live feed: its master without the subtitle renditions. */
  async function liveMaster(reply: FastifyReply, info: VideoInfo): Promise<FastifyReply> {
    const text = await store.readText(info.key('master.m3u8'));
    if (text === null) throw new NotFound();
    return mediaHeaders(reply, CACHE.livePlaylist, 'application/vnd.apple.mpegurl').send(text.replace(SUBTITLES_MEDIA, '').replaceAll(',SUBTITLES="subs"', ''));
  }

  app.get('/media/s/:token/:expires/:scope/:kind/:asset/*', { schema: { hide: true } }, async (request: FastifyRequest<{ Params: SignedParams }>, reply) => {
    const { token, expires, scope, kind, asset, '*': file } = request.params;
    if (!SCOPE_PATTERN.test(scope) || (kind !== 'vod' && kind !== 'live') || !ASSET_NAME.test(asset) || !scopeAllows(scope, asset)) refuse(reply);
    const check = checkMediaToken(secret, token, expires, `${scope}/${kind}/${asset}`, now());
    if (check !== 'ok') {
      request.log.info({ check }, 'media token refused');
      refuse(reply);
    }
    const info = videos.info(asset);
    if (!info) throw new NotFound();
    const library = assetIdOfVideo(asset) !== null;
    const captions = CAPTIONS.exec(file);
    if (captions) {
      if (kind !== 'vod' || (captions[1] === 'm3u8' && !library)) throw new NotFound();
      return sendMediaFile(request, reply, store, info.key(file), CACHE.vodPlaylist);
    }
    const match = FILE.exec(file);
    const rendition = match?.[1];
    if (!match || (rendition !== undefined && !info.renditions.some((known) => known.name === rendition))) throw new NotFound();
    if (rendition === undefined) {
      if (kind === 'live' && library) return liveMaster(reply, info);
      return sendMediaFile(request, reply, store, info.key('master.m3u8'), kind === 'live' ? CACHE.livePlaylist : CACHE.vodPlaylist);
    }
    if (match[2] === 'index.m3u8') {
      return kind === 'live' ? livePlaylist(reply, scope, info, rendition) : sendMediaFile(request, reply, store, info.key(`${rendition}/index.m3u8`), CACHE.vodPlaylist);
    }
    return sendMediaFile(request, reply, store, info.key(`${rendition}/${match[2]}`), CACHE.segment);
  });

  // Playlists and segments are never served without a token.
  app.get('/media/hls/*', { schema: { hide: true } }, async (_request, reply) => refuse(reply));
  app.get('/media/s/*', { schema: { hide: true } }, async (_request, reply) => refuse(reply));

  app.get('/media/demo/:asset/:file', { schema: { hide: true } }, async (request: FastifyRequest<{ Params: { asset: string; file: string } }>, reply) => {
    const { asset, file } = request.params;
    if (!ASSET_NAME.test(asset) || !PUBLIC_DEMO_FILES.has(file)) throw new NotFound();
    return sendMediaFile(request, reply, store, demoKey(asset, file), CACHE.publicFile);
  });

  // A library asset's pictures and previews (kinds 1, 5, 6, 7) and its poster candidates, in the open like the demo videos'.
  app.get('/media/library/:video/*', { schema: { hide: true } }, async (request: FastifyRequest<{ Params: { video: string; '*': string } }>, reply) => {
    const { video, '*': file } = request.params;
    const info = assetIdOfVideo(video) === null ? null : videos.info(video);
    if (!info || !(PUBLIC_LIBRARY_FILES.has(file) || POSTER_CANDIDATE.test(file))) throw new NotFound();
    return sendMediaFile(request, reply, store, info.key(file), CACHE.libraryFile);
  });
};

import { assetIdOfVideo } from '@ott/contracts/admin-media';
import { NotFound } from '../../lib/errors';
import type { FeedSource } from './live/feed-source';
import { renderLivePlaylist } from './live/live-playlist';
import { CACHE } from './media-files';
import type { VideoCatalog, VideoInfo } from './video-catalog';

/** What a signed playback path plays: a replay or VOD, a live feed, or an encoder's feed before viewers see it. */
export const SIGNED_KINDS = ['vod', 'live', 'preview'] as const;
export type SignedKind = (typeof SIGNED_KINDS)[number];

/** A signed path whose token has been checked. */
export interface MediaRequest {
  scope: string;
  kind: SignedKind;
  asset: string;
  /** The path after the signed prefix. */
  file: string;
}

/** A file of the media store to stream, or a playlist made for this request. */
export type MediaAnswer = { key: string; cache: string } | { playlist: string; cache: string };

/** `master.m3u8`, `<rendition>/index.m3u8` or `<rendition>/<segment>.ts`. */
const FILE = /^(?:master\.m3u8|([0-9a-z]{1,8})\/(index\.m3u8|[0-9a-z_]{1,40}\.ts))$/;
/** A replay's WebVTT captions in one language, and (library videos) the subtitle playlist the master names. */
const CAPTIONS = /^captions\/[a-z]{2}\.(vtt|m3u8)$/;

export interface MediaHostServiceDeps {
  /** Which videos exist, their renditions and where their files are. */
  videos: VideoCatalog;
  /** Every live feed's master and windows. */
  feedSource: Pick<FeedSource, 'master' | 'window'>;
}

/**
 * What the media host answers on a signed path: a VOD's files from the store; a live feed's playlists
 * from its feed source, whichever kind of feed it is, and its segments from the store. 404 for anything else.
 */
export function createMediaHostService({ videos, feedSource }: MediaHostServiceDeps) {
  function vod(asset: string, info: VideoInfo | null, file: string): MediaAnswer {
    if (!info) throw new NotFound();
    const captions = CAPTIONS.exec(file);
    if (captions) {
      if (captions[1] === 'm3u8' && assetIdOfVideo(asset) === null) throw new NotFound();
      return { key: info.key(file), cache: CACHE.vodPlaylist };
    }
    const match = FILE.exec(file);
    const rendition = match?.[1];
    if (!match || (rendition !== undefined && !info.renditions.some((known) => known.name === rendition))) throw new NotFound();
    if (rendition === undefined) return { key: info.key('master.m3u8'), cache: CACHE.vodPlaylist };
    if (match[2] === 'index.m3u8') return { key: info.key(`${rendition}/index.m3u8`), cache: CACHE.vodPlaylist };
    return { key: info.key(`${rendition}/${match[2]}`), cache: CACHE.segment };
  }

  /** A feed belongs to an event: only an event's scope opens it. */
  async function live({ scope, kind, asset, file }: MediaRequest, info: VideoInfo | null): Promise<MediaAnswer> {
    const match = FILE.exec(file);
    const rendition = match?.[1];
    const eventId = scope.startsWith('e') ? Number(scope.slice(1)) : null;
    // An ingested feed's renditions are its source's to know; a video's are the catalog's.
    if (!match || eventId === null || (rendition !== undefined && info && !info.renditions.some((known) => known.name === rendition))) throw new NotFound();
    if (rendition === undefined) {
      const master = await feedSource.master(eventId, asset);
      if (master === null) throw new NotFound();
      return { playlist: master, cache: CACHE.livePlaylist };
    }
    if (match[2] === 'index.m3u8') {
      const window = await (kind === 'preview' ? feedSource.window(eventId, asset, rendition, { preview: true }) : feedSource.window(eventId, asset, rendition));
      if (!window) throw new NotFound();
      return { playlist: renderLivePlaylist(window), cache: CACHE.livePlaylist };
    }
    if (!info) throw new NotFound();
    return { key: info.key(`${rendition}/${match[2]}`), cache: CACHE.segment };
  }

  return {
    async answer(request: MediaRequest): Promise<MediaAnswer> {
      const info = videos.info(request.asset);
      return request.kind === 'vod' ? vod(request.asset, info, request.file) : live(request, info);
    },
  };
}
export type MediaHostService = ReturnType<typeof createMediaHostService>;

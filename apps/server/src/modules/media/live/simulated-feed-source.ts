import type { MediaStore } from '../../../lib/media-store/media-store';
import { masterWithoutSubtitles } from '../../media-library/library-master';
import { createTtlCache } from '../../../lib/ttl-cache';
import type { VideoCatalog } from '../video-catalog';
import { demoVideos } from '../videos';
import type { FeedPosition, FeedSegment, FeedSource, FeedWindow } from './feed-source';
import type { LiveFeeds } from './live-feeds.service';
import { liveWindow } from './live-window';
import { type PlaylistSegment, parseMediaPlaylist } from './media-playlist';

export interface SimulatedFeedSourceOptions {
  feeds: Pick<LiveFeeds, 'stateOf'>;
  store: Pick<MediaStore, 'readText'>;
  /** Where each video's playlists are (a demo video or a library asset); the demo videos when left out. */
  videos?: VideoCatalog;
  /** How far back a live feed can be sought (the DVR window). */
  windowSeconds?: number;
  now?: () => number;
}

/**
 * The simulated feeds as a feed source: segment k of a feed is segment k mod N of its video (a demo
 * video or a library asset), recorded once its end has passed (the clock of live-window.ts).
 */
export function createSimulatedFeedSource({ feeds, store, videos = demoVideos({ isReady: () => true }), windowSeconds = 180, now = () => Date.now() }: SimulatedFeedSourceOptions): FeedSource {
  // Every viewer reloads a rendition's playlist every segment: its source is read once per version.
  const sources = createTtlCache<string, Promise<PlaylistSegment[] | null>>(10_000, now, 100);

  /** One rendition's segments as its video has them; null when the video or the rendition is unknown. */
  function sourceSegments(asset: string, rendition: string): Promise<PlaylistSegment[] | null> {
    const info = videos.info(asset);
    if (!info) return Promise.resolve(null);
    const key = `${info.key(rendition)}@${info.version}`;
    let pending = sources.get(key);
    if (!pending) {
      pending = store.readText(info.key(`${rendition}/index.m3u8`)).then((text) => (text === null ? null : parseMediaPlaylist(text)));
      const forget = () => sources.delete(key);
      pending.then((segments) => {
        if (!segments) forget();
      }, forget);
      sources.set(key, pending);
    }
    return pending;
  }

  return {
    async position(eventId: number): Promise<FeedPosition | null> {
      const state = await feeds.stateOf(eventId);
      const at = now();
      if (!state || state.startedAtMs > at) return null;
      const ended = state.endedAtMs !== null && state.endedAtMs <= at;
      const recorded = ((ended ? state.endedAtMs! : at) - state.startedAtMs) / 1000;
      return { startedAtMs: state.startedAtMs, recorded, windowStart: Math.max(0, recorded - windowSeconds), ended };
    },

    async segments(_eventId: number, asset: string, rendition: string, from: number, to: number): Promise<FeedSegment[]> {
      const source = (await sourceSegments(asset, rendition)) ?? [];
      const loop = source.reduce((sum, segment) => sum + segment.duration, 0);
      if (source.length === 0 || loop <= 0) return [];
      const chosen: FeedSegment[] = [];
      let start = Math.floor(from / loop) * loop;
      for (let k = Math.floor(from / loop) * source.length; start < to; k += 1) {
        const segment = source[k % source.length]!;
        if (start + segment.duration > from) chosen.push({ ...segment, start, discontinuity: chosen.length > 0 && k % source.length === 0 });
        start += segment.duration;
      }
      return chosen;
    },

    /** The video's own master, whether or not its feed is on air yet; a library video's without its subtitle renditions. */
    async master(_eventId: number, asset: string): Promise<string | null> {
      const info = videos.info(asset);
      const text = info ? await store.readText(info.key('master.m3u8')) : null;
      return text === null ? null : masterWithoutSubtitles(text);
    },

    async window(eventId: number, asset: string, rendition: string): Promise<FeedWindow | null> {
      const state = await feeds.stateOf(eventId);
      if (!state) return null;
      const source = await sourceSegments(asset, rendition);
      if (!source) return null;
      const window = liveWindow({ durations: source.map((segment) => segment.duration), startedAtMs: state.startedAtMs, endedAtMs: state.endedAtMs, nowMs: now(), windowSeconds });
      return {
        mediaSequence: window.mediaSequence,
        discontinuitySequence: window.discontinuitySequence,
        targetDuration: Math.ceil(Math.max(1, ...source.map((segment) => segment.duration))),
        segments: window.entries.map(({ sourceIndex, duration, discontinuity, startMs }) => ({ uri: source[sourceIndex]!.uri, duration, discontinuity, startMs })),
        ended: window.ended,
        // The clock never misses a segment: a simulated feed is on air for as long as it runs.
        stale: false,
      };
    },
  };
}

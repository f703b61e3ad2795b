import type { MediaStore } from '../../../lib/media-store/media-store';
import type { VideoCatalog } from '../video-catalog';
import type { FeedPosition, FeedSegment, FeedSource } from './feed-source';
import type { LiveFeeds } from './live-feeds.service';
import { parseMediaPlaylist } from './media-playlist';
import { demoVideos } from '../videos';

export interface SimulatedFeedSourceOptions {
  feeds: Pick<LiveFeeds, 'stateOf'>;
  store: Pick<MediaStore, 'readText'>;
  /** Where each video's playlists are (a demo video or a library asset); the demo videos when left out. */
  videos?: VideoCatalog;
  windowSeconds?: number;
  now?: () => number;
}

/**
 * The simulated feeds as a feed source: segment k of a feed is segment k mod N of its video (a demo
 * video or a library asset), recorded once its end has passed (live-window.ts serves the same clock to players).
 */
export function createSimulatedFeedSource({ feeds, store, videos = demoVideos({ isReady: () => true }), windowSeconds = 180, now = () => Date.now() }: SimulatedFeedSourceOptions): FeedSource {
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
      const info = videos.info(asset);
      const text = info ? await store.readText(info.key(`${rendition}/index.m3u8`)) : null;
      const source = text === null ? [] : parseMediaPlaylist(text);
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
  };
}

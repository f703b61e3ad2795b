import { INGEST_ASSET } from '../media-refs';
import type { FeedSource } from './feed-source';

export interface FeedSourcesOptions {
  /** The videos looped by the clock: the demo and `/simulate`. */
  simulated: FeedSource;
  /** The encoders' feeds (assets `live-<eventId>`), once the ingest has registered. */
  ingest: () => FeedSource | null;
}

/**
 * Every live feed behind one source: an event's ingest asset (`live-<eventId>`) goes to the ingest, any
 * other asset to the simulated loop, so the media host and clips never ask which kind a feed is.
 */
export function createFeedSources({ simulated, ingest }: FeedSourcesOptions): FeedSource {
  const sourceOf = (asset: string): FeedSource | null => (INGEST_ASSET.test(asset) ? ingest() : simulated);

  return {
    // Only the event is known here: its encoder's feed when it has one, else its simulated loop.
    async position(eventId) {
      return (await ingest()?.position(eventId)) ?? simulated.position(eventId);
    },
    segments: async (eventId, asset, rendition, from, to) => (await sourceOf(asset)?.segments(eventId, asset, rendition, from, to)) ?? [],
    master: async (eventId, asset) => (await sourceOf(asset)?.master(eventId, asset)) ?? null,
    window: async (eventId, asset, rendition, options) => (await sourceOf(asset)?.window(eventId, asset, rendition, options)) ?? null,
  };
}

import type { AdminAnalyticsRange, UniqueViewersCount } from '@ott/contracts/admin-analytics';
import { HyperLogLog, hllErrorBound } from '../../../lib/hyperloglog';
import { zonedDate } from '../../../lib/zoned-time';
import type { RawViewersRepository } from './raw-viewers.repository';

const DAY_MS = 86_400_000;
const EXACT: UniqueViewersCount = { method: 'exact', error: 0 };
const ESTIMATE: UniqueViewersCount = { method: 'estimate', error: hllErrorBound() };

/** A rollup row of one day: its exact distinct viewers and their sketch (null when rolled up before sketches were kept). */
export interface SketchedDay {
  unique_viewers: number | string;
  viewer_sketch: string | null;
}

/**
 * Distinct viewers over several days from their sketches, merged. A day without a sketch adds its own count (it may
 * share viewers with the others: an over-count for those days only). The truth lies between the largest day and the
 * sum of the days, so the estimate is kept within them.
 */
export function mergedViewers(days: readonly SketchedDay[]): number {
  const sketch = new HyperLogLog();
  let unsketched = 0;
  let largest = 0;
  let sum = 0;
  for (const day of days) {
    const count = Number(day.unique_viewers);
    largest = Math.max(largest, count);
    sum += count;
    if (day.viewer_sketch) sketch.mergeSerialized(day.viewer_sketch);
    else unsketched += count;
  }
  return Math.min(sum, Math.max(largest, sketch.count() + unsketched));
}

export interface UniqueViewersDeps {
  raw: RawViewersRepository;
  /** ANALYTICS_RAW_RETENTION_DAYS: raw rows younger than this are all kept. */
  retentionDays: number;
  now?: () => Date;
}

/**
 * Unique viewers over a range (docs/decisions/0087): exact from the raw rows while the whole range is within their
 * retention, else merged from each day's sketch with the error stated.
 */
export function createUniqueViewers({ raw, retentionDays, now = () => new Date() }: UniqueViewersDeps) {
  /** The range's first day begins after the oldest raw rows still kept were received. */
  const rawKept = (range: AdminAnalyticsRange) => range.from > zonedDate(range.time_zone, new Date(now().getTime() - retentionDays * DAY_MS));

  return {
    async total(channelId: number, range: AdminAnalyticsRange, days: readonly SketchedDay[]): Promise<{ viewers: number; count: UniqueViewersCount }> {
      if (rawKept(range)) return { viewers: await raw.distinctViewers(channelId, range), count: EXACT };
      return { viewers: mergedViewers(days), count: ESTIMATE };
    },

    async perStream(channelId: number, range: AdminAnalyticsRange, eventDays: readonly (SketchedDay & { stream_id: string })[]): Promise<{ viewers: Map<string, number>; count: UniqueViewersCount }> {
      if (rawKept(range)) return { viewers: await raw.distinctViewersByStream(channelId, range), count: EXACT };
      const streams = new Map<string, SketchedDay[]>();
      for (const day of eventDays) {
        const days = streams.get(day.stream_id);
        if (days) days.push(day);
        else streams.set(day.stream_id, [day]);
      }
      return { viewers: new Map([...streams].map(([stream, days]) => [stream, mergedViewers(days)])), count: ESTIMATE };
    },
  };
}
export type UniqueViewers = ReturnType<typeof createUniqueViewers>;

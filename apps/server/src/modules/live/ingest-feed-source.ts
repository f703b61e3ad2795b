import { createTtlCache } from '../../lib/ttl-cache';
import { type FeedSource, type FeedWindow, STALE_TARGET_DURATIONS } from '../media/live/feed-source';
import type { IngestRow, LiveIngestRepository, SegmentRow } from './live-ingest.repository';
import { ingestMaster } from './packaging/ingest-master';
import type { PlannedRendition } from './packaging/ladder-plan';

export interface IngestFeedSourceDeps {
  repository: Pick<LiveIngestRepository, 'find' | 'segmentsFrom' | 'lastSegment' | 'segmentAt'>;
  segmentSeconds: number;
  now?: () => number;
  /** Every viewer reloads its playlist every segment: one read per rendition serves them all for this long. */
  cacheMs?: number;
}

export const planOf = (row: Pick<IngestRow, 'renditions'>): PlannedRendition[] => JSON.parse(row.renditions) as PlannedRendition[];

/**
 * RTMP ingests as a feed source: everything is read from the segment index (live_segments), whose files are in
 * the media store under `live/<event>/<rendition>/`. The feed's clock starts when the event went live.
 */
export function createIngestFeedSource({ repository, segmentSeconds, now = () => Date.now(), cacheMs = 500 }: IngestFeedSourceDeps): FeedSource {
  const windows = createTtlCache<string, Promise<FeedWindow | null>>(cacheMs, now, 2_000);
  const startOf = (row: IngestRow) => (row.started_at === null ? null : Date.parse(row.started_at));

  async function readWindow(eventId: number, rendition: string, preview: boolean): Promise<FeedWindow | null> {
    const row = await repository.find(eventId);
    if (!row || row.state === 'idle' && row.runs === 0) return null;
    const liveFrom = startOf(row);
    if (!preview && liveFrom === null) return null;
    const at = now();
    const endMs = row.ended_at === null ? Number.MAX_SAFE_INTEGER : Date.parse(row.ended_at);
    const fromMs = Math.max(at - row.dvr_seconds * 1000, preview ? 0 : liveFrom!);
    const rows = await repository.segmentsFrom(eventId, rendition, fromMs, endMs);
    if (rows.length === 0) return null;
    const target = Math.ceil(Math.max(segmentSeconds, ...rows.map((segment) => segment.duration)) - 0.001);
    const newest = rows.at(-1)!;
    return {
      mediaSequence: rows[0]!.sequence,
      // The first segment's own discontinuity is counted, not tagged.
      discontinuitySequence: rows[0]!.discontinuities,
      targetDuration: target,
      segments: rows.map((segment, index) => ({ uri: segment.uri, duration: segment.duration, discontinuity: index > 0 && segment.discontinuity === 1, startMs: segment.start_ms })),
      ended: row.state === 'ended',
      stale: newest.start_ms + newest.duration * 1000 < at - STALE_TARGET_DURATIONS * target * 1000,
    };
  }

  const toFeedSegment = (startedAtMs: number) => (segment: SegmentRow) => ({
    uri: segment.uri,
    duration: segment.duration,
    start: (segment.start_ms - startedAtMs) / 1000,
    discontinuity: segment.discontinuity === 1,
  });

  return {
    async position(eventId) {
      const row = await repository.find(eventId);
      const startedAtMs = row ? startOf(row) : null;
      if (!row || startedAtMs === null) return null;
      const top = planOf(row).at(-1);
      const last = top ? await repository.lastSegment(eventId, top.name) : undefined;
      const recorded = last ? Math.max(0, (last.start_ms + last.duration * 1000 - startedAtMs) / 1000) : 0;
      return { startedAtMs, recorded, windowStart: Math.max(0, recorded - row.dvr_seconds), ended: row.state === 'ended' };
    },

    async segments(eventId, _asset, rendition, from, to) {
      const row = await repository.find(eventId);
      const startedAtMs = row ? startOf(row) : null;
      if (!row || startedAtMs === null) return [];
      const first = await repository.segmentAt(eventId, rendition, startedAtMs + from * 1000);
      const fromMs = Math.max(startedAtMs, first?.start_ms ?? startedAtMs);
      return (await repository.segmentsFrom(eventId, rendition, fromMs, startedAtMs + to * 1000)).map(toFeedSegment(startedAtMs));
    },

    async master(eventId) {
      const row = await repository.find(eventId);
      const plan = row ? planOf(row) : [];
      return plan.length === 0 ? null : ingestMaster(plan);
    },

    window(eventId, _asset, rendition, options) {
      const preview = options?.preview === true;
      const key = `${eventId}/${rendition}/${preview}`;
      let pending = windows.get(key);
      if (!pending) {
        pending = readWindow(eventId, rendition, preview);
        pending.catch(() => windows.delete(key));
        windows.set(key, pending);
      }
      return pending;
    },
  };
}

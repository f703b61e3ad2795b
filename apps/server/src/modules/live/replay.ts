import { publishData } from '../../lib/media-store/publish-data';
import { join } from 'node:path';
import type { MediaStore } from '../../lib/media-store/media-store';
import { clipPlaylist } from '../clips/clip-cut';
import type { LiveIngestRepository, SegmentRow } from './live-ingest.repository';
import { ingestKey } from './ingest-videos';
import { ingestMaster } from './packaging/ingest-master';
import { REPLAY_POSTER } from './replay-poster.routes';
import type { PlannedRendition } from './packaging/ladder-plan';

export interface ReplayInput {
  /** Takes the poster from the first kept segment of the top rendition (a file path) into `out`. */
  takePoster(segment: string, out: string): Promise<void>;
  eventId: number;
  plan: readonly PlannedRendition[];
  startedAtMs: number;
  endedAtMs: number;
  trimStart: number;
  trimEnd: number;
}

/** Half a millisecond of room for durations written with 6 decimals. */
const EPSILON = 0.0005;

/**
 * The segments a replay keeps: what was recorded while live, without the slate after the encoder's last
 * segment, and without whole segments inside the trimmed seconds at each end (playlist editing: nothing is
 * re-encoded, so a cut falls on a segment boundary).
 */
export function replaySegments(rows: readonly SegmentRow[], trimStart: number, trimEnd: number): SegmentRow[] {
  let last = rows.length - 1;
  while (last >= 0 && rows[last]!.slate === 1) last -= 1;
  const kept = rows.slice(0, last + 1);
  const total = kept.reduce((sum, row) => sum + row.duration, 0);
  let at = 0;
  return kept.filter((row) => {
    const start = at;
    at += row.duration;
    return at > trimStart + EPSILON && start < total - trimEnd - EPSILON;
  });
}

/**
 * Writes the replay of an ended live: one VOD playlist per rendition over its recorded segments (the same
 * files the live played) and the master, under the ingest's prefix. Returns its duration in seconds.
 */
export async function writeReplay(repository: Pick<LiveIngestRepository, 'segmentsFrom'>, store: Pick<MediaStore, 'publishFile' | 'withLocalCopy'>, input: ReplayInput): Promise<number> {
  let duration = 0;
  let first: { rendition: string; uri: string } | null = null;
  for (const rendition of input.plan) {
    const rows = await repository.segmentsFrom(input.eventId, rendition.name, input.startedAtMs, input.endedAtMs);
    const kept = replaySegments(rows, input.trimStart, input.trimEnd);
    const text = clipPlaylist(kept.map((row, index) => ({ uri: row.uri, duration: row.duration, discontinuity: index > 0 && row.discontinuity === 1 })));
    await publishData(store, ingestKey(input.eventId, `${rendition.name}/index.m3u8`), text);
    duration = kept.reduce((sum, row) => sum + row.duration, 0);
    first = kept[0] ? { rendition: rendition.name, uri: kept[0].uri } : null;
  }
  const poster = first;
  if (poster) {
    await store.withLocalCopy(
      ingestKey(input.eventId, poster.rendition),
      (dir) => store.publishFile(ingestKey(input.eventId, REPLAY_POSTER), (out) => input.takePoster(join(dir, poster.uri), out)),
      (name) => name === poster.uri,
    );
  }
  await publishData(store, ingestKey(input.eventId, 'master.m3u8'), ingestMaster([...input.plan]));
  return Math.round(duration * 1000) / 1000;
}

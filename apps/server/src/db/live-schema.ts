import type { Generated } from 'kysely';
import type { Flag, IsoTime, JsonText } from './column-types';

/** An event's RTMP ingest (migration 20251129130000, docs/decisions/0067-rtmp-ingest.md). */
export interface LiveIngestsTable {
  event_id: number;
  channel_id: number;
  /** SHA-256 of the stream key, base64url: how a publish finds its event. */
  key_hash: string;
  /** The stream key sealed with the server's ingest secret (AES-256-GCM), shown again in the console. */
  key_sealed: string;
  /** IngestState: idle, receiving, live, ended. */
  state: string;
  /** When viewers started watching (live), ISO. */
  started_at: IsoTime | null;
  ended_at: IsoTime | null;
  /** Publishes so far: each run's segments are named after it. */
  runs: Generated<number>;
  reconnects: Generated<number>;
  /** JSON array of IngestRendition: the ladder of the newest run. */
  renditions: Generated<JsonText>;
  /** JSON IngestHealth of the newest run, or null. */
  health: JsonText | null;
  dvr_seconds: number;
  reconnect_seconds: number;
  replay_published: Generated<Flag>;
  trim_start: Generated<number>;
  trim_end: Generated<number>;
  updated_at: IsoTime;
}

/** One segment of an ingested live in one rendition, in the media store under `live/<event>/<rendition>/<uri>`. */
export interface LiveSegmentsTable {
  event_id: number;
  rendition: string;
  sequence: number;
  uri: string;
  duration: number;
  /** Wall-clock start, ms since the epoch (EXT-X-PROGRAM-DATE-TIME). */
  start_ms: number;
  discontinuity: Flag;
  /** Discontinuities up to and including this segment: the window's EXT-X-DISCONTINUITY-SEQUENCE. */
  discontinuities: number;
  /** The channel's slate, repeated while the encoder is away. */
  slate: Flag;
}

export interface LiveTables {
  live_ingests: LiveIngestsTable;
  live_segments: LiveSegmentsTable;
}

import type { ColumnType, Generated } from 'kysely';
import type { Flag, Id, IsoTime, JsonText } from './column-types';

/** bigint columns: pg hands them back as strings, SQLite as numbers; the repository reads them with Number(). */
export type ByteCount = ColumnType<number | string, number, number>;

/** An operator's uploaded video (migration 20251127100000). */
export interface MediaAssetsTable {
  id: Id;
  channel_id: number;
  title: string;
  original_filename: string;
  /** queued, processing, ready, failed, cancelled (MediaAssetState). */
  state: string;
  /** The running (or failed) MediaAssetStage; null when queued or ready. */
  stage: string | null;
  progress: Generated<number>;
  failure_reason: string | null;
  size_bytes: ByteCount;
  storage_bytes: ColumnType<number | string, number | undefined, number>;
  duration: number | null;
  width: number | null;
  height: number | null;
  frame_rate: number | null;
  has_audio: Flag | null;
  container: string | null;
  normalize_audio: Generated<Flag>;
  /** JSON array of MediaRendition. */
  renditions: Generated<JsonText>;
  poster: string | null;
  poster_candidates: Generated<number>;
  has_preview: Generated<Flag>;
  playable: Generated<Flag>;
  /** Counts processing runs; a job for an older run stops. */
  run: Generated<number>;
  created_by: number | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  processed_at: IsoTime | null;
}

export interface MediaCaptionsTable {
  id: Id;
  asset_id: number;
  language: string;
  label: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface MediaMarkersTable {
  id: Id;
  asset_id: number;
  name: string;
  seconds: number;
  created_at: IsoTime;
}

/** A tus upload: only its operator may resume it; `asset_id` once complete. */
export interface MediaUploadsTable {
  id: string;
  channel_id: number;
  operator_id: number;
  filename: string;
  title: string;
  normalize_audio: Generated<Flag>;
  size_bytes: ByteCount;
  offset_bytes: ColumnType<number | string, number | undefined, number>;
  asset_id: number | null;
  created_at: IsoTime;
  expires_at: IsoTime;
  completed_at: IsoTime | null;
}

export interface MediaTables {
  media_assets: MediaAssetsTable;
  media_captions: MediaCaptionsTable;
  media_markers: MediaMarkersTable;
  media_uploads: MediaUploadsTable;
}

import { type MediaAsset, type MediaAssetStage, type MediaAssetState, type MediaCaption, type MediaMarker, type MediaRendition, type MediaUsage, libraryVideoId } from '@ott/contracts/admin-media';
import type { Selectable } from 'kysely';
import type { MediaAssetsTable, MediaCaptionsTable, MediaMarkersTable } from '../../db/media-schema';
import type { PlaybackSigner } from '../media/playback';
import { assetScope } from '../media/media-refs';
import { LIBRARY_FILES, libraryFileUrl } from './library-keys';
import type { MasterRendition } from './library-master';

export type AssetRow = Selectable<MediaAssetsTable> & { created_by_name: string | null };
export type CaptionRow = Selectable<MediaCaptionsTable>;
export type MarkerRow = Selectable<MediaMarkersTable>;

/** The renditions column: the transcoder's MasterRendition[] JSON. */
export function renditionsOf(row: Pick<AssetRow, 'renditions'>): MasterRendition[] {
  try {
    const parsed: unknown = JSON.parse(row.renditions);
    return Array.isArray(parsed) ? (parsed as MasterRendition[]) : [];
  } catch {
    return [];
  }
}

const onWire = ({ name, width, height, bandwidth }: MediaRendition): MediaRendition => ({ name, width, height, bandwidth });
const flag = (value: number | null): boolean | null => (value === null ? null : value === 1);

export type LibrarySigner = Pick<PlaybackSigner, 'signedUrl' | 'publicUrl'>;

/** The signed master URL of an asset for the console's preview player (scope `a<id>`). */
export const previewMasterUrl = (playback: LibrarySigner, assetId: number): string => playback.signedUrl(assetScope(assetId), { kind: 'vod', asset: libraryVideoId(assetId) });

/** A caption's console preview URL: its WebVTT file beside the signed master. */
export function captionUrl(playback: LibrarySigner, assetId: number, language: string): string {
  return `${previewMasterUrl(playback, assetId).slice(0, -LIBRARY_FILES.master.length)}${LIBRARY_FILES.captions(language)}`;
}

export const toCaption = (playback: LibrarySigner, row: CaptionRow): MediaCaption => ({
  id: row.id,
  language: row.language,
  label: row.label,
  url: captionUrl(playback, row.asset_id, row.language),
  updated_at: row.updated_at,
});

export const toMarker = (row: MarkerRow): MediaMarker => ({ id: row.id, name: row.name, seconds: Number(row.seconds) });

export interface AssetExtras {
  captions: CaptionRow[];
  markers: MarkerRow[];
  usage: MediaUsage;
  queuePosition: number | null;
}

/** An asset row and what belongs to it, as the console receives it. */
export function toAsset(playback: LibrarySigner, row: AssetRow, extras: AssetExtras): MediaAsset {
  // Files keep their names when replaced (a new poster): the change time makes the console load the new one.
  const version = `?v=${Date.parse(row.updated_at) || 0}`;
  const file = (name: string) => playback.publicUrl(libraryFileUrl(row.id, name));
  return {
    id: row.id,
    video: libraryVideoId(row.id),
    title: row.title,
    original_filename: row.original_filename,
    state: row.state as MediaAssetState,
    stage: row.stage as MediaAssetStage | null,
    progress: Math.max(0, Math.min(100, Math.round(row.progress))),
    failure_reason: row.failure_reason,
    queue_position: row.state === 'queued' ? extras.queuePosition : null,
    playable: row.playable === 1,
    size_bytes: Number(row.size_bytes),
    storage_bytes: Number(row.storage_bytes),
    duration: row.duration === null ? null : Number(row.duration),
    width: row.width,
    height: row.height,
    frame_rate: row.frame_rate === null ? null : Number(row.frame_rate),
    has_audio: flag(row.has_audio),
    container: row.container,
    normalize_audio: row.normalize_audio === 1,
    renditions: renditionsOf(row).map(onWire),
    poster: row.poster ? `${file(row.poster)}${version}` : null,
    thumbnail: row.poster ? `${file(LIBRARY_FILES.thumbnail)}${version}` : null,
    preview: row.has_preview === 1 ? file(LIBRARY_FILES.preview) : null,
    preview_alt: row.has_preview === 1 ? file(LIBRARY_FILES.previewAlt) : null,
    poster_candidates: Array.from({ length: row.poster_candidates }, (_, index) => file(LIBRARY_FILES.posterCandidate(index))),
    captions: extras.captions.map((caption) => toCaption(playback, caption)),
    markers: extras.markers.map(toMarker),
    usage: extras.usage,
    created_by: row.created_by_name,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** What the audit log keeps of a caption: no signed URL (its token opens the video). */
export const auditedCaption = ({ url: _url, ...caption }: MediaCaption) => caption;
export const auditedAsset = (asset: MediaAsset) => ({ ...asset, captions: asset.captions.map(auditedCaption) });

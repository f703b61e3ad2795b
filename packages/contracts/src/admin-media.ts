import { z } from 'zod';
import { AdminListMeta, AdminListQuery } from './admin-auth';

/**
 * The console's media library (`/api/admin/channels/{channel_key}/media…`, uploads at
 * `/api/admin/uploads`): an operator's own videos, uploaded with tus, probed and transcoded into an
 * HLS ladder by a job, with posters, previews, captions and markers. A library video is attached
 * to events, VOD items and prerolls by its `video` id, `lib-<asset id>`, the way a demo video is
 * attached by its name.
 */

const REQUIRED = 'Field is required';
const shorter = (n: number) => `Field length must be less than ${n}`;

/** How an asset id appears where a video is named (`video` of an event attach, stored media URLs). */
export const LIBRARY_VIDEO_PREFIX = 'lib-';
export const libraryVideoId = (assetId: number): string => `${LIBRARY_VIDEO_PREFIX}${assetId}`;
/** The asset id of a `lib-<id>` video name; null for a demo video's name or anything else. */
export function assetIdOfVideo(video: string): number | null {
  const match = /^lib-([1-9]\d{0,9})$/.exec(video);
  return match ? Number(match[1]) : null;
}

/**
 * queued: uploaded, waiting for a transcode slot; processing: a stage is running; ready: every
 * rendition, poster and preview made; failed: `failure_reason` says why (retry possible);
 * cancelled: stopped by an operator (retry possible).
 */
export const MediaAssetState = z.enum(['queued', 'processing', 'ready', 'failed', 'cancelled']);
export type MediaAssetState = z.infer<typeof MediaAssetState>;

/** The processing steps in order; `stage` is the one running (or the one that failed). */
export const MediaAssetStage = z.enum(['probe', 'first_rendition', 'ladder', 'posters', 'preview', 'finish']);
export type MediaAssetStage = z.infer<typeof MediaAssetStage>;

/** Rendition names by height; a ladder never exceeds its source. */
export const RENDITION_HEIGHTS = { '1080p': 1080, '720p': 720, '360p': 360 } as const;

export const MediaRendition = z.object({
  name: z.string().describe('1080p, 720p, 360p, or <height>p for a source under 360 lines'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Peak bits per second over a segment, as in the master playlist's BANDWIDTH. */
  bandwidth: z.number().int().min(0),
});
export type MediaRendition = z.infer<typeof MediaRendition>;

/** ISO 639-1 code, lower case. */
export const CaptionLanguage = z
  .string({ error: REQUIRED })
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, 'Use a two-letter language code such as en');

export const MediaCaption = z
  .object({
    id: z.number().int().positive(),
    language: z.string(),
    label: z.string(),
    /** A console preview URL (signed like playback, short-lived). */
    url: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'MediaCaption' });
export type MediaCaption = z.infer<typeof MediaCaption>;

export const MediaCaptionPatch = z.object({
  language: CaptionLanguage.optional(),
  label: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(60, shorter(61)).optional(),
});
export type MediaCaptionPatch = z.infer<typeof MediaCaptionPatch>;

/** A named moment of a replay (kick-off, half-time, goal): viewers jump to it; clips may start at it. */
export const MediaMarker = z.object({ id: z.number().int().positive(), name: z.string(), seconds: z.number().min(0) }).meta({ id: 'MediaMarker' });
export type MediaMarker = z.infer<typeof MediaMarker>;
export const MediaMarkerInput = z.object({
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(80, shorter(81)),
  seconds: z.number({ error: 'Must be a number of seconds' }).min(0, 'Must be 0 or more'),
});
export type MediaMarkerInput = z.infer<typeof MediaMarkerInput>;

/** Where an asset is used; an asset in use cannot be deleted. */
export const MediaUsage = z.object({
  events: z.array(z.object({ id: z.number().int(), name: z.string() })),
  vod_items: z.array(z.object({ id: z.number().int(), title: z.string() })),
  prerolls: z.array(z.object({ id: z.number().int() })),
});
export type MediaUsage = z.infer<typeof MediaUsage>;

export const MediaAsset = z
  .object({
    id: z.number().int().positive(),
    /** `lib-<id>`: what attach calls take as `video`. */
    video: z.string(),
    title: z.string(),
    original_filename: z.string(),
    state: MediaAssetState,
    stage: MediaAssetStage.nullable(),
    /** 0–100 over the whole processing. */
    progress: z.number().int().min(0).max(100),
    failure_reason: z.string().nullable(),
    /** Waiting transcodes ahead of this one (queued only), so the console can say what waits. */
    queue_position: z.number().int().min(0).nullable(),
    /** The first rendition is published: the asset already plays while the rest of the ladder is made. */
    playable: z.boolean(),
    size_bytes: z.number().int().min(0).describe('the uploaded source'),
    storage_bytes: z.number().int().min(0).describe('everything the asset keeps in the store'),
    duration: z.number().min(0).nullable().describe('seconds'),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    frame_rate: z.number().nullable(),
    has_audio: z.boolean().nullable(),
    container: z.string().nullable().describe("ffprobe's format name"),
    normalize_audio: z.boolean().describe('loudness-normalised audio (EBU R128, -16 LUFS)'),
    renditions: z.array(MediaRendition),
    poster: z.string().nullable().describe('public URL of the chosen poster'),
    thumbnail: z.string().nullable(),
    preview: z.string().nullable().describe('short silent MP4 (media kind 6)'),
    preview_alt: z.string().nullable().describe('media kind 7'),
    poster_candidates: z.array(z.string()),
    captions: z.array(MediaCaption),
    markers: z.array(MediaMarker),
    usage: MediaUsage,
    created_by: z.string().nullable().describe("the uploading operator's name"),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'MediaAsset' });
export type MediaAsset = z.infer<typeof MediaAsset>;

export const MediaUsedFilter = z.enum(['used', 'unused']);
export const MediaListQuery = AdminListQuery.extend({
  state: MediaAssetState.optional(),
  used: MediaUsedFilter.optional(),
  created_from: z.iso.datetime({ offset: true, error: 'Use an ISO 8601 date and time' }).optional(),
  created_to: z.iso.datetime({ offset: true, error: 'Use an ISO 8601 date and time' }).optional(),
  min_duration: z.coerce.number().min(0).optional(),
  max_duration: z.coerce.number().min(0).optional(),
});
export type MediaListQuery = z.infer<typeof MediaListQuery>;
export const MediaList = z.object({ data: z.array(MediaAsset), meta: AdminListMeta });

export const MediaAssetPatch = z.object({
  title: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, shorter(201)).optional(),
  normalize_audio: z.boolean().optional().describe('takes effect on the next processing (retry)'),
});
export type MediaAssetPatch = z.infer<typeof MediaAssetPatch>;

/** Pick one of `poster_candidates` by its index. */
export const MediaPosterChoice = z.object({ candidate: z.number({ error: REQUIRED }).int().min(0) });

export const MediaBulkDelete = z.object({ ids: z.array(z.number().int().positive()).min(1, REQUIRED).max(200) });
export const MediaBulkDeleteResult = z.object({
  done: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), message: z.string(), usage: MediaUsage.optional() })),
});
export type MediaBulkDeleteResult = z.infer<typeof MediaBulkDeleteResult>;

/** A channel's library storage against its quota. */
export const MediaStorage = z.object({
  used_bytes: z.number().int().min(0),
  quota_bytes: z.number().int().min(0),
  /** Set by the channel (console) or the server's MEDIA_QUOTA_GB. */
  quota_source: z.enum(['channel', 'default']),
  upload_max_bytes: z.number().int().min(0),
  transcode_concurrency: z.number().int().min(1),
});
export type MediaStorage = z.infer<typeof MediaStorage>;
export const MediaQuotaPatch = z.object({ quota_gb: z.number().int().min(1, 'Must be at least 1').max(1_000_000).nullable() });

/** The tus answer that completes an upload (and a HEAD of a completed one) names the library asset it became. */
export const UPLOAD_ASSET_HEADER = 'Upload-Asset-Id';
/** tus Upload-Metadata keys the console sends (values base64 as tus requires). */
export const UPLOAD_METADATA = { channel: 'channel_key', filename: 'filename', title: 'title', normalizeAudio: 'normalize_audio' } as const;
/** An operator's unfinished uploads, so a reloaded console can offer to resume them. */
export const PendingUpload = z.object({
  id: z.string(),
  channel_key: z.string(),
  filename: z.string(),
  size_bytes: z.number().int().min(0),
  offset_bytes: z.number().int().min(0),
  created_at: z.string(),
  expires_at: z.string(),
});
export type PendingUpload = z.infer<typeof PendingUpload>;

/** Accepted by content (ffprobe format names), whatever the file is called. */
export const ACCEPTED_CONTAINERS = ['mov', 'mp4', 'm4a', '3gp', '3g2', 'mj2', 'matroska', 'webm'] as const;
export const ACCEPTED_UPLOAD_TYPES = '.mp4,.mov,.mkv,.webm,video/mp4,video/quicktime,video/x-matroska,video/webm';

export const MEDIA_ERRORS = {
  quota: { code: 'MEDIA_QUOTA_EXCEEDED', message: "This upload would exceed the channel's media storage quota" },
  tooLarge: { code: 'UPLOAD_TOO_LARGE', message: 'This file is larger than the largest upload allowed' },
  inUse: { code: 'MEDIA_IN_USE', message: 'This video is used and cannot be deleted; detach it first' },
  notRetryable: { code: 'MEDIA_NOT_RETRYABLE', message: 'Only a failed or cancelled video can be processed again' },
  notCancellable: { code: 'MEDIA_NOT_CANCELLABLE', message: 'Only a queued or processing video can be cancelled' },
  captionFormat: { code: 'CAPTION_FORMAT', message: 'Upload a WebVTT (.vtt) or SubRip (.srt) file' },
  captionLanguageTaken: { code: 'CAPTION_LANGUAGE_TAKEN', message: 'This video already has captions in this language' },
  notReady: { code: 'MEDIA_NOT_READY', message: 'This video is still being processed' },
} as const;

/** Failure reasons stored on an asset; shown as is in the console (and translated there). */
export const MEDIA_FAILURES = {
  unreadable: 'The file is not a video we can read',
  noVideo: 'The file has no video stream',
  unsupported: 'Unsupported container: upload MP4, MOV, MKV or WebM',
  transcode: 'Transcoding failed',
  interrupted: 'Processing was interrupted',
} as const;

/** The console preview player's signed master URL (null until the asset plays). */
export const MediaPlaybackUrl = z.object({ url: z.string().nullable() });
export type MediaPlaybackUrl = z.infer<typeof MediaPlaybackUrl>;

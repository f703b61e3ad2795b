import { z } from 'zod';
import { EventScore } from './scores';

/**
 * Going live from an encoder (OBS, vMix, a phone app, a hardware encoder) over RTMP
 * (docs/decisions/0067-rtmp-ingest.md). The console reads and drives one event's ingest at
 * `/api/admin/channels/{channel_key}/events/{id}/ingest`; viewers learn of its changes from the
 * channel's live-state stream.
 */

/** idle: no encoder · receiving: the encoder publishes, only operators see it · live: viewers watch · ended: the recording is the replay. */
export const IngestState = z.enum(['idle', 'receiving', 'live', 'ended']);
export type IngestState = z.infer<typeof IngestState>;

/** What an encoder is told to send: a keyframe every segment, and these sizes and bitrates at most. */
export const INGEST_KEYFRAME_SECONDS = 2;
export const INGEST_SEGMENT_SECONDS = 2;
/** How long before its scheduled start an encoder may begin publishing (a preview for operators). */
export const INGEST_LEAD_SECONDS = 2 * 3600;
/** How long a dropped encoder may take to come back before the event counts as off air for good (after its scheduled end). */
export const INGEST_RECONNECT_SECONDS = 60;
/** How far back viewers can rewind a live event. */
export const INGEST_DVR_SECONDS = 2 * 3600;
/** Below this, the 720p rendition of the ladder has nothing to be made from. */
export const INGEST_MIN_VIDEO_KBPS = 2_500;

/** One rendition of the ladder the packager makes: `src` is the encoder's own picture, passed through when it fits. */
export const IngestRendition = z.object({
  name: z.string().regex(/^[0-9a-z]{1,8}$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Re-encoded (false: the source's own H.264 passed through). */
  transcoded: z.boolean(),
  video_kbps: z.number().int().nonnegative(),
});
export type IngestRendition = z.infer<typeof IngestRendition>;

export const IngestWarning = z.enum(['keyframe_interval', 'low_bitrate', 'not_h264', 'no_audio']);
export type IngestWarning = z.infer<typeof IngestWarning>;

/** Stream health while an encoder publishes, as YouTube Live shows it; null fields are not known yet. */
export const IngestHealth = z.object({
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  frame_rate: z.number().nullable(),
  video_codec: z.string().nullable(),
  audio_codec: z.string().nullable(),
  /** The input's bitrate over the last segments, kbit/s. */
  bitrate_kbps: z.number().int().nullable(),
  /** Seconds between keyframes, from the segments' lengths. */
  keyframe_interval: z.number().nullable(),
  /** How fast the packager keeps up (1 = real time). */
  speed: z.number().nullable(),
  dropped_frames: z.number().int().nonnegative(),
  reconnects: z.number().int().nonnegative(),
  /** When the newest segment was recorded, ISO 8601. */
  last_segment_at: z.string().nullable(),
  warnings: z.array(IngestWarning),
  renditions: z.array(IngestRendition),
});
export type IngestHealth = z.infer<typeof IngestHealth>;

export const AdminIngest = z
  .object({
    event_id: z.number().int().positive(),
    state: IngestState,
    /**
     * The server URL to paste into the encoder (RTMPS when a certificate is configured); null when the deployment
     * takes no encoder streams, or does on a host it was not told of (RTMP_PORT=0 without RTMP_PUBLIC_URL).
     */
    rtmp_url: z.string().nullable(),
    stream_key: z.string(),
    /** An encoder is connected now. */
    connected: z.boolean(),
    /** The encoder dropped while live: viewers see the slate until it comes back. */
    slate: z.boolean(),
    started_at: z.string().nullable(),
    ended_at: z.string().nullable(),
    /** From when an encoder's publish is accepted (the lead time before the start). */
    accepts_from: z.string(),
    reconnect_seconds: z.number().int().positive(),
    dvr_seconds: z.number().int().positive(),
    /** The encoder settings to use. */
    encoder: z.object({
      keyframe_seconds: z.number().int().positive(),
      video_codec: z.literal('H.264'),
      audio_codec: z.literal('AAC'),
      max_resolution: z.string(),
      recommended_kbps: z.object({ '1080p': z.number().int(), '720p': z.number().int() }),
    }),
    health: IngestHealth.nullable(),
    /** The operators' preview (receiving and live), signed for the console. */
    preview_url: z.string().nullable(),
    /** After the end: the replay's trim and whether viewers see it. */
    replay: z
      .object({
        published: z.boolean(),
        /** Seconds recorded while live, before the trims. */
        duration: z.number(),
        trim_start: z.number().nonnegative(),
        trim_end: z.number().nonnegative(),
      })
      .nullable(),
  })
  .meta({ id: 'AdminIngest' });
export type AdminIngest = z.infer<typeof AdminIngest>;

/** 'Start now' and 'End' in the console's Go live panel. */
export const AdminIngestAction = z.object({ action: z.enum(['start', 'end']) });
export type AdminIngestAction = z.infer<typeof AdminIngestAction>;

/** The replay after the end: seconds cut at each end (playlist editing, no re-encode) and whether it is published. */
export const AdminReplayPatch = z
  .object({
    trim_start: z.number({ error: 'Must be a number' }).nonnegative('Must be 0 or more').optional(),
    trim_end: z.number({ error: 'Must be a number' }).nonnegative('Must be 0 or more').optional(),
    published: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type AdminReplayPatch = z.infer<typeof AdminReplayPatch>;

/**
 * One message of `GET /api/live_state?channel_key=…` (server-sent events, `event: live`): an event of the
 * channel changed its live state. Lists refetch, and an open player follows it.
 */
export const LiveStateMessage = z.object({
  event_id: z.number().int().positive(),
  state: IngestState,
  slate: z.boolean(),
  stream_status: z.enum(['live', 'upcoming', 'vod']),
});
export type LiveStateMessage = z.infer<typeof LiveStateMessage>;

/**
 * `event: score` on the same stream (docs/decisions/0082-live-score.md): an event's score, period or clock changed.
 * A separate SSE event name, so `live` consumers are unaffected.
 */
export const ScoreStateMessage = EventScore;
export type ScoreStateMessage = EventScore;

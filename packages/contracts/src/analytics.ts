import { z } from 'zod';
import { Messages } from './message-texts';

/**
 * The analytics service (spec §7, §9; issue 16): what the browser posts under `/datalake/`.
 * Every POST takes one body or a batch (an array of up to ANALYTICS_BATCH_MAX bodies), as JSON or as a
 * `text/plain` body holding JSON (navigator.sendBeacon). The channel is named by its analytics key
 * (channel setting 'yare-analytics') in the query: `?key=<yare-analytics>`.
 */
export const ANALYTICS_BATCH_MAX = 100;
/** Larger bodies are answered 413. */
export const ANALYTICS_BODY_LIMIT_BYTES = 64 * 1024;
/** Spec §9: the browser keeps a session hash this long. */
export const ANALYTICS_SESSION_HOURS = 24;

export const ANALYTICS_MESSAGES = {
  unknownKey: 'Unknown analytics key',
  batchEmpty: 'Send at least one item',
  batchTooLarge: `Send at most ${ANALYTICS_BATCH_MAX} items at once`,
  extrasTooLarge: 'Field extras must be an object of at most 4096 characters',
  mustBeNumber: 'Field must be a number',
  mustBeNonNegative: 'Field must be 0 or more',
  viewingTimeTooLong: 'Field viewing_time must be at most 3600 seconds',
  mustBeUuid: 'Field must be a session or view identifier (8 to 64 letters, digits or dashes)',
  consentValue: 'Field consent must be one of accepted, declined, unknown',
  userIdValue: 'Field user_id must be a positive integer',
  streamIdValue: 'Field stream_id must be an event, video or clip id',
} as const;

const Text = (max: number) => z.string().max(max);
const OptionalText = (max: number) => Text(max).nullish();
/** A session hash from GET /datalake/hash/ or a view id the browser makes (uuid). */
const Token = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, ANALYTICS_MESSAGES.mustBeUuid);
/** An event, VOD item or clip id, as a number or a string. */
const StreamId = z.union([Text(64).min(1), z.number().int()], {
  error: (issue) => (issue.input === undefined ? Messages.fieldRequired : ANALYTICS_MESSAGES.streamIdValue),
});
const Seconds = z.number({ error: ANALYTICS_MESSAGES.mustBeNumber }).min(0, ANALYTICS_MESSAGES.mustBeNonNegative);

/** The cookie notice's answer; a `declined` body is acknowledged and dropped unless the channel's analytics are exempt. */
export const AnalyticsConsent = z.enum(['accepted', 'declined', 'unknown'], { error: ANALYTICS_MESSAGES.consentValue });
export type AnalyticsConsent = z.infer<typeof AnalyticsConsent>;

/** Free-form details, kept as JSON; small so a batch stays well under the body limit. */
const Extras = z
  .record(z.string(), z.unknown(), { error: ANALYTICS_MESSAGES.extrasTooLarge })
  .refine((value) => JSON.stringify(value).length <= 4096, ANALYTICS_MESSAGES.extrasTooLarge);

/** Fields every body may carry: the cookie answer, and the session when the spec's fields do not name it. */
const Common = { consent: AnalyticsConsent.optional() };

/** Spec §7 `POST /datalake/session/`: one per visit start. */
export const AnalyticsSession = z.object({
  ...Common,
  session: Token,
  profile: z.union([Text(64), z.number()]).nullish(),
  device_type: OptionalText(32),
  user_agent: OptionalText(512),
  resolution: OptionalText(32),
  platform: OptionalText(64),
});
export type AnalyticsSession = z.infer<typeof AnalyticsSession>;

/** Spec §7 `POST /datalake/event/`: page views, sign-in, purchases, clips, favourites. */
export const AnalyticsEvent = z.object({
  ...Common,
  session_uuid: Token,
  profile: z.union([Text(64), z.number()]).nullish(),
  user_id: z.number({ error: ANALYTICS_MESSAGES.userIdValue }).int(ANALYTICS_MESSAGES.userIdValue).positive(ANALYTICS_MESSAGES.userIdValue).nullish(),
  /** Stored only as a keyed hash. */
  user_email: z.email().max(320).nullish(),
  event: Text(64).min(1),
  extras: Extras.nullish(),
  origin_url: OptionalText(2048),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

/** Quality-of-experience details of a video event (all optional). */
export const VideoEventExtras = z
  .object({
    /** On `first_frame`: the viewer's startup, from the play request of what played first (the preroll, if one did) to its first frame. */
    startup_ms: Seconds.max(600_000).nullish(),
    /** On a programme's `first_frame` when a preroll played first: its own play request (after the ad) → its first frame. */
    programme_startup_ms: Seconds.max(600_000).nullish(),
    /** The rendition's bitrate in bits/s, on `rendition_change` (and any event that knows it). */
    bitrate: Seconds.max(1e9).nullish(),
    /** hls.js error type (networkError, mediaError, …), on `error`. */
    error_type: OptionalText(64),
    error_fatal: z.boolean().nullish(),
    /** Playback position in seconds. */
    position: Seconds.nullish(),
    /** On `rebuffer_end`: how long the stall lasted. */
    rebuffer_ms: Seconds.max(3_600_000).nullish(),
  })
  .catchall(z.unknown())
  .refine((value) => JSON.stringify(value).length <= 4096, ANALYTICS_MESSAGES.extrasTooLarge);
export type VideoEventExtras = z.infer<typeof VideoEventExtras>;

/** The events a player reports per view; others are stored too (the list grows with the player). */
export const VIDEO_EVENTS = ['play_request', 'first_frame', 'playing', 'pause', 'seek', 'rebuffer_start', 'rebuffer_end', 'rendition_change', 'error', 'ended'] as const;

/** Spec §7 `POST /datalake/video/event/`: one player event of one view. */
export const AnalyticsVideoEvent = z.object({
  ...Common,
  session: Token.nullish(),
  video_view_uuid: Token,
  stream_id: StreamId,
  /** live, replay, vod, clip, preroll. */
  stream_type: Text(16).min(1),
  event: Text(32).min(1),
  device_type: OptionalText(32),
  platform: OptionalText(64),
  extras: VideoEventExtras.nullish(),
});
export type AnalyticsVideoEvent = z.infer<typeof AnalyticsVideoEvent>;

/** Spec §7 `POST /datalake/video/viewing/`: a heartbeat with the seconds watched since the last one. */
export const AnalyticsViewing = z.object({
  ...Common,
  session: Token.nullish(),
  video_view_uuid: Token.nullish(),
  stream_id: StreamId.nullish(),
  stream_type: OptionalText(16),
  viewing_time: Seconds.max(3600, ANALYTICS_MESSAGES.viewingTimeTooLong),
  category: OptionalText(120),
  sport: OptionalText(120),
  gender: OptionalText(32),
  school: OptionalText(200),
  league: OptionalText(200),
  device_type: OptionalText(32),
  platform: OptionalText(64),
});
export type AnalyticsViewing = z.infer<typeof AnalyticsViewing>;

/** Every POST names its channel by the analytics key. */
export const AnalyticsQuery = z.object({ key: z.string().max(200).optional() });

/** What a POST answers once its items are durable: how many were stored (declined-consent items are not). */
export const AnalyticsAck = z.object({ accepted: z.number().int(), stored: z.number().int() });
export type AnalyticsAck = z.infer<typeof AnalyticsAck>;

/** `GET /datalake/hash/`: a new session hash. */
export const AnalyticsHash = z.string().describe('A new random session hash (32 hex characters)');

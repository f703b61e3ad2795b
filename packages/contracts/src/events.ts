import { z } from 'zod';
import { EventLocation, Gender } from './channel';
import { EventScore } from './scores';
import { DateParam, IdParam, OffsetParam, SortDirection, TextParam, limitParam } from './query-params';

const Id = z.number().int().positive();

/** Spec §3: media kinds by number. */
export const MEDIA_KINDS = {
  1: 'image',
  2: 'live',
  3: 'vod',
  4: 'embedded',
  5: 'thumbnails',
  6: 'preview',
  7: 'preview_alt',
  8: 'embedded_preview',
} as const;
export type MediaKind = keyof typeof MEDIA_KINDS;
export type MediaKindName = (typeof MEDIA_KINDS)[MediaKind];
/** Kinds that play the event itself; their URL is given only to a viewer with access. */
export const PLAYBACK_MEDIA_KINDS: readonly MediaKind[] = [2, 3, 4];

/** Why a playback item has no URL: what the viewer can do about it, or that the video is still being made. */
export const MediaUnavailableReason = z.enum(['login_required', 'purchase_required', 'geo_blocked', 'processing']);
export type MediaUnavailableReason = z.infer<typeof MediaUnavailableReason>;

/** A WebVTT captions track of a replay, in one language. */
export const EventTextTrack = z
  .object({
    language: z.string().describe('BCP 47 language tag, e.g. en, fr'),
    label: z.string().describe('the language named in itself, e.g. English, Français'),
    url: z.string().describe('the WebVTT file: a short-lived signed URL on this media host, like the playlists'),
  })
  .meta({ id: 'EventTextTrack' });
export type EventTextTrack = z.infer<typeof EventTextTrack>;

/** A named moment of a replay (kick-off, half-time, a goal), set by the channel's operators. */
export const EventMarker = z.object({ name: z.string(), seconds: z.number().min(0) }).meta({ id: 'EventMarker' });
export type EventMarker = z.infer<typeof EventMarker>;

export const EventMedia = z
  .object({
    id: Id,
    kind: z.number().int().min(1).max(8),
    kind_name: z.enum(['image', 'live', 'vod', 'embedded', 'thumbnails', 'preview', 'preview_alt', 'embedded_preview']),
    url: z
      .string()
      .nullable()
      .describe('for kinds 2 and 3 on this media host, a short-lived signed URL; null for playback kinds (2, 3, 4) the viewer cannot play, with a reason'),
    reason: MediaUnavailableReason.optional().describe('set when url is null on a playback kind'),
    text_tracks: z.array(EventTextTrack).optional().describe('captions of a replay the viewer may play (kind 3), one per language; absent when it has none'),
    markers: z.array(EventMarker).optional().describe("named moments of a replay the viewer may play (kind 3), earliest first: the player's timeline jumps to them and clips may start at them; absent when it has none"),
  })
  .meta({ id: 'EventMedia' });
export type EventMedia = z.infer<typeof EventMedia>;

/** Live now, still to come, or finished (a replay). */
export const EventStatus = z.enum(['live', 'upcoming', 'vod'], { error: 'Must be one of live, upcoming, vod' });
export type EventStatus = z.infer<typeof EventStatus>;
export const PricingType = z.enum(['free', 'paid', 'register', 'ppv'], { error: 'Must be one of free, paid, register, ppv' });
export type PricingType = z.infer<typeof PricingType>;
export const ParticipantRole = z.enum(['away', 'home', 'participant']);

/** A participant as an event lists it; logos and properties come from /api/participants. */
export const EventParticipant = z
  .object({
    id: Id,
    name: z.string(),
    short_name: z.string(),
    alias: z.string(),
    color: z.string(),
    participant_group_id: Id.nullable(),
    role: ParticipantRole,
  })
  .meta({ id: 'EventParticipant' });
export type EventParticipant = z.infer<typeof EventParticipant>;

export const EventCategoryRef = z.object({ id: Id, name: z.string(), alias: z.string(), parent_id: Id.nullable() }).meta({ id: 'EventCategoryRef' });
export const ParticipantGroupRef = z.object({ id: Id, name: z.string(), alias: z.string() }).meta({ id: 'ParticipantGroupRef' });

export const Event = z
  .object({
    id: Id,
    name: z.string(),
    description: z.string().nullable(),
    event_utc_ts: z.string().describe('start, ISO 8601 UTC'),
    end_utc_ts: z.string().describe('scheduled end, ISO 8601 UTC'),
    time_zone: z.string().describe('IANA zone the event is shown in, e.g. America/Chicago'),
    type: EventStatus.describe('same as stream_status'),
    stream_status: EventStatus,
    pricing_type: PricingType,
    has_access: z.boolean(),
    single_event_package_id: Id.nullable().describe('the package (type "event") that sells this paid or ppv event alone'),
    is_geo_blocked: z.boolean(),
    location_id: Id.nullable(),
    event_category_id: Id.nullable(),
    participant_group_id: Id.nullable(),
    participant_id: Id.nullable(),
    division: z.string().nullable(),
    group: z.string().nullable(),
    gender: Gender.nullable(),
    sport: z.string().nullable().describe('name of the top-level category'),
    participants: z.array(EventParticipant).describe('away first, then home, then any others'),
    category: EventCategoryRef.nullable(),
    participant_group: ParticipantGroupRef.nullable(),
    location: EventLocation.nullable(),
    media: z.array(EventMedia),
    live_slate: z
      .string()
      .optional()
      .describe('before and during a live event, for a viewer who may watch it: the signed playlist of the video to loop while the live feed is not on air'),
    score: EventScore.optional().describe('the score, period and clock, once a scorekeeper has started keeping it (docs/decisions/0082)'),
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof Event>;

export const EventSortField = z.enum(['event_utc_ts', 'date', 'name', 'id'], { error: 'Must be one of event_utc_ts, date, name, id' });
export type EventSortField = z.infer<typeof EventSortField>;

/** Filters shared by the event list and the home page sections. Names and aliases match case-insensitively. */
export const EventFilters = z.object({
  event_category_id: IdParam.optional().describe('a parent category includes its children'),
  category_id: IdParam.optional().describe('alias of event_category_id'),
  participant_id: IdParam.optional(),
  participant_group_id: IdParam.optional(),
  team: TextParam.optional().describe('participant alias or name'),
  school: TextParam.optional().describe('participant group alias or name'),
  sport: TextParam.optional().describe('category alias or name, children included'),
  division: TextParam.optional(),
  group: TextParam.optional(),
  gender: Gender.optional(),
  location: TextParam.optional().describe('event location id or name'),
  pricing_type: PricingType.optional(),
  start_date: DateParam.optional().describe('YYYY-MM-DD (UTC midnight), ISO 8601 time or Unix seconds; events starting at or after'),
  end_date: DateParam.optional().describe('events starting before; a date alone includes that whole day'),
  search: z.string().trim().min(1).max(100).optional().describe('words in the event or a participant name'),
});
export type EventFilters = z.infer<typeof EventFilters>;

export const EventsQuery = EventFilters.extend({
  stream_status: EventStatus.optional(),
  type: EventStatus.optional().describe('alias of stream_status'),
  sort_field: EventSortField.optional().describe('default event_utc_ts'),
  sort_direction: SortDirection.optional().describe('default asc, or desc when listing vod'),
  limit: limitParam(20),
  offset: OffsetParam,
});
export type EventsQuery = z.infer<typeof EventsQuery>;

export const HomepageQuery = EventFilters.extend({ limit: limitParam(12, 50).describe('per section') });
export type HomepageQuery = z.infer<typeof HomepageQuery>;

export const HomepageEvents = z
  .object({
    live: z.array(Event).describe('live now, earliest start first'),
    upcoming: z.array(Event).describe('next to start'),
    recent: z.array(Event).describe('finished, most recent first'),
  })
  .meta({ id: 'HomepageEvents' });
export type HomepageEvents = z.infer<typeof HomepageEvents>;

export const EventIdParams = z.object({ id: IdParam });

export const ParticipantsQuery = z.object({
  participant_group_id: IdParam.optional(),
  sport: TextParam.optional(),
  gender: Gender.optional(),
  search: z.string().trim().min(1).max(100).optional(),
});
export type ParticipantsQuery = z.infer<typeof ParticipantsQuery>;

export const GroupPropertiesQuery = z.object({ participant_group_id: IdParam.optional() });

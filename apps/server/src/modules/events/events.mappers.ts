import {
  type Event,
  type EventMedia,
  type EventParticipant,
  MEDIA_KINDS,
  type MediaKind,
  type MediaUnavailableReason,
  PLAYBACK_MEDIA_KINDS,
  type PricingType,
} from '@ott/contracts';
import { type Entitlements, NO_ENTITLEMENTS, coversEvent } from '../entitlements/entitlements';
import { canWatch } from '../entitlements/event-access';
import { isBlockedBy, toGeoRule } from '../geo/geo-rules';
import type { Viewer } from '../geo/geo.service';
import { eventScope } from '../media/media-refs';
import type { PlaybackSigner } from '../media/playback';
import type { EventRow, MediaCell, ParticipantCell } from './events.repository';
import { effectiveStatus } from './events.time';

/** SQLite hands JSON aggregates back as text, PostgreSQL as values. */
export function jsonCells<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value !== 'string' || value === '') return [];
  const parsed = JSON.parse(value) as unknown;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

/** The geography of a request and who is logged in: what an event payload depends on besides the event. */
export interface Audience extends Viewer {
  userId: number | null;
  /** What the user's orders grant, loaded once per request; none when absent. */
  entitlements?: Entitlements;
}

const isMediaKind = (kind: number): kind is MediaKind => kind in MEDIA_KINDS;

/**
 * Pictures and previews are public. Playback items (kinds 2, 3, 4) carry no URL, but the reason,
 * when the viewer may not play; otherwise kinds 2 and 3 on this media host get a signed URL.
 */
export function toEventMedia(cells: MediaCell[], eventId: number, denial: MediaUnavailableReason | null, playback: PlaybackSigner): EventMedia[] {
  return cells
    .filter((cell) => isMediaKind(cell.kind))
    .map((cell) => {
      const kind = cell.kind as MediaKind;
      const item = { id: cell.id, kind, kind_name: MEDIA_KINDS[kind] };
      if (!PLAYBACK_MEDIA_KINDS.includes(kind)) return { ...item, url: playback.publicUrl(cell.url) };
      if (denial) return { ...item, url: null, reason: denial };
      return kind === 4 ? { ...item, url: cell.url } : { ...item, ...playback.resolve(eventScope(eventId), cell.url) };
    });
}

const ROLE_ORDER: Record<string, number> = { away: 0, home: 1 };

function toParticipants(cells: ParticipantCell[]): EventParticipant[] {
  return cells
    .map((cell) => ({ ...cell, role: (cell.role === 'away' || cell.role === 'home' ? cell.role : 'participant') as EventParticipant['role'] }))
    .sort((a, b) => (ROLE_ORDER[a.role] ?? 2) - (ROLE_ORDER[b.role] ?? 2));
}

export function toEvent(row: EventRow, audience: Audience, now: Date, playback: PlaybackSigner): Event {
  const status = effectiveStatus(row.stream_status, row.event_utc_ts, row.end_utc_ts, now);
  const pricing = row.pricing_type as PricingType;
  const blocked = audience.channelBlocked || isBlockedBy(toGeoRule(row.geo_mode, row.geo_countries), audience.countryCode);
  const participants = toParticipants(jsonCells<ParticipantCell>(row.participants));
  const covered = coversEvent(audience.entitlements ?? NO_ENTITLEMENTS, {
    id: row.id,
    event_category_id: row.event_category_id,
    participant_ids: participants.map((participant) => participant.id),
  });
  const watch = canWatch({ event: { pricing_type: pricing }, userId: audience.userId, covered });
  // Buying would not help a viewer in a blocked country, so geography is the reason given first.
  const denial = blocked ? 'geo_blocked' : watch.allowed ? null : watch.reason;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    event_utc_ts: row.event_utc_ts,
    end_utc_ts: row.end_utc_ts,
    time_zone: row.time_zone,
    type: status,
    stream_status: status,
    pricing_type: pricing,
    has_access: watch.allowed,
    single_event_package_id: row.single_event_package_id ?? null,
    is_geo_blocked: blocked,
    location_id: row.location_id,
    event_category_id: row.event_category_id,
    participant_group_id: row.participant_group_id,
    participant_id: row.participant_id,
    division: row.division,
    group: row.group_name,
    gender: row.gender === 'men' || row.gender === 'women' ? row.gender : null,
    sport: row.parent_category_name ?? row.category_name ?? null,
    participants,
    category:
      row.event_category_id !== null && row.category_name !== null && row.category_alias !== null
        ? { id: row.event_category_id, name: row.category_name, alias: row.category_alias, parent_id: row.category_parent_id ?? null }
        : null,
    participant_group:
      row.participant_group_id !== null && row.school_name !== null && row.school_alias !== null
        ? { id: row.participant_group_id, name: row.school_name, alias: row.school_alias }
        : null,
    location:
      row.location_id !== null && row.location_name !== null
        ? { id: row.location_id, name: row.location_name, city: row.location_city ?? '', country_code: row.location_country_code ?? '' }
        : null,
    media: toEventMedia(jsonCells<MediaCell>(row.media), row.id, denial, playback),
  };
}

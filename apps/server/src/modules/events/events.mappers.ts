import { type Event, type EventMedia, type EventParticipant, MEDIA_KINDS, type MediaKind, PLAYBACK_MEDIA_KINDS, type PricingType } from '@ott/contracts';
import { isBlockedBy, toGeoRule } from '../geo/geo-rules';
import type { Viewer } from '../geo/geo.service';
import type { EventRow, MediaCell, ParticipantCell } from './events.repository';
import { effectiveStatus } from './events.time';

/** SQLite hands JSON aggregates back as text, PostgreSQL as values. */
function jsonCells<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value !== 'string' || value === '') return [];
  const parsed = JSON.parse(value) as unknown;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

/** Free events are open to everyone; register, paid and ppv need an account or a purchase (completed by commerce). */
export function hasAccess(pricingType: PricingType, _viewer: Viewer): boolean {
  return pricingType === 'free';
}

const isMediaKind = (kind: number): kind is MediaKind => kind in MEDIA_KINDS;

export function toEventMedia(cells: MediaCell[], canPlay: boolean): EventMedia[] {
  return cells
    .filter((cell) => isMediaKind(cell.kind))
    .map((cell) => {
      const kind = cell.kind as MediaKind;
      return { id: cell.id, kind, kind_name: MEDIA_KINDS[kind], url: PLAYBACK_MEDIA_KINDS.includes(kind) && !canPlay ? null : cell.url };
    });
}

const ROLE_ORDER: Record<string, number> = { away: 0, home: 1 };

function toParticipants(cells: ParticipantCell[]): EventParticipant[] {
  return cells
    .map((cell) => ({ ...cell, role: (cell.role === 'away' || cell.role === 'home' ? cell.role : 'participant') as EventParticipant['role'] }))
    .sort((a, b) => (ROLE_ORDER[a.role] ?? 2) - (ROLE_ORDER[b.role] ?? 2));
}

export function toEvent(row: EventRow, viewer: Viewer, now: Date): Event {
  const status = effectiveStatus(row.stream_status, row.event_utc_ts, row.end_utc_ts, now);
  const pricing = row.pricing_type as PricingType;
  const blocked = viewer.channelBlocked || isBlockedBy(toGeoRule(row.geo_mode, row.geo_countries), viewer.countryCode);
  const access = hasAccess(pricing, viewer);
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
    has_access: access,
    is_geo_blocked: blocked,
    location_id: row.location_id,
    event_category_id: row.event_category_id,
    participant_group_id: row.participant_group_id,
    participant_id: row.participant_id,
    division: row.division,
    group: row.group_name,
    gender: row.gender === 'men' || row.gender === 'women' ? row.gender : null,
    sport: row.parent_category_name ?? row.category_name ?? null,
    participants: toParticipants(jsonCells<ParticipantCell>(row.participants)),
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
    media: toEventMedia(jsonCells<MediaCell>(row.media), access && !blocked),
  };
}

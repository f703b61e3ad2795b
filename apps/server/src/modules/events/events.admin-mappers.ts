import { MEDIA_KINDS, type MediaKind, type PricingType } from '@ott/contracts';
import { type AdminEvent, type AdminEventMedia, EventVisibility } from '@ott/contracts/admin-catalogue';
import { toGeoRule } from '../geo/geo-rules';
import { localStreamOf } from '../media/media-refs';
import { jsonCells } from '../../db/json-array';
import type { EventRow, MediaCell, ParticipantCell } from './events.repository';
import { effectiveStatus } from './events.time';

const VIDEO_FILE = /^\/media\/(?:demo|library)\/([a-z0-9-]{1,40})\//;

/** The video (demo or `lib-<id>`) a stored media URL belongs to (its HLS ladder, poster or previews); null for anything else. */
export function videoOf(url: string): string | null {
  return localStreamOf(url)?.asset ?? VIDEO_FILE.exec(url)?.[1] ?? null;
}

export function toAdminMedia(cells: MediaCell[]): AdminEventMedia[] {
  return cells.map((cell) => ({ id: cell.id, kind: cell.kind, kind_name: MEDIA_KINDS[cell.kind as MediaKind] ?? 'unknown', url: cell.url, video: videoOf(cell.url) }));
}

const roleOf = (role: string): 'away' | 'home' | 'participant' => (role === 'away' || role === 'home' ? role : 'participant');

/** An event as the console shows and edits it: the stored values, with the status viewers see now. */
export function toAdminEvent(row: EventRow, currency: string, ordersCount: number, now: Date): AdminEvent {
  const rule = toGeoRule(row.geo_mode, row.geo_countries);
  const visibility = EventVisibility.safeParse(row.visibility);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    event_utc_ts: row.event_utc_ts,
    end_utc_ts: row.end_utc_ts,
    time_zone: row.time_zone,
    stream_status: effectiveStatus(row.stream_status, row.event_utc_ts, row.end_utc_ts, now),
    pricing_type: row.pricing_type as PricingType,
    price: row.single_event_price ?? null,
    single_event_package_id: row.single_event_package_id ?? null,
    passes_only: row.pricing_type === 'paid' && (row.single_event_package_id ?? null) === null,
    subscription_only: row.subscription_only === 1,
    currency,
    event_category_id: row.event_category_id,
    location_id: row.location_id,
    participant_group_id: row.participant_group_id,
    participants: jsonCells<ParticipantCell>(row.participants)
      .map((cell) => ({ id: cell.id, name: cell.name, short_name: cell.short_name, role: roleOf(cell.role) }))
      .sort((a, b) => (a.role === 'away' ? -1 : b.role === 'away' ? 1 : 0)),
    category: row.event_category_id !== null && row.category_name !== null ? { id: row.event_category_id, name: row.category_name } : null,
    division: row.division,
    group: row.group_name,
    gender: row.gender === 'men' || row.gender === 'women' ? row.gender : null,
    geo_rule: rule ? { mode: rule.mode, countries: [...rule.countries] } : null,
    visibility: visibility.success ? visibility.data : 'public',
    media: toAdminMedia(jsonCells<MediaCell>(row.media)),
    live_slate: row.live_slate === null ? null : videoOf(row.live_slate),
    orders_count: ordersCount,
  };
}

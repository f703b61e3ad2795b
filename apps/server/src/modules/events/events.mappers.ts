import {
  type Event,
  type EventMedia,
  type EventParticipant,
  type EventStatus,
  MEDIA_KINDS,
  type MediaKind,
  type MediaUnavailableReason,
  PLAYBACK_MEDIA_KINDS,
  type PricingType,
} from '@ott/contracts';
import { type PricingRuleLike, effectivePricing } from '@ott/contracts/pricing-rules';
import { jsonCells } from '../../db/json-array';
import { decideEventAccess } from '../entitlements/access-decision';
import type { Entitlements } from '../entitlements/entitlements';
import { toGeoRule } from '../geo/geo-rules';
import type { Viewer } from '../geo/geo.service';
import { eventScope } from '../media/media-refs';
import type { PlaybackSigner } from '../media/playback';
import type { EventRow, MediaCell, ParticipantCell } from './events.repository';
import { effectiveStatus } from './events.time';
import { toEventScore } from '../scores/scores.mappers';

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

/** The slate's signed playlist, for a viewer who may watch, while the event is yet to come or live and the slate plays. */
function liveSlateOf(row: Pick<EventRow, 'id' | 'live_slate'>, status: EventStatus, denial: MediaUnavailableReason | null, playback: PlaybackSigner): { live_slate?: string } {
  if (row.live_slate === null || denial !== null || status === 'vod') return {};
  const { url } = playback.resolve(eventScope(row.id), row.live_slate);
  return url === null ? {} : { live_slate: url };
}

/** The live score, once a scorekeeper keeps it (modules/scores). */
function scoreOfRow(row: EventRow): { score?: Event['score'] } {
  if (row.score_home === null || row.score_away === null || row.score_period === null || row.score_updated_at === null) return {};
  const columns = { event_id: row.id, home: row.score_home, away: row.score_away, period: row.score_period, clock_running: row.score_clock_running ?? 0, clock_seconds: row.score_clock_seconds ?? 0, clock_started_at: row.score_clock_started_at, updated_at: row.score_updated_at };
  return { score: toEventScore(columns, row.parent_category_name ?? row.category_name ?? null) };
}

const ROLE_ORDER: Record<string, number> = { away: 0, home: 1 };

function toParticipants(cells: ParticipantCell[]): EventParticipant[] {
  return cells
    .map((cell) => ({ ...cell, role: (cell.role === 'away' || cell.role === 'home' ? cell.role : 'participant') as EventParticipant['role'] }))
    .sort((a, b) => (ROLE_ORDER[a.role] ?? 2) - (ROLE_ORDER[b.role] ?? 2));
}

/** The event's pricing at `now` under the channel's replay pricing rules (docs/decisions/0053). */
export function pricingOf(row: EventRow, rules: readonly PricingRuleLike[], now: Date) {
  return effectivePricing(
    { id: row.id, pricing_type: row.pricing_type as PricingType, price: null, end_utc_ts: row.end_utc_ts, event_category_id: row.event_category_id, category_parent_id: row.category_parent_id ?? null },
    rules,
    now,
  );
}

/** When the pricing of any of these events next changes (ms), so a cached body lasts no longer; null when none will. */
export function nextPricingChange(rows: readonly EventRow[], rules: readonly PricingRuleLike[], now: Date): number | null {
  if (rules.length === 0) return null;
  let next: number | null = null;
  for (const row of rows) {
    const at = pricingOf(row, rules, now).next_change_at;
    if (at !== null) next = Math.min(next ?? Number.POSITIVE_INFINITY, Date.parse(at));
  }
  return next;
}

export function toEvent(row: EventRow, audience: Audience, now: Date, playback: PlaybackSigner, rules: readonly PricingRuleLike[] = []): Event {
  const status = effectiveStatus(row.stream_status, row.event_utc_ts, row.end_utc_ts, now);
  const pricing = rules.length === 0 ? (row.pricing_type as PricingType) : pricingOf(row, rules, now).pricing_type;
  const participants = toParticipants(jsonCells<ParticipantCell>(row.participants));
  const access = decideEventAccess(
    {
      id: row.id,
      pricing_type: pricing,
      event_category_id: row.event_category_id,
      participant_ids: participants.map((participant) => participant.id),
      subscription_only: row.subscription_only,
      geo: toGeoRule(row.geo_mode, row.geo_countries),
    },
    audience,
  );
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
    has_access: access.hasAccess,
    single_event_package_id: row.single_event_package_id ?? null,
    is_geo_blocked: access.geoBlocked,
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
    media: toEventMedia(jsonCells<MediaCell>(row.media), row.id, access.denial, playback),
    ...liveSlateOf(row, status, access.denial, playback),
    ...scoreOfRow(row),
  };
}

import type { EventFilters, EventSortField, EventStatus, EventsQuery, PricingType, SortDirection } from '@ott/contracts';
import { type FieldErrors, ValidationError } from '../../lib/errors';
import { startRange } from './events.time';

/** A list request reduced to what the query needs; every text is already lower-cased for comparison. */
export interface EventCriteria {
  channelId: number;
  /** ISO time the statuses are judged at. */
  now: string;
  status: EventStatus | null;
  categoryId: number | null;
  participantId: number | null;
  participantGroupId: number | null;
  team: string | null;
  school: string | null;
  sport: string | null;
  division: string | null;
  group: string | null;
  gender: 'men' | 'women' | null;
  locationId: number | null;
  locationName: string | null;
  pricingType: PricingType | null;
  from: string | null;
  to: string | null;
  /** Each word must appear in the event's or a participant's name. */
  words: string[];
  /** Only events of this user's favourite teams, schools and sports (spec §7 `events/favorite`). */
  favoritesOf: number | null;
  /** An operator's list: hidden events too, and finished events with or without a replay. */
  operator: boolean;
  visibility: 'public' | 'hidden' | null;
  sortField: 'event_utc_ts' | 'name' | 'id';
  sortDirection: SortDirection;
  limit: number;
  offset: number;
}

export type ListRequest = EventFilters &
  Partial<Pick<EventsQuery, 'stream_status' | 'type' | 'sort_field' | 'sort_direction'>> & {
    limit: number;
    offset?: number;
    favoritesOf?: number;
    operator?: boolean;
    visibility?: 'public' | 'hidden';
  };

const MAX_WORDS = 5;
const lower = (value: string | undefined) => (value === undefined ? null : value.trim().toLowerCase());

function pickOne<T>(errors: FieldErrors, field: string, primary: T | undefined, alias: T | undefined, aliasName: string): T | null {
  if (primary !== undefined && alias !== undefined && primary !== alias) errors[aliasName] = [`Must match ${field} when both are given`];
  return primary ?? alias ?? null;
}

/** Checks what the schema cannot see alone (pairs of fields) and normalises the rest; 400 on conflicts. */
export function toCriteria(channelId: number, query: ListRequest, now: Date): EventCriteria {
  const errors: FieldErrors = {};
  const status = pickOne(errors, 'stream_status', query.stream_status, query.type, 'type');
  const categoryId = pickOne(errors, 'event_category_id', query.event_category_id, query.category_id, 'category_id');
  const { from, to } = startRange(query.start_date, query.end_date);
  if (from !== null && to !== null && from >= to) errors.end_date = ['Must be after start_date'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const location = query.location?.trim();
  const isLocationId = location !== undefined && /^\d{1,9}$/.test(location);
  const sortField: EventSortField = query.sort_field ?? 'event_utc_ts';
  return {
    channelId,
    now: now.toISOString(),
    status,
    categoryId,
    participantId: query.participant_id ?? null,
    participantGroupId: query.participant_group_id ?? null,
    team: lower(query.team),
    school: lower(query.school),
    sport: lower(query.sport),
    division: lower(query.division),
    group: lower(query.group),
    gender: query.gender ?? null,
    locationId: isLocationId ? Number(location) : null,
    locationName: isLocationId ? null : lower(location),
    pricingType: query.pricing_type ?? null,
    from,
    to,
    words: (lower(query.search) ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_WORDS),
    favoritesOf: query.favoritesOf ?? null,
    operator: query.operator ?? false,
    visibility: query.visibility ?? null,
    sortField: sortField === 'date' ? 'event_utc_ts' : sortField,
    // Replays read newest first; everything else soonest first.
    sortDirection: query.sort_direction ?? (status === 'vod' ? 'desc' : 'asc'),
    limit: query.limit,
    offset: query.offset ?? 0,
  };
}

/** `50%_off` → `%50\%\_off%`, for `LIKE … ESCAPE '\'`. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

import { MediaAssetState, MediaUsedFilter } from '@ott/contracts/admin-media';
import type { Query } from '../../lib/api';
import { dayStartIso } from '../../lib/zoned-time';

/**
 * The library's filters as they sit in the page address (`?state=ready&from=2026-03-01&min=1&used=unused`), so a
 * filtered list can be bookmarked, shared and reloaded. Dates are the channel's days; durations are minutes.
 */
export interface LibraryFilters {
  state?: MediaAssetState;
  used?: 'used' | 'unused';
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  /** Minutes. */
  min?: number;
  max?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const minutes = (value: string | null) => (value !== null && value.trim() !== '' && Number.isFinite(Number(value)) && Number(value) >= 0 ? Number(value) : undefined);

export function filtersFromSearch(params: URLSearchParams): LibraryFilters {
  const state = MediaAssetState.safeParse(params.get('state'));
  const used = MediaUsedFilter.safeParse(params.get('used'));
  const from = params.get('from');
  const to = params.get('to');
  const filters: LibraryFilters = {
    state: state.success ? state.data : undefined,
    used: used.success ? used.data : undefined,
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? to : undefined,
    min: minutes(params.get('min')),
    max: minutes(params.get('max')),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as LibraryFilters;
}

/** The address's query with these filters, keeping any other parameter it had. */
export function searchWithFilters(current: URLSearchParams, filters: LibraryFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of ['state', 'used', 'from', 'to', 'min', 'max'] as const) {
    const value = filters[name];
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/** The first (or, with `end`, the last) millisecond of a channel's day, as the ISO instant the server compares with. */
function channelDay(day: string, timeZone: string, end: boolean): string | undefined {
  if (!end) return dayStartIso(day, timeZone);
  const next = dayStartIso(day, timeZone, true);
  return next ? new Date(Date.parse(next) - 1).toISOString() : undefined;
}

/** The list query's parameters (MediaListQuery) for these filters; days are read in the channel's zone. */
export function filtersToQuery(filters: LibraryFilters, timeZone: string): Query {
  return {
    state: filters.state,
    used: filters.used,
    created_from: filters.from ? channelDay(filters.from, timeZone, false) : undefined,
    created_to: filters.to ? channelDay(filters.to, timeZone, true) : undefined,
    min_duration: filters.min !== undefined ? filters.min * 60 : undefined,
    max_duration: filters.max !== undefined ? filters.max * 60 : undefined,
  };
}

export const hasFilters = (filters: LibraryFilters) => Object.keys(filters).length > 0;

import { MediaAssetState, MediaUsedFilter } from '@ott/contracts/admin-media';
import type { Query } from '../../lib/api';

/**
 * The library's filters as they sit in the page address (`?state=ready&from=2026-03-01&min=1&used=unused`), so a
 * filtered list can be bookmarked, shared and reloaded. Dates are the operator's local days; durations are minutes.
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

/** A local day's start (or end) as the ISO instant the server compares with. */
function localDay(day: string, end: boolean): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const moment = end ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date, 0, 0, 0, 0);
  return moment.toISOString();
}

/** The list query's parameters (MediaListQuery) for these filters. */
export function filtersToQuery(filters: LibraryFilters): Query {
  return {
    state: filters.state,
    used: filters.used,
    created_from: filters.from ? localDay(filters.from, false) : undefined,
    created_to: filters.to ? localDay(filters.to, true) : undefined,
    min_duration: filters.min !== undefined ? filters.min * 60 : undefined,
    max_duration: filters.max !== undefined ? filters.max * 60 : undefined,
  };
}

export const hasFilters = (filters: LibraryFilters) => Object.keys(filters).length > 0;

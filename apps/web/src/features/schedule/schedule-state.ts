import type { EventStatus } from '@ott/contracts/events';
import { apiFilters, pageFilters } from '../../lib/event-filters';

export type Layout = 'grid' | 'list';
export type View = 'card' | 'table';

/** What the schedule shows; everything lives in the URL so a link shares the same view. */
export interface ScheduleState {
  status: EventStatus;
  layout: Layout;
  view: View;
  /** The calendar day picked, YYYY-MM-DD, or null for every day. */
  date: string | null;
}

/** Spec §2: a calendar range is the chosen day plus 86400 seconds. */
export const DAY_SECONDS = 86_400;
export const PAGE_SIZE = 24;

const STATUSES: readonly EventStatus[] = ['live', 'upcoming', 'vod'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** /live and /vod open on their own status; /upcoming, /schedule and custom pages on upcoming. */
export function statusForPath(pathname: string): EventStatus {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return last === 'live' || last === 'vod' ? last : 'upcoming';
}

const isStatus = (value: string | null): value is EventStatus => value !== null && (STATUSES as readonly string[]).includes(value);

export function readScheduleState(search: URLSearchParams, defaultStatus: EventStatus): ScheduleState {
  const type = search.get('type');
  const date = search.get('date');
  return {
    status: isStatus(type) ? type : defaultStatus,
    layout: search.get('layout') === 'list' ? 'list' : 'grid',
    view: search.get('view') === 'table' ? 'table' : 'card',
    date: date && DATE.test(date) && !Number.isNaN(Date.parse(date)) ? date : null,
  };
}

/** The query string after a change; values equal to the defaults are left out to keep links short. */
export function writeScheduleState(search: URLSearchParams, change: Partial<ScheduleState>, defaultStatus: EventStatus): URLSearchParams {
  const next = { ...readScheduleState(search, defaultStatus), ...change };
  const params = new URLSearchParams(search);
  const set = (name: string, value: string | null, fallback: string | null) => {
    if (value === null || value === fallback) params.delete(name);
    else params.set(name, value);
  };
  set('type', next.status, defaultStatus);
  set('layout', next.layout, 'grid');
  set('view', next.view, 'card');
  set('date', next.date, null);
  return params;
}

/** The chosen day from local midnight, as Unix seconds: start, and start + 86400. */
export function calendarRange(date: string): { start_date: number; end_date: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const start = Math.floor(new Date(year, month - 1, day).getTime() / 1000);
  return { start_date: start, end_date: start + DAY_SECONDS };
}

/** The /api/events query for a state, the page's filters and a page offset. */
export function eventsQuery(state: ScheduleState, search: URLSearchParams, offset: number): Record<string, string | number> {
  return {
    ...apiFilters(pageFilters(search)),
    stream_status: state.status,
    ...(state.date ? calendarRange(state.date) : {}),
    limit: PAGE_SIZE,
    offset,
  };
}

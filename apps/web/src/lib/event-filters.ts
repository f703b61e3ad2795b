/**
 * Event filters carried in a page's query string (spec §2/§3 parameter names) and the API query
 * they become. The home page and the schedule share them, so a link keeps its filter on both.
 */
export type EventQuery = Record<string, string>;

/** Page parameter → API parameter. Teams and schools match by alias or name on the server. */
const PAGE_TO_API: Record<string, string> = {
  participant: 'team',
  team: 'team',
  participant_group: 'school',
  school: 'school',
  category: 'sport',
  sport: 'sport',
  event_category_id: 'event_category_id',
  category_id: 'event_category_id',
  participant_id: 'participant_id',
  division: 'division',
  group: 'group',
  gender: 'gender',
  location: 'location',
};

export const FILTER_PARAMS = Object.keys(PAGE_TO_API);

/** The filters present in `search`, under their page names; blanks are dropped. */
export function pageFilters(search: URLSearchParams): EventQuery {
  const found: EventQuery = {};
  for (const name of FILTER_PARAMS) {
    const value = search.get(name)?.trim();
    if (value) found[name] = value;
  }
  return found;
}

/** Page filters → the query of /api/events and /api/events-for-homepage. */
export function apiFilters(filters: EventQuery): EventQuery {
  const query: EventQuery = {};
  for (const [name, value] of Object.entries(filters)) {
    const target = PAGE_TO_API[name];
    if (target && value) query[target] = value;
  }
  return query;
}

/** A cache key for a query (its parameters in a fixed order). */
export function queryKey(prefix: string, query: Record<string, string | number | undefined>): string {
  return prefix + JSON.stringify(Object.entries(query).sort());
}

import { useFavoriteEvents, type FavoriteEventsQuery } from '../../../components/favorites/favorites-api';
import { queryKey } from '../../../lib/event-filters';
import { useApiData } from '../../../lib/use-api-data';
import { useLiveStateUpdates } from '../../../lib/use-live-state';
import { getEvents, type EventsQuery } from './get-events';

/** What /api/events/favorite takes of the schedule's query: status, day and page (it has no team filters). */
function favoriteQuery(query: EventsQuery): FavoriteEventsQuery {
  const { stream_status, start_date, end_date, limit, offset } = query;
  return Object.fromEntries(Object.entries({ stream_status, start_date, end_date, limit, offset }).filter(([, value]) => value !== undefined));
}

/** The schedule's events: every event matching the page's filters, or only those of the user's favourites; current with live-state changes. */
export function useScheduleEvents(query: EventsQuery, favoritesOnly: boolean) {
  useLiveStateUpdates();
  const all = useApiData(favoritesOnly ? null : queryKey('events', query), (signal) => getEvents(query, signal));
  const favorites = useFavoriteEvents(favoritesOnly ? favoriteQuery(query) : null);
  return favoritesOnly ? favorites : all;
}

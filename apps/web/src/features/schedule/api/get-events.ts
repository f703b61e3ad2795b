import type { Event } from '@ott/contracts/events';
import { api } from '../../../lib/api';
import { queryKey } from '../../../lib/event-filters';
import { useApiData } from '../../../lib/use-api-data';

export interface PagedEvents {
  data: Event[];
  meta: { total: number; limit: number; offset: number };
}

export type EventsQuery = Record<string, string | number>;

export function getEvents(query: EventsQuery, signal?: AbortSignal): Promise<PagedEvents> {
  return api.get<PagedEvents>('/events', query, { signal, envelope: true });
}

export function useEvents(query: EventsQuery) {
  return useApiData(queryKey('events', query), (signal) => getEvents(query, signal));
}

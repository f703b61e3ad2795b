import { events } from '@ott/contracts/endpoints/viewer/events';
import { call } from '../../../lib/api-call';

export type EventsQuery = Record<string, string | number>;

/** A page of events with its paging (`meta`). */
export function getEvents(query: EventsQuery, signal?: AbortSignal) {
  return call(events, { query, signal });
}

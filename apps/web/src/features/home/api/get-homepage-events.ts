import type { HomepageEvents } from '@ott/contracts/events';
import { homepageEvents } from '@ott/contracts/endpoints/viewer/events';
import { call } from '../../../lib/api-call';
import { apiQueryKey, queryClient } from '../../../lib/query-client';
import { queryKey, type EventQuery } from '../../../lib/event-filters';
import { useApiData } from '../../../lib/use-api-data';
import { useLiveStateUpdates } from '../../../lib/use-live-state';

/** Events per home section (live now, upcoming, recent replays). */
export const HOME_SECTION_LIMIT = 12;

export function getHomepageEvents(filters: EventQuery, signal?: AbortSignal): Promise<HomepageEvents> {
  return call(homepageEvents, { query: { ...filters, limit: HOME_SECTION_LIMIT }, signal });
}

/** The sections follow live-state changes (an event going live or ending) without a reload. */
export function useHomepageEvents(filters: EventQuery) {
  useLiveStateUpdates();
  return useApiData(queryKey('events-for-homepage', filters), (signal) => getHomepageEvents(filters, signal));
}

/**
 * The sections a visitor's landing page was sent with (src/first-screen): the first render shows them, as the page
 * already does, instead of asking again and drawing skeletons over them.
 */
export function seedHomepageEvents(channelKey: string, events: HomepageEvents): void {
  queryClient.setQueryData(apiQueryKey({ channelKey, userId: undefined }, queryKey('events-for-homepage', {})), events);
}

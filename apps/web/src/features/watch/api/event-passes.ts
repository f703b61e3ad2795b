import { useUser } from '../../../lib/session';
import { useApiData } from '../../../lib/use-api-data';
import { getEventPasses, takeOpeningPasses } from './gate-passes';

/** Keyed per viewer: what is purchased differs between accounts. A visitor's list the page asked for early is used once. */
export function useEventPasses(eventId: number | null) {
  const user = useUser();
  const signedIn = Boolean(user);
  return useApiData(eventId === null ? null : `gate-passes:${eventId}:${user?.id ?? 'guest'}`, (signal) => takeOpeningPasses(eventId ?? 0, signedIn) ?? getEventPasses(eventId ?? 0, signedIn, signal));
}

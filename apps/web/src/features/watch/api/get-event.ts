import { useUser } from '../../../lib/session';
import { useRefreshable } from '../../../lib/use-refreshable';
import { getEvent, takeOpeningEvent } from './opening-event';

export { getEvent, requestOpeningEvent } from './opening-event';

/**
 * The event with its media. Keyed by viewer too: what the server hands out (a playback URL, or a
 * reason there is none) changes when someone logs in or out.
 */
export function useEvent(id: number) {
  const user = useUser();
  return useRefreshable(`watch-event:${id}:${user?.id ?? 'visitor'}`, (signal) => takeOpeningEvent(id) ?? getEvent(id, signal));
}

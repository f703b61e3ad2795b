import type { Event } from '@ott/contracts/events';
import { api } from '../../../lib/api';
import { useUser } from '../../../lib/session';
import { useRefreshable } from '../../../lib/use-refreshable';

export function getEvent(id: number, signal?: AbortSignal): Promise<Event> {
  return api.get<Event>(`/events/${id}`, undefined, { signal });
}

/**
 * The event with its media. Keyed by viewer too: what the server hands out (a playback URL, or a
 * reason there is none) changes when someone logs in or out.
 */
export function useEvent(id: number) {
  const user = useUser();
  return useRefreshable(`watch-event:${id}:${user?.id ?? 'visitor'}`, (signal) => getEvent(id, signal));
}

import type { Event } from '@ott/contracts/events';
import { api } from '../../../lib/api';
import { useUser } from '../../../lib/session';
import { useRefreshable } from '../../../lib/use-refreshable';

export function getEvent(id: number, signal?: AbortSignal): Promise<Event> {
  return api.get<Event>(`/events/${id}`, undefined, { signal });
}

/** A request sent before the screen rendered, for the event of the page the visitor opened. */
let early: { id: number; answer: Promise<Event> } | null = null;

/**
 * A page opened on /watch/{id} or /watch_embed/{id} asks for its event as soon as this screen's code has
 * arrived, while start-up still runs, instead of after React has rendered the screen: the first frame waits on it.
 */
export function requestOpeningEvent(path: string): { id: number; answer: Promise<Event> } | null {
  const match = /^\/watch(?:_embed)?\/(\d{1,10})$/.exec(path);
  if (!match) return null;
  const answer = getEvent(Number(match[1]));
  answer.catch(() => undefined);
  early = { id: Number(match[1]), answer };
  return early;
}

/** The early answer for this event, once; later loads ask again (signed URLs and access must be fresh). */
function takeOpeningEvent(id: number): Promise<Event> | undefined {
  if (early?.id !== id) return undefined;
  const { answer } = early;
  early = null;
  return answer;
}

/**
 * The event with its media. Keyed by viewer too: what the server hands out (a playback URL, or a
 * reason there is none) changes when someone logs in or out.
 */
export function useEvent(id: number) {
  const user = useUser();
  return useRefreshable(`watch-event:${id}:${user?.id ?? 'visitor'}`, (signal) => takeOpeningEvent(id) ?? getEvent(id, signal));
}

import { event } from '@ott/contracts/endpoints/viewer/events';
import type { Event } from '@ott/contracts/events';
import { call } from '../../../lib/api-call';

export function getEvent(id: number, signal?: AbortSignal): Promise<Event> {
  return call(event, { params: { id }, signal });
}

/** The event whose player page this load opened on. */
let openedOn: number | null = null;

/** A request sent before the screen rendered, for the event of the page the visitor opened. */
let early: { id: number; answer: Promise<Event> } | null = null;

/**
 * A page opened on /watch/{id} or /watch_embed/{id} asks for its event while the app is still starting, instead
 * of after React has rendered the screen: the first frame waits on it. Kept apart from the screen's hooks so that
 * the player page's opening script can load it without the app shell.
 */
export function requestOpeningEvent(path: string): { id: number; answer: Promise<Event> } | null {
  const match = /^\/watch(?:_embed)?\/(\d{1,10})$/.exec(path);
  if (!match) return null;
  const answer = getEvent(Number(match[1]));
  answer.catch(() => undefined);
  early = { id: Number(match[1]), answer };
  openedOn = early.id;
  return early;
}

/**
 * Whether this load opened on the player page of event `id`: its opening script has then started what the stream
 * needs (hls.js), or found the page plays none (a paywall) and fetched nothing for it.
 */
export const pageOpenedOnEvent = (id: number): boolean => openedOn === id;

/** The early answer for this event, once; later loads ask again (signed URLs and access must be fresh). */
export function takeOpeningEvent(id: number): Promise<Event> | undefined {
  if (early?.id !== id) return undefined;
  const { answer } = early;
  early = null;
  return answer;
}

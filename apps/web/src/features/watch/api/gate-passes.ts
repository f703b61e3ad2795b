import type { Pass } from '@ott/contracts/commerce';
import { packages, subscriptions } from '@ott/contracts/endpoints/viewer/commerce';
import { api } from '../../../lib/api';
import { call } from '../../../lib/api-call';

/** The packages and subscriptions that open an event; a signed-in viewer's key lets the server mark the purchased ones. */
export async function getEventPasses(eventId: number, signedIn: boolean, signal?: AbortSignal): Promise<Pass[]> {
  const query = { event_id: eventId, ...(signedIn ? { api_key: await api.ensureApiKey() } : {}) };
  const lists = await Promise.all([call(packages, { query, signal }), call(subscriptions, { query, signal })]);
  return lists.flat();
}

/** A visitor's list asked for while the app starts is used only if the paywall shows soon after. */
const FRESH_FOR_MS = 30_000;
let early: { eventId: number; at: number; passes: Promise<Pass[]> } | null = null;

/**
 * A player page opened on a paywall by a visitor (a key issued on this load belongs to no account) asks for the passes
 * the paywall lists as soon as its event says it is one, beside the app's start-up: the paywall waits for that list
 * before it shows.
 */
export function requestOpeningPasses(eventId: number, now: number = Date.now()): void {
  const passes = getEventPasses(eventId, false);
  passes.catch(() => undefined);
  early = { eventId, at: now, passes };
}

/** The early list for a visitor on this event, once and while fresh; undefined otherwise (the screen asks itself). */
export function takeOpeningPasses(eventId: number, signedIn: boolean, now: number = Date.now()): Promise<Pass[]> | undefined {
  const taken = early;
  if (taken?.eventId !== eventId) return undefined;
  early = null;
  return !signedIn && now - taken.at <= FRESH_FOR_MS ? taken.passes : undefined;
}

import { getPreroll, type PrerollAd } from '../api/preroll';

/** A lookup started while the page loads is used only if the player starts soon after. */
const FRESH_FOR_MS = 30_000;
const started = new Map<number, { at: number; ad: Promise<PrerollAd | null> }>();

const lookup = (eventId: number) => getPreroll(eventId).catch(() => null);

/** Asks for the event's preroll early, in parallel with the event itself, so the player need not wait. */
export function prefetchPreroll(eventId: number, now: number = Date.now()): Promise<PrerollAd | null> {
  let current = started.get(eventId);
  if (!current || now - current.at > FRESH_FOR_MS) {
    current = { at: now, ad: lookup(eventId) };
    started.set(eventId, current);
  }
  return current.ad;
}

/** The prefetched answer if it is fresh (each answer is used once), otherwise a new lookup. */
export function takePreroll(eventId: number, now: number = Date.now()): Promise<PrerollAd | null> {
  const current = started.get(eventId);
  started.delete(eventId);
  return current && now - current.at <= FRESH_FOR_MS ? current.ad : lookup(eventId);
}

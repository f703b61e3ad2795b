import { preroll, prerollPlayed } from '@ott/contracts/endpoints/viewer/player';
import type { PrerollChoice } from '@ott/contracts/prerolls';
import { call } from '../../../lib/api-call';

/** The ad to play before an event's content; the server picks it and suppresses it once played. */
export type PrerollAd = PrerollChoice;

export function getPreroll(eventId: number, signal?: AbortSignal): Promise<PrerollAd | null> {
  return call(preroll, { params: { id: eventId }, signal });
}

/** Spec §4: once played, the preroll is not shown again to this viewer for this event for a while. */
export function reportPrerollPlayed(eventId: number, prerollId: number): Promise<unknown> {
  return call(prerollPlayed, { params: { id: eventId }, body: { preroll_id: prerollId } });
}

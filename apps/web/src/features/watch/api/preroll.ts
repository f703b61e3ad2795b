import { api } from '../../../lib/api';

/** The ad to play before an event's content; the server picks it and suppresses it once played. */
export interface PrerollAd {
  id: number;
  url: string;
  duration_seconds?: number;
}

export function getPreroll(eventId: number, signal?: AbortSignal): Promise<PrerollAd | null> {
  return api.get<PrerollAd | null>(`/events/${eventId}/preroll`, undefined, { signal });
}

/** Spec §4: once played, the preroll is not shown again to this viewer for this event for a while. */
export function reportPrerollPlayed(eventId: number, prerollId: number): Promise<unknown> {
  return api.post(`/events/${eventId}/preroll/played`, { preroll_id: prerollId });
}

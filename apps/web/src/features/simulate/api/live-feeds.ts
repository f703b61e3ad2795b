import type { LiveFeed } from '@ott/contracts/media';
import { api } from '../../../lib/api';

export function listLiveFeeds(signal?: AbortSignal): Promise<LiveFeed[]> {
  return api.get<LiveFeed[]>('/simulate', undefined, { signal });
}

export type FeedAction = 'start' | 'stop';

/** Starts (the event goes live now) or stops (the event is over) an event's simulated feed. */
export function operateLiveFeed(eventId: number, action: FeedAction): Promise<LiveFeed> {
  return api.post<LiveFeed>(`/simulate/${eventId}/${action}`);
}

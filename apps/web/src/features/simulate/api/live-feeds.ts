import { liveFeeds, startLiveFeed, stopLiveFeed } from '@ott/contracts/endpoints/viewer/simulate';
import type { LiveFeed } from '@ott/contracts/media';
import { call } from '../../../lib/api-call';

export function listLiveFeeds(signal?: AbortSignal): Promise<LiveFeed[]> {
  return call(liveFeeds, { signal });
}

export type FeedAction = 'start' | 'stop';

/** Starts (the event goes live now) or stops (the event is over) an event's simulated feed. */
export function operateLiveFeed(eventId: number, action: FeedAction): Promise<LiveFeed> {
  return call(action === 'start' ? startLiveFeed : stopLiveFeed, { params: { event_id: eventId } });
}

import { scoreTimeline } from '@ott/contracts/endpoints/viewer/scores';
import { call } from '../../../lib/api-call';
import { useApiData } from '../../../lib/use-api-data';

/** The event's score history (the replay's score bug and the clip suggestions); null `eventId` asks nothing. */
export function useScoreTimeline(eventId: number | null) {
  return useApiData(eventId === null ? null : `/events/${eventId}/score/timeline`, (signal) => call(scoreTimeline, { params: { id: eventId! }, signal }));
}

import type { AdminScore, AdminScoreAction } from '@ott/contracts/scores';
import { eventsCollection } from '@ott/contracts/endpoints/admin/catalogue';
import { score, scoreAction } from '@ott/contracts/endpoints/admin/scores';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, inChannel } from '../../lib/api-call';

export const scoreKey = (channelKey: string, eventId: number) => ['scores', channelKey, eventId] as const;

/** The scorekeeper screen's score; kept fresh in case another scorekeeper (or tab) changes it. */
export const scoreQuery = (channelKey: string, eventId: number) =>
  queryOptions({ queryKey: scoreKey(channelKey, eventId), queryFn: () => call(score, { params: inChannel(channelKey, { id: eventId }) }), refetchInterval: 10_000 });

/** Live events first, then the next upcoming ones: what a scorekeeper picks from. */
export const scorableEventsQuery = (channelKey: string) =>
  queryOptions({
    queryKey: ['scores', channelKey, 'events'] as const,
    queryFn: async () => {
      const list = (stream_status: 'live' | 'upcoming', sort_direction: 'asc' | 'desc') =>
        call(eventsCollection.list, { params: inChannel(channelKey), query: { stream_status, limit: 20, sort_field: 'event_utc_ts', sort_direction } });
      const [live, upcoming] = await Promise.all([list('live', 'desc'), list('upcoming', 'asc')]);
      return { live: live.data, upcoming: upcoming.data };
    },
    refetchInterval: 30_000,
  });

/** One button of the scorekeeper screen; the answer replaces the shown score. */
export function useScoreAction(channelKey: string, eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminScoreAction): Promise<AdminScore> => call(scoreAction, { params: inChannel(channelKey, { id: eventId }), body: body as Record<string, unknown> }),
    onSuccess: (answer) => client.setQueryData(scoreKey(channelKey, eventId), answer),
  });
}

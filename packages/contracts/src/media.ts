import { z } from 'zod';
import { EventStatus } from './events';
import { IdParam } from './query-params';

/** A simulated live feed: waiting for its start, running, or stopped (its playlist then ends). */
export const LiveFeedStatus = z.enum(['waiting', 'running', 'stopped']);
export type LiveFeedStatus = z.infer<typeof LiveFeedStatus>;

/** An event whose live media is simulated by this server, as the /simulate operator page lists it. */
export const LiveFeed = z
  .object({
    event_id: z.number().int().positive(),
    name: z.string(),
    event_utc_ts: z.string(),
    end_utc_ts: z.string(),
    stream_status: EventStatus.describe("the event's status as lists show it"),
    feed_status: LiveFeedStatus,
    operated: z.boolean().describe('an operator started or stopped the feed; otherwise it follows the schedule'),
    started_at: z.string().nullable().describe('when the feed started or will start, ISO 8601'),
    stopped_at: z.string().nullable().describe('when the feed stopped or will stop, ISO 8601'),
    source: z.string().describe('the demo video the feed loops'),
  })
  .meta({ id: 'LiveFeed' });
export type LiveFeed = z.infer<typeof LiveFeed>;

export const LiveFeedParams = z.object({ event_id: IdParam });

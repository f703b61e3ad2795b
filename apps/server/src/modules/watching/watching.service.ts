import { type ContinueWatchingItem, FINISHED_SHARE, FINISHED_WITHIN_SECONDS, RESUME_MIN_SECONDS, type SavedPosition, type WatchPosition } from '@ott/contracts';
import { NotFound } from '../../lib/errors';
import type { Channel } from '../channel/channel.types';
import type { Audience } from '../events/events.mappers';
import type { EventsService } from '../events/events.service';
import type { WatchingRepository } from './watching.repository';

const RAIL_LENGTH = 20;

/** Continue watching (beyond the spec): where each signed-in viewer stopped in each replay, on every device. */
export function createWatchingService({ repository, events, now = () => new Date() }: { repository: WatchingRepository; events: Pick<EventsService, 'get'>; now?: () => Date }) {
  return {
    /** Saves a batch; an event of another channel (or none) is a 404 and nothing is saved. */
    async save(channel: Channel, userId: number, positions: WatchPosition[]): Promise<void> {
      const latest = new Map(positions.map((position) => [position.event_id, position]));
      const known = await repository.eventsInChannel(channel.id, [...latest.keys()]);
      if (known.size !== latest.size) throw new NotFound();
      await repository.save(userId, [...latest.values()], now().toISOString());
    },

    async position(channel: Channel, userId: number, eventId: number): Promise<SavedPosition | null> {
      if ((await repository.eventsInChannel(channel.id, [eventId])).size === 0) throw new NotFound();
      return (await repository.find(userId, eventId)) ?? null;
    },

    async rail(channel: Channel, userId: number, audience: Audience): Promise<ContinueWatchingItem[]> {
      const rows = await repository.unfinished(channel.id, userId, { minSeconds: RESUME_MIN_SECONDS, finishedShare: FINISHED_SHARE, finishedWithin: FINISHED_WITHIN_SECONDS }, RAIL_LENGTH);
      const found = await Promise.all(rows.map((row) => events.get(channel, row.event_id, audience).catch(() => null)));
      return rows.flatMap((row, index) => (found[index] ? [{ event: found[index], position: row.position, duration: row.duration, updated_at: row.updated_at }] : []));
    },

    async forget(userId: number, eventId: number): Promise<void> {
      if (!(await repository.remove(userId, eventId))) throw new NotFound();
    },
  };
}
export type WatchingService = ReturnType<typeof createWatchingService>;

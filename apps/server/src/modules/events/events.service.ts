import type { Event, EventCategory, EventsQuery, HomepageEvents, HomepageQuery, PageMeta } from '@ott/contracts';
import { NotFound } from '../../lib/errors';
import { nestCategories } from '../channel/channel.mappers';
import type { Channel } from '../channel/channel.types';
import type { PlaybackSigner } from '../media/playback';
import { type EventCriteria, toCriteria } from './events.criteria';
import { type Audience, toEvent } from './events.mappers';
import type { EventsRepository } from './events.repository';

export interface EventsServiceDeps {
  repository: EventsRepository;
  playback: PlaybackSigner;
  now?: () => Date;
}

export interface EventPage {
  data: Event[];
  meta: PageMeta;
}

/** Thrown between steps once the client has gone; nothing is sent. */
export class RequestAborted extends Error {
  override name = 'RequestAborted';
}

function checkpoint(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new RequestAborted('client closed the request');
}

/**
 * The total is known without counting when the page is not full: a short first page holds
 * everything, and any short page ends the list. Only a full page (or an empty one past the
 * start) needs the count query.
 */
export function totalFromPage(criteria: Pick<EventCriteria, 'limit' | 'offset'>, rows: number): number | null {
  if (rows > 0 && rows < criteria.limit) return criteria.offset + rows;
  if (rows === 0 && criteria.offset === 0) return 0;
  return null;
}

export function createEventsService({ repository, playback, now = () => new Date() }: EventsServiceDeps) {
  return {
    async list(channel: Channel, query: EventsQuery & { favoritesOf?: number }, audience: Audience, signal?: AbortSignal): Promise<EventPage> {
      const at = now();
      const criteria = toCriteria(channel.id, query, at);
      checkpoint(signal);
      const rows = await repository.list(criteria);
      checkpoint(signal);
      const total = totalFromPage(criteria, rows.length) ?? (await repository.count(criteria));
      checkpoint(signal);
      return { data: rows.map((row) => toEvent(row, audience, at, playback)), meta: { total, limit: criteria.limit, offset: criteria.offset } };
    },

    async homepage(channel: Channel, query: HomepageQuery, audience: Audience, signal?: AbortSignal): Promise<HomepageEvents> {
      const at = now();
      const section = async (stream_status: 'live' | 'upcoming' | 'vod') => {
        const rows = await repository.list(toCriteria(channel.id, { ...query, stream_status, offset: 0 }, at));
        return rows.map((row) => toEvent(row, audience, at, playback));
      };
      checkpoint(signal);
      const [live, upcoming, recent] = await Promise.all([section('live'), section('upcoming'), section('vod')]);
      checkpoint(signal);
      return { live, upcoming, recent };
    },

    async get(channel: Channel, id: number, audience: Audience): Promise<Event> {
      const row = await repository.find(channel.id, id);
      if (!row) throw new NotFound();
      return toEvent(row, audience, now(), playback);
    },

    categories: async (channel: Channel): Promise<EventCategory[]> => nestCategories(await repository.listCategories(channel.id)),
  };
}
export type EventsService = ReturnType<typeof createEventsService>;

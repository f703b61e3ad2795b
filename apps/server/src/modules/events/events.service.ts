import type { Event, EventCategory, EventsQuery, HomepageEvents, HomepageQuery, PageMeta } from '@ott/contracts';
import { NotFound } from '../../lib/errors';
import { nestCategories } from '../channel/channel.mappers';
import type { Channel } from '../channel/channel.types';
import type { PlaybackSigner } from '../media/playback';
import type { PricingRuleLike } from '@ott/contracts/pricing-rules';
import { type EventCriteria, toCriteria } from './events.criteria';
import { type Audience, nextPricingChange, toEvent } from './events.mappers';
import type { EventsRepository } from './events.repository';

export interface EventsServiceDeps {
  repository: EventsRepository;
  playback: PlaybackSigner;
  now?: () => Date;
  /** The channel's replay pricing rules: pricing_type and has_access follow the rule in force (docs/decisions/0053). */
  pricingRules?: { rules(channelId: number): Promise<PricingRuleLike[]> };
}

/** Told when the pricing of a listed event next changes (ms), so a cache keeps the body no longer. */
export type ExpireAt = (atMs: number) => void;

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

export function createEventsService({ repository, playback, now = () => new Date(), pricingRules }: EventsServiceDeps) {
  const rulesOf = async (channel: Channel): Promise<PricingRuleLike[]> => (pricingRules ? pricingRules.rules(channel.id) : []);
  const expireAtChange = (rows: Parameters<typeof nextPricingChange>[0], rules: PricingRuleLike[], at: Date, expireAt?: ExpireAt) => {
    const next = expireAt ? nextPricingChange(rows, rules, at) : null;
    if (next !== null) expireAt!(next);
  };

  return {
    async list(channel: Channel, query: EventsQuery & { favoritesOf?: number }, audience: Audience, signal?: AbortSignal, expireAt?: ExpireAt): Promise<EventPage> {
      const at = now();
      const criteria = toCriteria(channel.id, query, at);
      checkpoint(signal);
      const [rows, rules] = await Promise.all([repository.list(criteria), rulesOf(channel)]);
      checkpoint(signal);
      const total = totalFromPage(criteria, rows.length) ?? (await repository.count(criteria));
      checkpoint(signal);
      expireAtChange(rows, rules, at, expireAt);
      return { data: rows.map((row) => toEvent(row, audience, at, playback, rules)), meta: { total, limit: criteria.limit, offset: criteria.offset } };
    },

    async homepage(channel: Channel, query: HomepageQuery, audience: Audience, signal?: AbortSignal, expireAt?: ExpireAt): Promise<HomepageEvents> {
      const at = now();
      const rules = await rulesOf(channel);
      const section = async (stream_status: 'live' | 'upcoming' | 'vod') => {
        const rows = await repository.list(toCriteria(channel.id, { ...query, stream_status, offset: 0 }, at));
        expireAtChange(rows, rules, at, expireAt);
        return rows.map((row) => toEvent(row, audience, at, playback, rules));
      };
      checkpoint(signal);
      const [live, upcoming, recent] = await Promise.all([section('live'), section('upcoming'), section('vod')]);
      checkpoint(signal);
      return { live, upcoming, recent };
    },

    async get(channel: Channel, id: number, audience: Audience): Promise<Event> {
      const [row, rules] = await Promise.all([repository.find(channel.id, id), rulesOf(channel)]);
      if (!row) throw new NotFound();
      return toEvent(row, audience, now(), playback, rules);
    },

    categories: async (channel: Channel): Promise<EventCategory[]> => nestCategories(await repository.listCategories(channel.id)),
  };
}
export type EventsService = ReturnType<typeof createEventsService>;

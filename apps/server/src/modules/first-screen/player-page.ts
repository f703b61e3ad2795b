import { eventPoster } from '@ott/contracts/event-poster';
import { PLAYBACK_MEDIA_KINDS, type Event } from '@ott/contracts/events';
import type { Language } from '@ott/contracts/channel';
import { IdParam } from '@ott/contracts/query-params';
import { ENGINE_HELD_FOR } from '@ott/contracts/stream-engine-hold';
import type { FastifyRequest } from 'fastify';
import { NotFound } from '../../lib/errors';
import { pageInLanguage } from '../../lib/page-language';
import { createTtlCache } from '../../lib/ttl-cache';
import type { PageChannel } from '../channel/channel-paths';
import type { Channel } from '../channel/channel.types';
import type { EventsService } from '../events/events.service';
import { listCacheKey } from '../events/events.list-cache';
import type { Audience } from '../events/events.mappers';
import { FIRST_SCREEN_TTL_MS } from './first-screen.service';
import { SPLASH, escapeHtml, replaceOnce } from './first-screen.page';

/** An event's player page, as its opening script reads the address (requestOpeningEvent); an embed shows no picture. */
const EVENT_PAGE = /^\/watch\/(\d{1,10})$/;
/** The class the opening script gives the event's picture in the loader (apps/web/.../opening-page.ts). */
const PICTURE_CLASS = 'splash__picture';

export interface PlayerPageDeps {
  /** The build's watch.html. */
  watchHtml: string;
  pageChannel: PageChannel;
  /** The channel key the key host names for a hostname (null: none, it answers 404). */
  hostChannelKey: (hostname: string) => Promise<string | null>;
  events: Pick<EventsService, 'get'>;
  /** Whether a viewer who has seen none of the event's prerolls lately (every first-time visitor) is offered one. */
  prerollForNewViewers: (channel: Channel, eventId: number) => Promise<boolean>;
  audienceOf: (request: FastifyRequest) => Promise<Audience>;
  ttlMs?: number;
}

/** The build's preloads of the stream engine (apps/web/build/player-page.ts, marked `data-stream-engine`), each on its line. */
const ENGINE_PRELOAD = /\n?[ \t]*(<link [^>]*\bdata-stream-engine\b[^>]*>)/g;

/** What the page of an event is sent with: its picture, whether a visitor's page plays it at all, and whether first an ad. */
interface PlayerPageFacts {
  poster: string | null;
  visitorPlays: boolean;
  /** A first-time visitor's page opens on a preroll: the stream engine is not needed until that ad shows. */
  prerollFirst: boolean;
}



/**
 * watch.html with the event's picture in its loader (as the opening script would put it there once the event is in),
 * and, when a visitor cannot play the event or is first shown an ad, the stream engine's preloads held in an inert
 * template at the top of the head, for the page's first script to preload for a viewer who may play at once
 * (src/app/early-requests.ts; docs/decisions/0097). With the
 * channel key the key host names for the page's hostname on <html> (`data-channel-key`): a first-time visitor's first
 * script asks for an API key at once rather than after reading that document (docs/decisions/0096). In the channel's
 * language, as the app starts for a first-time visitor: its loader says "Loading" in it (index.html).
 */
function playerPageWith(watchHtml: string, { poster, visitorPlays, prerollFirst }: PlayerPageFacts, language: Language, channelKey: string | null): string {
  let page = pageInLanguage(watchHtml, language);
  if (channelKey !== null) page = replaceOnce(page, `<html lang="${language}">`, `<html lang="${language}" data-channel-key="${escapeHtml(channelKey)}">`);
  if (poster !== null) page = replaceOnce(page, SPLASH, `${SPLASH}<img class="${PICTURE_CLASS}" alt="" fetchpriority="high" src="${escapeHtml(poster)}">`);
  const heldFor = !visitorPlays ? ENGINE_HELD_FOR.paywall : prerollFirst ? ENGINE_HELD_FOR.preroll : null;
  const engine = heldFor === null ? [] : [...page.matchAll(ENGINE_PRELOAD)].map(([, link]) => link);
  if (engine.length > 0) page = replaceOnce(page.replace(ENGINE_PRELOAD, ''), '<head>', `<head>\n    <template data-stream-engine="${heldFor}">${engine.join('')}</template>`);
  return page;
}

/** Whether a visitor (no account) may play something of the event: a playback item with its URL. */
const visitorPlays = (event: Pick<Event, 'media'>) => event.media.some((item) => (PLAYBACK_MEDIA_KINDS as readonly number[]).includes(item.kind) && item.url !== null);

/**
 * An event's player page as first sent (docs/decisions/0094): its picture is in the page's loader, so the browser
 * fetches and paints it as it reads the page, rather than after the opening script has asked for the event; and on the
 * page of an event a visitor cannot play (a paywall for them), or one a first-time visitor is first shown an ad on, the
 * stream engine is not preloaded unless the page's first script finds a viewer who may play at once. Both are what a
 * visitor's key gets from the API for the page's channel; whether this viewer may play stays the opening script's to
 * find out, as before. Null (watch.html as built) for other pages, a hidden or unknown event, one with no picture that
 * a visitor plays at once, or a lookup that fails.
 */
export function createPlayerPage({ watchHtml, pageChannel, hostChannelKey, events, prerollForNewViewers, audienceOf, ttlMs = FIRST_SCREEN_TTL_MS }: PlayerPageDeps) {
  const facts = createTtlCache<string, Promise<PlayerPageFacts | null>>(ttlMs, Date.now, 1_000);

  async function factsOf(request: FastifyRequest, channel: Channel, id: number, audience: Audience): Promise<PlayerPageFacts | null> {
    try {
      const event = await events.get(channel, id, audience);
      const plays = visitorPlays(event);
      return { poster: eventPoster(event.media), visitorPlays: plays, prerollFirst: plays && (await prerollForNewViewers(channel, id)) };
    } catch (error) {
      if (!(error instanceof NotFound)) request.log.warn({ err: error }, "player page sent as built: its event's lookup failed");
      return null;
    }
  }

  return {
    async page(request: FastifyRequest): Promise<string | null> {
      // An id as the opening script reads it from the address, within the range the API takes.
      const id = IdParam.safeParse(EVENT_PAGE.exec(request.url.split('?', 1)[0] ?? '')?.[1]);
      if (!id.success) return null;
      const channel = await pageChannel(request);
      if (!channel) return null;
      // The page's channel, as a key guard names an API request's: the visitor's geography is worked out for it.
      request.channel = channel;
      const audience = await audienceOf(request);
      // Keyed as the API's own lists are: whether a visitor plays the event depends on where they are (geo-blocking).
      const key = listCacheKey(channel.id, `player-page:${id.data}`, audience, {});
      let known = facts.get(key);
      if (!known) {
        known = factsOf(request, channel, id.data, audience);
        facts.set(key, known);
      }
      const found = await known;
      if (found === null || (found.poster === null && found.visitorPlays && !found.prerollFirst)) return null;
      return playerPageWith(watchHtml, found, channel.language, await hostChannelKey(request.hostname));
    },
    /** A channel changed (an event's pictures or prices among what may have): events are looked up afresh. */
    invalidate: () => facts.clear(),
  };
}

export type PlayerPage = ReturnType<typeof createPlayerPage>;

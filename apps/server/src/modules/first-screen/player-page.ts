import { eventPoster } from '@ott/contracts/event-poster';
import type { FastifyRequest } from 'fastify';
import { NotFound } from '../../lib/errors';
import { createTtlCache } from '../../lib/ttl-cache';
import type { PageChannel } from '../channel/channel-paths';
import type { Channel } from '../channel/channel.types';
import type { EventsService } from '../events/events.service';
import type { Audience } from '../events/events.mappers';
import { FIRST_SCREEN_TTL_MS } from './first-screen.service';
import { escapeHtml, replaceOnce } from './first-screen.page';

/** An event's player page, as its opening script reads the address (requestOpeningEvent); an embed shows no picture. */
const EVENT_PAGE = /^\/watch\/(\d{1,10})$/;
/** The page's loader as index.html writes it: the picture goes first inside it, under the loader's bars. */
export const SPLASH = '<div id="splash" role="status" aria-live="polite">';
/** The class the opening script gives the event's picture in the loader (apps/web/.../opening-page.ts). */
const PICTURE_CLASS = 'splash__picture';

export interface PlayerPageDeps {
  /** The build's watch.html. */
  watchHtml: string;
  pageChannel: PageChannel;
  events: Pick<EventsService, 'get'>;
  audienceOf: (request: FastifyRequest) => Promise<Audience>;
  ttlMs?: number;
}

/** watch.html with the event's picture in its loader, as the opening script would put it there once the event is in. */
export function playerPageWithPicture(watchHtml: string, poster: string): string {
  return replaceOnce(watchHtml, SPLASH, `${SPLASH}<img class="${PICTURE_CLASS}" alt="" fetchpriority="high" src="${escapeHtml(poster)}">`);
}

/**
 * An event's player page as first sent (docs/decisions/0094): its picture is in the page's loader, so the browser
 * fetches and paints it as it reads the page, rather than after the opening script has asked for the event. The
 * picture is the one every viewer gets (a public event's last picture); whether the viewer may play is the opening
 * script's to find out, as before. Null (watch.html as built) for other pages, a hidden or unknown event, one without
 * a picture, or a lookup that fails.
 */
export function createPlayerPage({ watchHtml, pageChannel, events, audienceOf, ttlMs = FIRST_SCREEN_TTL_MS }: PlayerPageDeps) {
  const posters = createTtlCache<string, Promise<string | null>>(ttlMs, Date.now, 1_000);

  async function posterOf(request: FastifyRequest, channel: Channel, id: number): Promise<string | null> {
    try {
      return eventPoster((await events.get(channel, id, await audienceOf(request))).media);
    } catch (error) {
      if (!(error instanceof NotFound)) request.log.warn({ err: error }, "player page sent without its event's picture");
      return null;
    }
  }

  return {
    async page(request: FastifyRequest): Promise<string | null> {
      const match = EVENT_PAGE.exec(request.url.split('?', 1)[0] ?? '');
      if (!match) return null;
      const channel = await pageChannel(request);
      if (!channel) return null;
      // The page's channel, as a key guard names an API request's: the visitor's geography is worked out for it.
      request.channel = channel;
      const id = Number(match[1]);
      const key = `${channel.id}|${id}`;
      let poster = posters.get(key);
      if (!poster) {
        poster = posterOf(request, channel, id);
        posters.set(key, poster);
      }
      const url = await poster;
      return url === null ? null : playerPageWithPicture(watchHtml, url);
    },
    /** A channel changed (an event's pictures among what may have): pictures are looked up afresh. */
    invalidate: () => posters.clear(),
  };
}

export type PlayerPage = ReturnType<typeof createPlayerPage>;

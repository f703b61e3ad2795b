import { BootstrapData, HomepageEvents, ProjectSettingsFile } from '@ott/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createTtlCache } from '../../lib/ttl-cache';
import type { PageChannel } from '../channel/channel-paths';
import type { Channel } from '../channel/channel.types';
import type { EventsService } from '../events/events.service';
import { listCacheKey } from '../events/events.list-cache';
import type { Audience } from '../events/events.mappers';
import { firstScreenPage } from './first-screen.page';
import { logoIsWordmark } from './logo-shape';
import type { BuiltLandingPage } from './built-landing-page';

/** As long as the home sections' own answer is reused (the list cache), so the page shows what the API would. */
export const FIRST_SCREEN_TTL_MS = 10_000;
/** As the app asks for them (src/features/home/api/get-homepage-events.ts, HOME_SECTION_LIMIT). */
const HOME_SECTION_LIMIT = 12;
/** Browsers that report a phone: the app's header starts compact there (its phone query is min-width based). */
const PHONE_BROWSER = /\bMobi|Android|iPhone/i;

export interface FirstScreenDeps {
  app: Pick<FastifyInstance, 'inject'>;
  built: BuiltLandingPage;
  pageChannel: PageChannel;
  events: Pick<EventsService, 'homepage'>;
  /** The visitor's geography and access, as the home sections' route works it out for a visitor's key. */
  audienceOf: (request: FastifyRequest) => Promise<Audience>;
  ttlMs?: number;
}

/** A key-exempt answer of the app's own API, as the browser would get it. */
async function apiData<T>(app: FirstScreenDeps['app'], url: string, parse: (value: unknown) => T, envelope: boolean): Promise<T | null> {
  const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
  if (response.statusCode !== 200) return null;
  const body = response.json<{ data?: unknown }>();
  return parse(envelope ? body.data : body);
}

/**
 * The landing page as first sent to a visitor (docs/decisions/0093): index.html with the channel's first screen
 * rendered in, for `/` without a query. Null when it cannot be rendered (no build of it, a channel that fails): the
 * page is then sent as it is, and the app starts as before.
 */
export function createFirstScreen({ app, built, pageChannel, events, audienceOf, ttlMs = FIRST_SCREEN_TTL_MS }: FirstScreenDeps) {
  const { render, indexHtml, styleSheets } = built;
  const pages = createTtlCache<string, Promise<string | null>>(ttlMs, Date.now, 1_000);

  async function build(request: FastifyRequest, channel: Channel, audience: Audience, phone: boolean): Promise<string | null> {
    const channelKey = channel.key;
    const key = encodeURIComponent(channelKey);
    const [bootstrap, projectSettings, homepage] = await Promise.all([
      apiData(app, `/api/channel-bootstrap-data?client_interface=web&channel_key=${key}`, (value) => BootstrapData.parse(value), true),
      apiData(app, `/storage/settings/${key}.json`, (value) => ProjectSettingsFile.parse(value), false),
      events.homepage(channel, { limit: HOME_SECTION_LIMIT }, audience).then((value) => HomepageEvents.parse(value)),
    ]);
    if (!bootstrap) return null;
    const wordmark = await logoIsWordmark(bootstrap.settings.logo, async (path) => {
      const response = await app.inject({ method: 'GET', url: path });
      return response.statusCode === 200 ? response.rawPayload : null;
    });
    const screen = await render({ channel: { channelKey, bootstrap, projectSettings }, homepage, url: `${request.protocol}://${request.host}/`, phone, wordmark });
    if (!screen) return null;
    return firstScreenPage(indexHtml, screen, { channelKey, language: screen.language, homepage, wordmark, phone, eventTimes: screen.eventTimes ?? {} }, styleSheets);
  }

  return {
    async page(request: FastifyRequest): Promise<string | null> {
      const channel = await pageChannel(request);
      if (!channel) return null;
      // The page's channel, as a key guard names an API request's: the visitor's geography is worked out for it.
      request.channel = channel;
      const audience = await audienceOf(request);
      const phone = PHONE_BROWSER.test(request.headers['user-agent'] ?? '');
      const key = `${listCacheKey(channel.id, 'first-screen', audience, {})}|${phone ? 'phone' : 'wide'}`;
      let page = pages.get(key);
      if (!page) {
        page = build(request, channel, audience, phone).catch((error: unknown) => {
          request.log.warn({ err: error }, 'landing page sent without its first screen');
          return null;
        });
        pages.set(key, page);
      }
      return page;
    },
    /** A channel changed: its next landing page is rendered afresh. */
    invalidate: () => pages.clear(),
  };
}

export type FirstScreen = ReturnType<typeof createFirstScreen>;

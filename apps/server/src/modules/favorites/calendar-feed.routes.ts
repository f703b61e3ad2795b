import { envelope } from '@ott/contracts';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../lib/errors';
import { errorResponses } from '../../lib/route-schemas';
import { generateSecretToken, hashSecretToken } from '../../lib/secret-token';
import { type AuthGuards, userIdOf } from '../auth/auth.guards';
import type { ChannelDirectory } from '../channel/channel-directory';
import { NO_ENTITLEMENTS } from '../entitlements/entitlements';
import { calendarOf } from './calendar-feed';
import type { CalendarFeedsRepository } from './calendar-feeds.repository';
import type { FavoritesService } from './favorites.service';

export interface CalendarFeedRoutesOptions {
  repository: CalendarFeedsRepository;
  favorites: Pick<FavoritesService, 'events'>;
  channels: Pick<ChannelDirectory, 'findById'>;
  authGuards: AuthGuards;
  /** PUBLIC_ORIGIN: where the watch links point when the app is not on the API's origin. */
  publicOrigin: string | null;
  now?: () => Date;
}

const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
/** The next three months of a feed: calendar apps poll it, so it stays small. */
const FEED_DAYS = 90;

/**
 * A personal calendar feed of the user's favourite teams, schools and sports: a secret URL that
 * calendar apps subscribe to (no API key; the URL is the permission). Asking for a link makes a new
 * one and ends the previous.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<CalendarFeedRoutesOptions> = async (app, { repository, favorites, channels, authGuards, publicOrigin, now = () => new Date() }) => {
  const originOf = (request: { protocol: string; host: string }) => publicOrigin ?? `${request.protocol}://${request.host}`;

  app.post(
    '/api/calendar',
    {
      preHandler: authGuards.requireUser,
      schema: {
        summary: "A new secret link to the user's calendar feed of their favourites' events; the previous link stops working",
        tags: ['favorites'],
        body: ApiKeyCarrier,
        response: { 200: envelope(z.object({ url: z.string() })), ...errorResponses },
      },
    },
    async (request) => {
      const token = generateSecretToken();
      await repository.replace(userIdOf(request), hashSecretToken(token), now().toISOString());
      return { data: { url: `${originOf(request)}/api/calendar/${token}.ics` } };
    },
  );

  app.get('/api/calendar/:file', { schema: { hide: true, params: z.object({ file: z.string() }) } }, async (request, reply) => {
    const token = FEED_FILE.exec(request.params.file)?.[1];
    const owner = token ? await repository.findOwner(hashSecretToken(token)) : undefined;
    const channel = owner ? await channels.findById(owner.channel_id) : null;
    if (!owner || !channel) throw new NotFound();
    const from = now();
    const until = new Date(from.getTime() + FEED_DAYS * 86_400_000);
    const audience = { ip: request.ip, countryCode: null, channelBlocked: false, userId: owner.user_id, entitlements: NO_ENTITLEMENTS };
    const filters = { offset: 0, limit: 100, sort_field: 'event_utc_ts' as const, sort_direction: 'asc' as const };
    const [live, upcoming] = await Promise.all([
      favorites.events(channel, owner.user_id, { ...filters, stream_status: 'live' }, audience),
      favorites.events(channel, owner.user_id, { ...filters, stream_status: 'upcoming', end_date: until.toISOString() }, audience),
    ]);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=900')
      .send(calendarOf(channel, [...live.data, ...upcoming.data], originOf(request)));
  });
};

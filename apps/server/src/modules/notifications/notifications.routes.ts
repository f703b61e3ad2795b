import { envelope } from '@ott/contracts';
import { NotificationPreferences, PushPublicKey, PushRemoved, PushSubscribed, PushSubscriptionRequest, PushUnsubscribeRequest, TestNotificationResult } from '@ott/contracts/notifications';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, userIdOf } from '../auth/auth.guards';
import { linkOrigin } from '../auth/link-origin';
import { channelOf, type KeyGuards } from '../keys/keys.guards';
import type { NotificationsService } from './notifications.service';

export interface NotificationsRoutesOptions {
  notifications: NotificationsService;
  guards: KeyGuards;
  authGuards: AuthGuards;
  vapidPublicKey: string;
  publicOrigin: string | null;
}

/** A viewer's notification preferences and push subscriptions (docs/decisions/0083). */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (app, { notifications, guards, authGuards, vapidPublicKey, publicOrigin }) => {
  const tags = ['notifications'];
  const user = { preHandler: authGuards.requireUser };

  app.get(
    '/api/notifications/push-key',
    { preHandler: guards.requireApiKey, schema: { summary: 'The VAPID public key browsers subscribe to web push with', tags, querystring: ApiKeyCarrier, response: { 200: envelope(PushPublicKey), ...errorResponses } } },
    async () => ({ data: { public_key: vapidPublicKey } }),
  );

  app.get(
    '/api/notifications/preferences',
    {
      ...user,
      schema: { summary: "The viewer's notification preferences (all off until saved)", tags, querystring: ApiKeyCarrier.extend({ time_zone: z.string().max(64).optional() }), response: { 200: envelope(NotificationPreferences), ...errorResponses } },
    },
    async (request) => ({ data: await notifications.preferences(userIdOf(request), request.query.time_zone) }),
  );

  app.put(
    '/api/notifications/preferences',
    { ...user, schema: { summary: "Saves the viewer's notification preferences, quiet hours and time zone", tags, body: NotificationPreferences.extend(ApiKeyCarrier.shape), response: { 200: envelope(NotificationPreferences), ...errorResponses } } },
    async (request) => {
      const { api_key: _key, ...preferences } = request.body;
      return { data: await notifications.savePreferences(userIdOf(request), preferences, linkOrigin(request, channelOf(request), publicOrigin)) };
    },
  );

  app.post(
    '/api/notifications/push-subscriptions',
    { ...user, schema: { summary: "Stores this browser's push subscription for the viewer", tags, body: PushSubscriptionRequest.extend(ApiKeyCarrier.shape), response: { 200: envelope(PushSubscribed), ...errorResponses } } },
    async (request) => {
      await notifications.subscribe(userIdOf(request), request.body);
      return { data: { subscribed: true as const } };
    },
  );

  app.post(
    '/api/notifications/push-subscriptions/remove',
    { ...user, schema: { summary: "Forgets this browser's push subscription; unknown ones change nothing", tags, body: PushUnsubscribeRequest.extend(ApiKeyCarrier.shape), response: { 200: envelope(PushRemoved), ...errorResponses } } },
    async (request) => ({ data: { removed: await notifications.unsubscribe(userIdOf(request), request.body.endpoint) } }),
  );

  app.post(
    '/api/notifications/test',
    { ...user, schema: { summary: "Sends a test push to each of the viewer's browsers", tags, body: ApiKeyCarrier, response: { 200: envelope(TestNotificationResult), ...errorResponses } } },
    async (request) => ({ data: { sent: await notifications.sendTest(userIdOf(request), channelOf(request)) } }),
  );
};

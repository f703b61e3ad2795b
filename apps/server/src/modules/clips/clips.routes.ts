import { Clip, ClipIdParams, ClipRename, ClipRequest, Event, EventIdParams, SharedClip, SharedClipQuery, envelope } from '@ott/contracts';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, userIdOf } from '../auth/auth.guards';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import { audienceOf } from '../events/events.routes';
import type { ViewerResolver } from '../geo/viewer';
import { channelOf, type KeyGuards } from '../keys/keys.guards';
import type { ClipsService } from './clips.service';

export interface ClipsRoutesOptions {
  clips: ClipsService;
  guards: KeyGuards;
  authGuards: AuthGuards;
  viewerOf: ViewerResolver;
  entitlements: Pick<EntitlementsService, 'forUser'>;
}

/** Spec §7 clips: another user's or another channel's clip is a 404 on every route. */
export const clipsRoutes: FastifyPluginAsyncZod<ClipsRoutesOptions> = async (app, { clips, guards, authGuards, viewerOf, entitlements }) => {
  const user = { preHandler: authGuards.requireUser };
  const tags = ['clips'];
  const audience = (request: Parameters<typeof audienceOf>[0]) => audienceOf(request, viewerOf, entitlements);

  app.post(
    '/api/clip',
    {
      ...user,
      schema: {
        summary: 'Clips 1 to 90 seconds of an event’s video; answers queued, then the clip turns processing and ready',
        description: 'Needs the clipping capability and access to the event; counted in featureCount.clips (403 past the channel cap).',
        tags,
        body: ClipRequest.safeExtend(ApiKeyCarrier.shape),
        response: { 200: envelope(Clip), ...errorResponses },
      },
    },
    async (request) => ({ data: await clips.create(channelOf(request), userIdOf(request), request.body, await audience(request)) }),
  );

  app.get(
    '/api/clips/user',
    { ...user, schema: { summary: "The user's clips, newest first, with their events", tags, querystring: ApiKeyCarrier, response: { 200: envelope(Clip.array()), ...errorResponses } } },
    async (request) => ({ data: await clips.listOfUser(channelOf(request), userIdOf(request), await audience(request)) }),
  );

  app.get(
    '/api/clips/event/:id',
    { ...user, schema: { summary: "The user's clips of one event", tags, params: EventIdParams, querystring: ApiKeyCarrier, response: { 200: envelope(Clip.array()), ...errorResponses } } },
    async (request) => ({ data: await clips.listOfEvent(channelOf(request), userIdOf(request), request.params.id, await audience(request)) }),
  );

  app.get(
    '/api/events/with_clip',
    { ...user, schema: { summary: 'The events the user has clipped', tags, querystring: ApiKeyCarrier, response: { 200: envelope(Event.array()), ...errorResponses } } },
    async (request) => ({ data: await clips.eventsWithClips(channelOf(request), userIdOf(request), await audience(request)) }),
  );

  app.get(
    '/api/clip/download/:id',
    {
      ...user,
      schema: {
        summary: 'A short-lived signed link to the clip’s MP4, served as an attachment',
        description: 'Needs the download_clip capability; the first download of a clip counts in featureCount.downloads (403 past the channel cap).',
        tags,
        params: ClipIdParams,
        querystring: ApiKeyCarrier,
        response: { 200: envelope(z.object({ url: z.string() })), ...errorResponses },
      },
    },
    async (request) => ({ data: await clips.download(channelOf(request), userIdOf(request), request.params.id) }),
  );

  app.patch(
    '/api/clip/:id',
    {
      ...user,
      schema: {
        summary: 'Renames one of the user’s clips; its share page and download take the new name',
        tags,
        params: ClipIdParams,
        body: ClipRename.safeExtend(ApiKeyCarrier.shape),
        response: { 200: envelope(Clip), ...errorResponses },
      },
    },
    async (request) => ({ data: await clips.rename(channelOf(request), userIdOf(request), request.params.id, request.body, await audience(request)) }),
  );

  app.delete(
    '/api/clip/:id',
    { ...user, schema: { summary: 'Deletes a clip and its files', tags, params: ClipIdParams, querystring: ApiKeyCarrier, response: { 200: envelope(z.object({ id: z.number().int() })), ...errorResponses } } },
    async (request) => {
      await clips.remove(channelOf(request), userIdOf(request), request.params.id);
      return { data: { id: request.params.id } };
    },
  );

  app.get(
    '/api/shared-clip/:id',
    {
      preHandler: guards.requireApiKey,
      schema: {
        summary: 'A shared clip for anyone with its link: name, event, poster and a signed HLS URL; no MP4 (only /clip/download/{id} gives it), no owner details',
        tags,
        params: ClipIdParams,
        querystring: SharedClipQuery.extend(ApiKeyCarrier.shape),
        response: { 200: envelope(SharedClip), ...errorResponses },
      },
    },
    async (request) => ({ data: await clips.shared(channelOf(request), request.params.id, request.query.uuid) }),
  );
};

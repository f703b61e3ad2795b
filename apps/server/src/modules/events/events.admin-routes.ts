import { envelope } from '@ott/contracts';
import {
  AdminAttachVideo,
  AdminChannelParams,
  AdminEvent,
  AdminEventInput,
  AdminEventOptions,
  AdminEventPatch,
  AdminEventsBulk,
  AdminEventsBulkResult,
  AdminEventsQuery,
  AdminItemParams,
  AdminMediaParams,
  AdminPlayback,
  AdminVideo,
  adminPage,
} from '@ott/contracts/admin-catalogue';
import { AdminEventsEdit, AdminEventsEditResult } from '@ott/contracts/admin-schedule';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import type { AuditLog } from '../operators/audit-log';
import type { EventsAdminService } from './events.admin-service';

export interface EventsAdminRoutesOptions {
  eventsAdmin: EventsAdminService;
  audit: AuditLog;
  /** Drops the channel's cached data and every cached event list, so viewers see a change at once. */
  invalidate: FastifyInstance['invalidateChannelCaches'];
}

const tags = ['admin'];
const BASE = '/api/admin/channels/:channel_key/events';
/** Ids no event has: the matrix reaches the role check and then a plain 404 or 400. */
const PROBE = { params: { id: '2147483000' } };

/** The console's events: list, create, edit, hide or delete, attach a demo video or a library asset, and preview it. */
export const eventsAdminRoutes: FastifyPluginAsyncZod<EventsAdminRoutesOptions> = async (app, { eventsAdmin, audit, invalidate }) => {
  app.get(
    BASE,
    {
      config: { access: 'any' },
      schema: {
        summary: 'Events of the channel, hidden ones too: paged, sorted, searched and filtered',
        tags,
        params: AdminChannelParams,
        querystring: AdminEventsQuery,
        response: { 200: adminPage(AdminEvent), ...errorResponses },
      },
    },
    async (request) => eventsAdmin.list(request.consoleChannel, request.query),
  );

  app.post(
    BASE,
    {
      config: { access: 'editor', matrixExample: { body: {} } },
      schema: {
        summary: 'Create an event; with `video`, a demo video or a library asset (`lib-<id>`) is attached at once. Viewers see it immediately (unless hidden)',
        tags,
        params: AdminChannelParams,
        body: AdminEventInput,
        response: { 201: envelope(AdminEvent), ...errorResponses },
      },
    },
    async (request, reply) => {
      const channel = request.consoleChannel;
      const event = await eventsAdmin.create(channel, request.body);
      await audit.record(request, { action: 'event.create', entity_type: 'event', entity_id: event.id, before: null, after: event });
      invalidate(channel.id);
      return reply.status(201).send({ data: event });
    },
  );

  app.post(
    `${BASE}/bulk`,
    {
      config: { access: 'editor', matrixExample: { body: {} } },
      schema: {
        summary: 'Publish, hide or delete several events; events with orders are not deleted (listed in `refused`)',
        tags,
        params: AdminChannelParams,
        body: AdminEventsBulk,
        response: { 200: envelope(AdminEventsBulkResult), ...errorResponses },
      },
    },
    async (request) => {
      const channel = request.consoleChannel;
      const before = await Promise.all(request.body.ids.slice(0, 200).map((id) => eventsAdmin.get(channel, id).catch(() => null)));
      const result = await eventsAdmin.bulk(channel, request.body);
      const done = new Set(result.done);
      for (const event of before) {
        if (!event || !done.has(event.id)) continue;
        const after = request.body.action === 'delete' ? null : { ...event, visibility: request.body.action === 'publish' ? 'public' : 'hidden' };
        await audit.record(request, { action: `event.${request.body.action}`, entity_type: 'event', entity_id: event.id, before: event, after });
      }
      invalidate(channel.id);
      return { data: result };
    },
  );

  // Not PATCH on the list's own URL: there POST creates, and the method override (`_method: "patch"`) needs that POST.
  app.patch(
    `${BASE}/bulk-edit`,
    {
      config: { access: 'editor', matrixExample: { body: { ids: [2147483000], changes: { visibility: 'hidden' } } } },
      schema: {
        summary: 'Change several events at once: pricing (type and price), visibility, sport, or a shift of start and end by minutes; all change or none; audited per event',
        tags,
        params: AdminChannelParams,
        body: AdminEventsEdit,
        response: { 200: envelope(AdminEventsEditResult), ...errorResponses },
      },
    },
    async (request) => {
      const channel = request.consoleChannel;
      const { result, before, after } = await eventsAdmin.edit(channel, request.body);
      for (const [index, event] of after.entries()) {
        await audit.record(request, { action: 'event.update', entity_type: 'event', entity_id: event.id, before: before[index], after: event });
      }
      invalidate(channel.id);
      return { data: result };
    },
  );

  app.get(
    `${BASE}/options`,
    {
      config: { access: 'any' },
      schema: { summary: "What the event form offers: sports, teams, schools, locations, the channel's time zone", tags, params: AdminChannelParams, response: { 200: envelope(AdminEventOptions), ...errorResponses } },
    },
    async (request) => ({ data: await eventsAdmin.options(request.consoleChannel) }),
  );

  app.get(
    `${BASE}/:id`,
    {
      config: { access: 'any', matrixExample: PROBE },
      schema: { summary: 'One event of the channel, hidden or not', tags, params: AdminItemParams, response: { 200: envelope(AdminEvent), ...errorResponses } },
    },
    async (request) => ({ data: await eventsAdmin.get(request.consoleChannel, request.params.id) }),
  );

  app.patch(
    `${BASE}/:id`,
    {
      config: { access: 'editor', matrixExample: { ...PROBE, body: {} } },
      schema: { summary: 'Change an event (any subset of the fields)', tags, params: AdminItemParams, body: AdminEventPatch, response: { 200: envelope(AdminEvent), ...errorResponses } },
    },
    async (request) => {
      const channel = request.consoleChannel;
      const { before, after } = await eventsAdmin.update(channel, request.params.id, request.body);
      await audit.record(request, { action: 'event.update', entity_type: 'event', entity_id: after.id, before, after });
      invalidate(channel.id);
      return { data: after };
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      config: { access: 'editor', matrixExample: PROBE },
      schema: {
        summary: 'Delete an event; one with orders is refused (409 EVENT_HAS_ORDERS): hide it instead',
        tags,
        params: AdminItemParams,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...errorResponses },
      },
    },
    async (request) => {
      const channel = request.consoleChannel;
      const before = await eventsAdmin.remove(channel, request.params.id);
      await audit.record(request, { action: 'event.delete', entity_type: 'event', entity_id: before.id, before, after: null });
      invalidate(channel.id);
      return { data: { id: before.id } };
    },
  );

  app.get(
    `${BASE}/videos`,
    {
      config: { access: 'any' },
      schema: {
        summary: "Videos that can be attached to an event: the demo videos and the channel's library assets (not failed or cancelled), with their use in the channel",
        tags,
        params: AdminChannelParams,
        response: { 200: envelope(z.array(AdminVideo)), ...errorResponses },
      },
    },
    async (request) => ({ data: await eventsAdmin.videos(request.consoleChannel) }),
  );

  app.post(
    `${BASE}/:id/media`,
    {
      config: { access: 'editor', matrixExample: { ...PROBE, body: {} } },
      schema: {
        summary:
          'Attach a demo video or a library asset (`lib-<id>`) as the replay (vod) or the live feed (live), with its poster and previews, or its previews alone (preview), or as the live fallback slate looped while the feed is off air (slate); `replace` swaps the old video without changing the event address',
        tags,
        params: AdminItemParams,
        body: AdminAttachVideo,
        response: { 200: envelope(AdminEvent), ...errorResponses },
      },
    },
    async (request) => {
      const channel = request.consoleChannel;
      const { before, after } = await eventsAdmin.attachVideo(channel, request.params.id, request.body);
      if (request.body.kind === 'slate') {
        await audit.record(request, { action: 'event.slate.attach', entity_type: 'event', entity_id: after.id, before: { live_slate: before.live_slate }, after: { live_slate: after.live_slate } });
      } else {
        await audit.record(request, { action: 'event.media.attach', entity_type: 'event', entity_id: after.id, before: before.media, after: after.media });
      }
      invalidate(channel.id);
      return { data: after };
    },
  );

  app.delete(
    `${BASE}/:id/slate`,
    {
      config: { access: 'editor', matrixExample: PROBE },
      schema: { summary: 'Detach the live fallback slate: viewers see the live feed alone again', tags, params: AdminItemParams, response: { 200: envelope(AdminEvent), ...errorResponses } },
    },
    async (request) => {
      const channel = request.consoleChannel;
      const { before, after } = await eventsAdmin.detachSlate(channel, request.params.id);
      await audit.record(request, { action: 'event.slate.detach', entity_type: 'event', entity_id: after.id, before: { live_slate: before.live_slate }, after: { live_slate: after.live_slate } });
      invalidate(channel.id);
      return { data: after };
    },
  );

  app.delete(
    `${BASE}/:id/media/:media_id`,
    {
      config: { access: 'editor', matrixExample: { params: { id: '2147483000', media_id: '2147483000' } } },
      schema: { summary: "Detach one media item (a video's playlist takes its pictures along)", tags, params: AdminMediaParams, response: { 200: envelope(AdminEvent), ...errorResponses } },
    },
    async (request) => {
      const channel = request.consoleChannel;
      const { before, after } = await eventsAdmin.detachMedia(channel, request.params.id, request.params.media_id);
      await audit.record(request, { action: 'event.media.detach', entity_type: 'event', entity_id: after.id, before: before.media, after: after.media });
      invalidate(channel.id);
      return { data: after };
    },
  );

  app.get(
    `${BASE}/:id/playback`,
    {
      config: { access: 'any', matrixExample: PROBE },
      schema: {
        summary: "Signed playback URLs of the event's videos for the console's preview player",
        tags,
        params: AdminItemParams,
        response: { 200: envelope(z.array(AdminPlayback)), ...errorResponses },
      },
    },
    async (request) => ({ data: await eventsAdmin.playback(request.consoleChannel, request.params.id) }),
  );
};

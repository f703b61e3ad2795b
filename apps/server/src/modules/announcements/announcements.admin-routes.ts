import { envelope } from '@ott/contracts';
import {
  AdminAnnouncement,
  AdminAnnouncementAudiences,
  AdminAnnouncementInput,
  AdminAnnouncementList,
  AdminAnnouncementParams,
  AdminAnnouncementPreview,
  AdminAnnouncementPreviewInput,
  AdminAnnouncementTestResult,
} from '@ott/contracts/admin-announcements';
import { AdminChannelParams } from '@ott/contracts/admin-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { linkOrigin } from '../auth/link-origin';
import type { AuditLog } from '../operators/audit-log';
import type { AnnouncementsService } from './announcements.service';

export interface AnnouncementsAdminRoutesOptions {
  announcements: AnnouncementsService;
  audit: AuditLog;
  /** PUBLIC_ORIGIN, for the unsubscribe links. */
  publicOrigin: string | null;
}

const tags = ['admin'];
const BASE = '/api/admin/channels/:channel_key/announcements';
const PROBE = { params: { id: '2147483000' } };
const EXAMPLE = { subject: 'Hello', body: 'News', segment: 'all', segment_id: null };
/**
 * Mailing customers reaches every opted-in inbox of the channel and cannot be taken back, and its audience counts
 * read customer data: admins (and owners) only, like the customers area's weighty actions; editors edit content.
 */
const ACCESS = 'admin' as const;

/** The console's announcements (modules/announcements): drafts, audiences, preview, test mail and sending; every change audited. */
export const announcementsAdminRoutes: FastifyPluginAsyncZod<AnnouncementsAdminRoutesOptions> = async (app, { announcements, audit, publicOrigin }) => {
  const record = (request: Parameters<AuditLog['record']>[0], action: string, id: number, before: unknown, after: unknown) =>
    audit.record(request, { action: `announcement.${action}`, entity_type: 'announcement', entity_id: id, before, after });

  app.get(BASE, { config: { access: ACCESS }, schema: { summary: "The channel's announcements, newest first, with state and counts", tags, params: AdminChannelParams, response: { 200: envelope(AdminAnnouncementList), ...errorResponses } } }, async (request) => ({
    data: await announcements.list(request.consoleChannel),
  }));

  app.get(
    `${BASE}/audiences`,
    { config: { access: ACCESS }, schema: { summary: 'How many opted-in customers each segment reaches now', tags, params: AdminChannelParams, response: { 200: envelope(AdminAnnouncementAudiences), ...errorResponses } } },
    async (request) => ({ data: await announcements.audiences(request.consoleChannel) }),
  );

  app.post(
    `${BASE}/preview`,
    {
      config: { access: ACCESS, matrixExample: { body: { subject: 'Hello', body: 'News' } } },
      schema: { summary: 'The email as a customer gets it (subject, HTML, plain text) from a subject and Markdown body', tags, params: AdminChannelParams, body: AdminAnnouncementPreviewInput, response: { 200: envelope(AdminAnnouncementPreview), ...errorResponses } },
    },
    async (request) => ({ data: announcements.preview(request.consoleChannel, request.body, linkOrigin(request, request.consoleChannel, publicOrigin)) }),
  );

  app.post(
    BASE,
    { config: { access: ACCESS, matrixExample: { body: EXAMPLE } }, schema: { summary: 'A new draft announcement', tags, params: AdminChannelParams, body: AdminAnnouncementInput, response: { 201: envelope(AdminAnnouncement), ...errorResponses } } },
    async (request, reply) => {
      const created = await announcements.create(request.consoleChannel, request.body, request.operator.email);
      await record(request, 'create', created.id, null, created);
      return reply.status(201).send({ data: created });
    },
  );

  app.get(`${BASE}/:id`, { config: { access: ACCESS, matrixExample: PROBE }, schema: { summary: 'One announcement with its progress', tags, params: AdminAnnouncementParams, response: { 200: envelope(AdminAnnouncement), ...errorResponses } } }, async (request) => ({
    data: await announcements.get(request.consoleChannel, request.params.id),
  }));

  app.put(
    `${BASE}/:id`,
    { config: { access: ACCESS, matrixExample: { ...PROBE, body: EXAMPLE } }, schema: { summary: 'Change a draft', tags, params: AdminAnnouncementParams, body: AdminAnnouncementInput, response: { 200: envelope(AdminAnnouncement), ...errorResponses } } },
    async (request) => {
      const { before, after } = await announcements.update(request.consoleChannel, request.params.id, request.body);
      await record(request, 'update', after.id, before, after);
      return { data: after };
    },
  );

  app.delete(
    `${BASE}/:id`,
    { config: { access: ACCESS, matrixExample: PROBE }, schema: { summary: 'Delete a draft', tags, params: AdminAnnouncementParams, response: { 200: envelope(AdminAnnouncement.pick({ id: true })), ...errorResponses } } },
    async (request) => {
      const before = await announcements.remove(request.consoleChannel, request.params.id);
      await record(request, 'delete', before.id, before, null);
      return { data: { id: before.id } };
    },
  );

  app.post(
    `${BASE}/:id/test`,
    { config: { access: ACCESS, matrixExample: PROBE }, schema: { summary: "Mail the announcement to the operator's own address, marked as a test", tags, params: AdminAnnouncementParams, response: { 200: envelope(AdminAnnouncementTestResult), ...errorResponses } } },
    async (request) => {
      const test = await announcements.sendTest(request.consoleChannel, request.params.id, request.operator.email);
      await record(request, 'test_send', request.params.id, null, test);
      return { data: { to: test.to } };
    },
  );

  app.post(
    `${BASE}/:id/send`,
    {
      config: { access: ACCESS, matrixExample: PROBE },
      schema: { summary: "Send to the segment's opted-in customers: the job queue mails them at a steady pace; poll the announcement for progress", tags, params: AdminAnnouncementParams, response: { 200: envelope(AdminAnnouncement), ...errorResponses } },
    },
    async (request) => {
      const sending = await announcements.send(request.consoleChannel, request.params.id, linkOrigin(request, request.consoleChannel, publicOrigin));
      await record(request, 'send', sending.id, { status: 'draft' }, { status: sending.status, recipients: sending.counts.recipients, segment: sending.segment, segment_id: sending.segment_id });
      return { data: sending };
    },
  );
};

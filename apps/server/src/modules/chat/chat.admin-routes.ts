import { envelope } from '@ott/contracts';
import { AdminChannelParams } from '@ott/contracts/admin-catalogue';
import {
  AdminChatEvent,
  AdminChatEventParams,
  AdminChatItemParams,
  AdminChatMessage,
  AdminChatMessagesQuery,
  AdminChatPin,
  AdminChatReport,
  AdminChatReportAction,
  AdminChatSanction,
  AdminChatSanctionInput,
  AdminChatSettings,
} from '@ott/contracts/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import type { AuditLog } from '../operators/audit-log';
import type { ChatService } from './chat.service';

const tags = ['admin'];
const BASE = '/api/admin/channels/:channel_key/chat';
const PROBE = { params: { id: '2147483000' } };
/** Moderators (and admins, owners) keep the chat: they see who wrote what and act on it. */
const ACCESS = 'moderator' as const;

/** The console's chat moderation (modules/chat): rules, messages, sanctions, reports; every action audited. */
export const chatAdminRoutes: FastifyPluginAsyncZod<{ chat: ChatService; audit: AuditLog }> = async (app, { chat, audit }) => {
  const record = (request: Parameters<AuditLog['record']>[0], action: string, entityType: string, id: number | null, before: unknown, after: unknown) =>
    audit.record(request, { action: `chat.${action}`, entity_type: entityType, entity_id: id, before, after });

  app.get(`${BASE}/settings`, { config: { access: ACCESS }, schema: { summary: "The channel's chat rules and blocked words", tags, params: AdminChannelParams, response: { 200: envelope(AdminChatSettings), ...errorResponses } } }, async (request) => ({
    data: await chat.settings(request.consoleChannel.id),
  }));

  app.put(
    `${BASE}/settings`,
    {
      config: { access: ACCESS, matrixExample: { body: { slow_mode_s: 0, mode: 'open', anonymous_read: true, links_allowed: false, blocked_words: [] } } },
      schema: { summary: "Changes the channel's chat rules; open streams hear the new rules at once", tags, params: AdminChannelParams, body: AdminChatSettings, response: { 200: envelope(AdminChatSettings), ...errorResponses } },
    },
    async (request) => {
      const { before, after } = await chat.saveSettings(request.consoleChannel, request.body);
      await record(request, 'settings', 'chat_settings', request.consoleChannel.id, before, after);
      return { data: after };
    },
  );

  app.get(`${BASE}/events`, { config: { access: ACCESS }, schema: { summary: 'Events of the last day and the next two hours, to moderate', tags, params: AdminChannelParams, response: { 200: envelope(AdminChatEvent.array()), ...errorResponses } } }, async (request) => ({
    data: await chat.events(request.consoleChannel),
  }));

  app.get(
    `${BASE}/events/:event_id/messages`,
    {
      config: { access: ACCESS, matrixExample: { params: { event_id: '2147483000' } } },
      schema: { summary: "An event's chat with deleted messages and report counts (after_id: only newer ones)", tags, params: AdminChatEventParams, querystring: AdminChatMessagesQuery, response: { 200: envelope(AdminChatMessage.array()), ...errorResponses } },
    },
    async (request) => ({ data: await chat.consoleMessages(request.consoleChannel, request.params.event_id, request.query.after_id ?? 0) }),
  );

  app.delete(
    `${BASE}/messages/:id`,
    { config: { access: ACCESS, matrixExample: PROBE }, schema: { summary: 'Deletes a message; it vanishes from every open chat', tags, params: AdminChatItemParams, response: { 200: envelope(AdminChatMessage), ...errorResponses } } },
    async (request) => {
      const removed = await chat.remove(request.consoleChannel, request.params.id);
      await record(request, 'message.delete', 'chat_message', removed.id, { ...removed, deleted: false }, removed);
      return { data: removed };
    },
  );

  app.put(
    `${BASE}/messages/:id/pin`,
    { config: { access: ACCESS, matrixExample: { ...PROBE, body: { pinned: true } } }, schema: { summary: 'Pins a message on top of its chat (unpinning any other), or unpins it', tags, params: AdminChatItemParams, body: AdminChatPin, response: { 200: envelope(AdminChatMessage), ...errorResponses } } },
    async (request) => {
      const message = await chat.pin(request.consoleChannel, request.params.id, request.body.pinned);
      await record(request, request.body.pinned ? 'message.pin' : 'message.unpin', 'chat_message', message.id, null, message);
      return { data: message };
    },
  );

  app.get(`${BASE}/sanctions`, { config: { access: ACCESS }, schema: { summary: 'Viewers banned or timed out now', tags, params: AdminChannelParams, response: { 200: envelope(AdminChatSanction.array()), ...errorResponses } } }, async (request) => ({
    data: await chat.sanctions(request.consoleChannel),
  }));

  app.post(
    `${BASE}/sanctions`,
    {
      config: { access: ACCESS, matrixExample: { body: { user_id: 2147483000, kind: 'ban' } } },
      schema: { summary: 'Times a viewer out for some minutes, or bans them, from the channel\u2019s chat', tags, params: AdminChannelParams, body: AdminChatSanctionInput, response: { 201: envelope(AdminChatSanction), ...errorResponses } },
    },
    async (request, reply) => {
      const sanction = await chat.sanction(request.consoleChannel, request.body, request.operator.email);
      await record(request, sanction.kind === 'ban' ? 'ban' : 'timeout', 'chat_sanction', sanction.id, null, sanction);
      return reply.status(201).send({ data: sanction });
    },
  );

  app.delete(
    `${BASE}/sanctions/:id`,
    { config: { access: ACCESS, matrixExample: PROBE }, schema: { summary: 'Lifts a ban or time-out', tags, params: AdminChatItemParams, response: { 200: envelope(z.object({ id: z.number().int() })), ...errorResponses } } },
    async (request) => {
      const lifted = await chat.lift(request.consoleChannel, request.params.id);
      await record(request, 'sanction.lift', 'chat_sanction', lifted.id, lifted, null);
      return { data: { id: lifted.id } };
    },
  );

  app.get(`${BASE}/reports`, { config: { access: ACCESS }, schema: { summary: "Viewers' open reports, oldest first", tags, params: AdminChannelParams, response: { 200: envelope(AdminChatReport.array()), ...errorResponses } } }, async (request) => ({
    data: await chat.reports(request.consoleChannel),
  }));

  app.post(
    `${BASE}/reports/:id`,
    { config: { access: ACCESS, matrixExample: { ...PROBE, body: { action: 'dismiss' } } }, schema: { summary: 'Dismisses a report, or deletes the message reported', tags, params: AdminChatItemParams, body: AdminChatReportAction, response: { 200: envelope(z.object({ id: z.number().int() })), ...errorResponses } } },
    async (request) => {
      const { report, removed } = await chat.settleReport(request.consoleChannel, request.params.id, request.body.action);
      if (removed) await record(request, 'message.delete', 'chat_message', removed.id, { ...removed, deleted: false }, removed);
      await record(request, `report.${request.body.action}`, 'chat_report', report.id, report, { action: request.body.action });
      return { data: { id: report.id } };
    },
  );
};

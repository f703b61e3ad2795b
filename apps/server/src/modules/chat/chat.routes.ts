import { envelope } from '@ott/contracts';
import { ChatMessage, ChatMessageParams, ChatPostBody, ChatReplayQuery, ChatReportBody, ChatReported, ChatStreamQuery } from '@ott/contracts/chat';
import { EventIdParams } from '@ott/contracts';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TooManyRequests } from '../../lib/errors';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, userIdOf } from '../auth/auth.guards';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import { audienceOf } from '../events/events.routes';
import type { ViewerResolver } from '../geo/viewer';
import { channelOf, type KeyGuards } from '../keys/keys.guards';
import { type ChatDelivery, type ChatHub, sseFrame } from './chat-hub';
import { chatLoginRequired } from './chat.errors';
import type { ChatService } from './chat.service';

export interface ChatRoutesOptions {
  chat: ChatService;
  hub: ChatHub;
  guards: KeyGuards;
  authGuards: AuthGuards;
  viewerOf: ViewerResolver;
  entitlements: Pick<EntitlementsService, 'forUser'>;
  limits: { perIpPerMinute: number; perUserPerMinute: number };
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs?: number;
}

/** How long a stream keeps the ids of its backlog, to skip their notices heard after it (written once, not twice). */
const BACKLOG_OVERLAP_MS = 30_000;

interface Outgoing {
  raw: NodeJS.WritableStream;
  frames: string[];
}

/**
 * Frames wait up to FLUSH_MS and go out together, one write per stream: with many streams, the write (a chunk of the
 * HTTP response each) is what costs, so a stream gets the frames of a few messages in one write instead of one each.
 * docs/decisions/0081: measured by bench/chat.mjs.
 */
export const FLUSH_MS = 40;
const dirty = new Set<Outgoing>();
let flushScheduled = false;
function flush(): void {
  flushScheduled = false;
  for (const stream of dirty) {
    stream.raw.write(stream.frames.length === 1 ? stream.frames[0]! : stream.frames.join(''));
    stream.frames = [];
  }
  dirty.clear();
}
function queue(stream: Outgoing, frame: string): void {
  stream.frames.push(frame);
  dirty.add(stream);
  if (!flushScheduled) {
    flushScheduled = true;
    setTimeout(flush, FLUSH_MS);
  }
}

/** Last-Event-ID (a browser reconnecting) wins over `after_id` (a client resuming by hand). */
function resumePoint(request: FastifyRequest, afterId: number | undefined): number | null {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && /^\d{1,10}$/.test(value.trim())) return Number(value.trim());
  return afterId ?? null;
}

/**
 * The viewers' live chat (docs/decisions/0081-live-chat.md): `GET /api/events/:id/chat` streams it as server-sent
 * events, like `GET /api/live_state`; `POST` writes; `…/replay` serves it back in offset order for replays.
 */
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { chat, hub, guards, authGuards, viewerOf, entitlements, limits, heartbeatMs = 25_000 }) => {
  const tags = ['chat'];
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of [...open]) end();
  });

  // Per IP on the route; per viewer here, from anywhere.
  const perUser = app.createRateLimit({ max: limits.perUserPerMinute, timeWindow: 60_000, keyGenerator: (request) => `chat:user:${request.apiKey?.userId ?? normalizeIP(request.ip)}` });
  const limitUser = async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = await perUser(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    reply.header('retry-after', verdict.ttlInSeconds);
    throw new TooManyRequests();
  };

  app.get(
    '/api/events/:id/chat',
    {
      preHandler: guards.requireApiKey,
      schema: {
        summary: "The event's live chat (text/event-stream: state, message with id, delete, pin, rules)",
        description: 'Resumes after Last-Event-ID (or after_id) without gaps or duplicates; without either, starts with the newest messages.',
        tags,
        params: EventIdParams,
        querystring: ChatStreamQuery,
      },
    },
    async (request, reply) => {
      const channel = channelOf(request);
      const audience = await audienceOf(request, viewerOf, entitlements);
      const { event, settings, readable } = await chat.openStream(channel, request.params.id, audience);
      if (!readable) throw chatLoginRequired();
      const resumeAfter = resumePoint(request, request.query.after_id);

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, { ...(reply.getHeaders() as Record<string, string>), 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no', connection: 'keep-alive' });
      const stream: Outgoing = { raw, frames: [] };
      // Messages the backlog carried: the same heard from the bus (sent just before the backlog was read) is skipped.
      let backlogIds = new Set<number>();
      let pending: ChatDelivery[] | null = [];
      const write = (delivery: ChatDelivery) => {
        if (delivery.id !== null && ((resumeAfter !== null && delivery.id <= resumeAfter) || backlogIds.has(delivery.id))) return;
        queue(stream, delivery.frame);
      };
      // Subscribed before the backlog is read: what arrives meanwhile waits, then only what the backlog lacked goes out.
      const unsubscribe = hub.subscribe(channel.id, event.id, (delivery) => (pending ? pending.push(delivery) : write(delivery)));
      const heartbeat = setInterval(() => queue(stream, ': ping\n\n'), heartbeatMs);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        dirty.delete(stream);
        raw.end();
      };
      open.add(end);
      request.raw.on('close', end);
      try {
        const backlog = await chat.backlog(event.id, resumeAfter);
        const state = await chat.state(event, settings, audience, backlog[0]?.id ?? resumeAfter ?? 0);
        if (ended) return;
        backlogIds = new Set(backlog.map((message) => message.id));
        queue(stream, `retry: 3000\n\n${sseFrame('state', state)}`);
        for (const message of backlog) queue(stream, sseFrame('message', message, message.id));
        const waiting = pending;
        pending = null;
        for (const delivery of waiting) write(delivery);
        // Long enough for any notice of a backlog message to have come.
        setTimeout(() => (backlogIds = new Set()), BACKLOG_OVERLAP_MS).unref();
      } catch (error) {
        request.log.warn({ err: error, event_id: event.id }, 'chat: stream not started');
        end();
      }
    },
  );

  app.post(
    '/api/events/:id/chat',
    {
      preHandler: [...authGuards.requireUser, limitUser],
      config: { rateLimit: { max: limits.perIpPerMinute, timeWindow: 60_000 } },
      // 200, not 201: a viewer API success is a 200 with its envelope (spec §7).
      schema: { summary: 'Sends a message to the live chat of an event', tags, params: EventIdParams, body: ChatPostBody, response: { 200: envelope(ChatMessage), ...errorResponses } },
    },
    async (request) => {
      const audience = await audienceOf(request, viewerOf, entitlements);
      return { data: await chat.post(channelOf(request), request.params.id, { ...audience, userId: userIdOf(request) }, request.body.text) };
    },
  );

  app.post(
    '/api/events/:id/chat/:message_id/report',
    {
      preHandler: authGuards.requireUser,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { summary: "Reports a chat message to the channel's moderators", tags, params: ChatMessageParams, body: ChatReportBody, response: { 200: envelope(ChatReported), ...errorResponses } },
    },
    async (request) => {
      const audience = await audienceOf(request, viewerOf, entitlements);
      await chat.report(channelOf(request), request.params.id, { ...audience, userId: userIdOf(request) }, request.params.message_id, request.body.reason ?? null);
      return { data: { message_id: request.params.message_id } };
    },
  );

  app.get(
    '/api/events/:id/chat/replay',
    {
      preHandler: guards.requireApiKey,
      schema: { summary: "The chat of an event between two offsets (seconds into the event), in offset order, for its replay", tags, params: EventIdParams, querystring: ChatReplayQuery, response: { 200: envelope(ChatMessage.array()), ...errorResponses } },
    },
    async (request) => {
      const audience = await audienceOf(request, viewerOf, entitlements);
      return { data: await chat.replay(channelOf(request), request.params.id, audience, request.query.from_s, request.query.to_s ?? null) };
    },
  );
};

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@ott/contracts';
import { errorResponses } from '../../lib/route-schemas';
import { languageOf } from './announcement.texts';
import { UnsubscribeLinkInvalid } from './announcements.errors';
import { unsubscribePage, type UnsubscribePageState } from './unsubscribe.page';
import type { Unsubscriber, UnsubscribeService } from './unsubscribe.service';
import { unsubscribePath } from './unsubscribe-token';

export interface UnsubscribeRoutesOptions {
  unsubscribe: UnsubscribeService;
}

const Params = z.object({ token: z.string().max(200) });
const Unsubscribed = envelope(z.object({ unsubscribed: z.literal(true) }));
/** RFC 8058's body is `List-Unsubscribe=One-Click`, form-encoded or multipart; its content is not needed. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

function sendPage(reply: FastifyReply, status: number, who: Unsubscriber | null, state: UnsubscribePageState, request: FastifyRequest) {
  const language = who?.channel ? languageOf(who.channel.language) : languageOf((request.headers['accept-language'] ?? '').slice(0, 2));
  const page = unsubscribePage({ language, channel: who?.channel ?? null, state, ...(who?.label ? { label: who.label[language] } : {}) });
  return reply.status(status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(page);
}

/**
 * Unsubscribing from announcements without signing in (the link and List-Unsubscribe header of every announcement):
 * GET /unsubscribe/:token shows a confirm page in the channel's language and colours (GET never changes anything:
 * mail scanners open links); POST unsubscribes — the page's button, and mail providers' one-click POST (RFC 8058).
 * POST answers the page to a browser, and JSON (`{data: {unsubscribed: true}}` or the error envelope) to others.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<UnsubscribeRoutesOptions> = async (app, { unsubscribe }) => {
  app.addContentTypeParser(FORM_TYPES, { parseAs: 'string', bodyLimit: 4_096 }, (_request, _body, done) => done(null, {}));

  app.get('/unsubscribe/:token', { schema: { hide: true, params: Params } }, async (request, reply) => {
    try {
      const who = await unsubscribe.inspect(request.params.token);
      const state: UnsubscribePageState = who.optedIn ? { kind: 'confirm', email: who.email, action: unsubscribePath(request.params.token) } : { kind: 'done', email: who.email };
      return await sendPage(reply, 200, who, state, request);
    } catch (error) {
      if (error instanceof UnsubscribeLinkInvalid) return sendPage(reply, 404, null, { kind: 'invalid' }, request);
      throw error;
    }
  });

  app.post(
    '/unsubscribe/:token',
    { schema: { summary: "One-click unsubscribe (RFC 8058): turns the user's mailing opt-in off; idempotent; no session", tags: ['viewer'], params: Params, response: { 200: Unsubscribed, ...errorResponses } } },
    async (request, reply) => {
      if (!wantsHtml(request)) {
        await unsubscribe.unsubscribe(request.params.token);
        return { data: { unsubscribed: true as const } };
      }
      try {
        const who = await unsubscribe.unsubscribe(request.params.token);
        return await sendPage(reply, 200, who, { kind: 'done', email: who.email }, request);
      } catch (error) {
        if (error instanceof UnsubscribeLinkInvalid) return sendPage(reply, 404, null, { kind: 'invalid' }, request);
        throw error;
      }
    },
  );
};

import type { ScoreStateMessage } from '@ott/contracts/live-ingest';
import { ChannelSelector } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { channelOf, type KeyGuards } from '../keys/keys.guards';
import type { LiveStateHub } from './live-state-hub';

export interface LiveStateRoutesOptions {
  hub: LiveStateHub;
  guards: KeyGuards;
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs?: number;
}

/**
 * `GET /api/live_state?channel_key=…`: server-sent events, one `live` message each time an event of the channel
 * goes live, drops to the slate, comes back or ends. One stream per open app, instead of every list and player polling.
 */
export const liveStateRoutes: FastifyPluginAsyncZod<LiveStateRoutesOptions> = async (app, { hub, guards, heartbeatMs = 25_000 }) => {
  const open = new Set<() => void>();
  // A stream never ends by itself: shutting down ends them.
  app.addHook('onClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/api/live_state',
    { preHandler: [guards.identifyChannel], schema: { summary: 'Live state changes of the channel (text/event-stream, `event: live`, LiveStateMessage; `event: score`, ScoreStateMessage)', tags: ['live'], querystring: ChannelSelector } },
    async (request, reply) => {
      const channel = channelOf(request);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, { ...(reply.getHeaders() as Record<string, string>), 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no', connection: 'keep-alive' });
      raw.write('retry: 5000\n\n');
      const unsubscribe = hub.subscribe(channel.id, (message) => raw.write(`event: live\ndata: ${JSON.stringify(message)}\n\n`));
      // Score changes (docs/decisions/0082): a separate event name, which `live` consumers ignore.
      const sendScore = (score: ScoreStateMessage) => raw.write(`event: score\ndata: ${JSON.stringify(score)}\n\n`);
      const unsubscribeScores = hub.subscribeScores(channel.id, sendScore);
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), heartbeatMs);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        unsubscribeScores();
        open.delete(end);
        raw.end();
      };
      open.add(end);
      request.raw.on('close', end);
      // A stream opening (or back after a drop) is told the scores of the channel's games on now: a change made
      // while it was away is not missed (clients keep the newest by updated_at).
      void hub.currentScores(channel.id).then((scores) => {
        if (open.has(end)) for (const score of scores) sendScore(score);
      });
    },
  );
};

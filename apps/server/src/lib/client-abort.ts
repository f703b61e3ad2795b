import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A signal that fires when the client goes away before the response is finished, so list work
 * can stop early. Node may report the request 'close' as soon as its body is read, so the
 * connection itself is checked, and the response's 'close' covers a later disconnect.
 */
export function clientAbortSignal(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const check = () => {
    if (controller.signal.aborted || reply.raw.writableFinished) return;
    const socket = request.raw.socket as { destroyed?: boolean } | null | undefined;
    if (!socket || socket.destroyed || reply.raw.destroyed) controller.abort();
  };
  request.raw.once('close', check);
  reply.raw.once('close', check);
  return controller.signal;
}

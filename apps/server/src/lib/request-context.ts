import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** Where the work under way comes from: the request that asked for it, run in a request or in a job it enqueued. */
interface Origin {
  requestId: string;
  inJob: boolean;
}

const origin = new AsyncLocalStorage<Origin>();

/** The id of the request the running code serves, directly or through the job it enqueued; null elsewhere. */
export function currentRequestId(): string | null {
  return origin.getStore()?.requestId ?? null;
}

/**
 * Runs a job's attempt under the id of the request that enqueued it, so its log lines and the jobs it enqueues carry it.
 * A job no request enqueued runs under none, not under whichever request's work happened to wake the worker.
 */
export function runAsJobOf<T>(requestId: string | null, run: () => T): T {
  return requestId ? origin.run({ requestId, inJob: true }, run) : origin.exit(run);
}

/**
 * Added to every log line (pino's mixin): a job's lines name the request that enqueued it. A request's own lines
 * already carry `request_id` from Fastify's child logger, so nothing is added there.
 */
export function jobLogFields(): { request_id?: string } {
  const store = origin.getStore();
  return store?.inJob ? { request_id: store.requestId } : {};
}

/**
 * Makes the request id current for the handler. preHandler, not onRequest: a body is read from socket events that
 * run outside the request's async context, so the context is entered once the body has been parsed.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => origin.run({ requestId: request.id, inJob: false }, done));
}

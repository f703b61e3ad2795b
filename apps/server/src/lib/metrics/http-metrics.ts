import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** Seconds: from a cached key lookup (a few ms) to a long upload or export. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Request latency, and through its _count the request rate, per route pattern (`/api/events/:id`, never the raw URL,
 * whose ids and keys would make a series per request), method and status class. Requests no route matched count as
 * `unmatched`.
 */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its response, per route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ route, method: request.method, status_class: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1_000);
    done();
  });
}

import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { registerAppGauges } from './app-gauges';
import { registerHttpMetrics } from './http-metrics';
import { metricsAccess } from './metrics-access';

let processRegistry: Registry | null = null;

/** CPU, memory, event loop, GC and handles: one set per process, however many apps it builds (tests build many). */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Prometheus metrics at /metrics (docs/decisions/0071-operating-signals.md). Register before the routes: the
 * request histogram's hook then sees every route.
 */
export function registerMetrics(app: FastifyInstance, { metricsToken }: { metricsToken: string | null }): void {
  const registry = new Registry();
  registerHttpMetrics(app, registry);
  registerAppGauges(app, registry);
  app.get('/metrics', { schema: { hide: true }, preHandler: metricsAccess(metricsToken) }, async (_request, reply) => {
    const merged = Registry.merge([processMetrics(), registry]);
    reply.header('content-type', merged.contentType).header('cache-control', 'no-store');
    return merged.metrics();
  });
}

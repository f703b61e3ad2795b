import { ANALYTICS_BODY_LIMIT_BYTES, AnalyticsAck, AnalyticsHash, AnalyticsQuery } from '@ott/contracts/analytics';
import { envelope } from '@ott/contracts';
import cors from '@fastify/cors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MalformedJson, TooManyRequests } from '../../lib/errors';
import { errorResponses } from '../../lib/route-schemas';
import { ANALYTICS_KINDS, type AnalyticsKind, type AnalyticsService } from './analytics.service';

export interface AnalyticsRoutesOptions {
  analytics: AnalyticsService;
  /** Requests per minute from one client IP, and naming one session, to each route. */
  limits: { perIpPerMinute: number; perSessionPerMinute: number };
  /**
   * Served on its own origin (ANALYTICS_ORIGIN) to a page whose origin the config does not name (no PUBLIC_ORIGIN,
   * whose app-wide CORS otherwise allows the page): any origin may post, as nothing here uses cookies.
   */
  anyOrigin: boolean;
}

const SUMMARIES: Record<AnalyticsKind, string> = {
  session: 'Records a visit (spec §7 session): one body or a batch; JSON or text/plain (sendBeacon)',
  event: 'Records page views and actions (spec §7 event); user_email is kept only as a keyed hash',
  'video/event': 'Records a player event of one view, with its quality-of-experience extras (startup time, bitrate, error type)',
  'video/viewing': 'Records a viewing-time heartbeat with the event’s category, sport, gender, school and league',
};

/** The session an item names (the per-session limit counts by it). */
function sessionOf(body: unknown): string | null {
  const first: unknown = Array.isArray(body) ? body[0] : body;
  if (typeof first !== 'object' || first === null) return null;
  const { session, session_uuid } = first as { session?: unknown; session_uuid?: unknown };
  const value = session ?? session_uuid;
  return typeof value === 'string' ? value.slice(0, 64) : null;
}

/**
 * Spec §7 analytics service under `/datalake/`. The channel is named by `?key=` (its 'yare-analytics' setting): a
 * query parameter works for sendBeacon, which cannot set headers (docs/decisions/0051).
 */
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (app, { analytics, limits, anyOrigin }) => {
  const tags = ['analytics'];
  // Registered under the /datalake prefix, so its preflight route answers /datalake/* only.
  if (anyOrigin) await app.register(cors, { origin: '*', methods: ['GET', 'POST'], maxAge: 600 });
  // navigator.sendBeacon posts a string as text/plain; in this scope only, it is read as JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: ANALYTICS_BODY_LIMIT_BYTES }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new MalformedJson(), undefined);
    }
  });
  // A second limit on the same route: the route's own (per IP) marks the request as counted, so this one is checked here.
  const sessionLimit = app.createRateLimit({
    max: limits.perSessionPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `analytics-session:${sessionOf(request.body) ?? request.ip}`,
  });
  const perSession = async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = await sessionLimit(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    reply.header('retry-after', verdict.ttlInSeconds);
    throw new TooManyRequests();
  };

  app.get(
    '/hash/',
    { schema: { summary: 'A new analytics session hash (the browser keeps it 24 h)', tags, response: { 200: envelope(AnalyticsHash), ...errorResponses } } },
    async () => ({ data: analytics.newSessionHash() }),
  );

  for (const kind of Object.keys(ANALYTICS_KINDS) as AnalyticsKind[]) {
    app.post(
      `/${kind}/`,
      {
        bodyLimit: ANALYTICS_BODY_LIMIT_BYTES,
        config: { rateLimit: { max: limits.perIpPerMinute, timeWindow: 60_000 } },
        preHandler: perSession,
        schema: { summary: SUMMARIES[kind], tags, querystring: AnalyticsQuery, response: { 200: envelope(AnalyticsAck), ...errorResponses } },
      },
      async (request) => ({ data: await analytics.ingest(kind, request.body, { key: request.query.key, ip: request.ip }) }),
    );
  }
};

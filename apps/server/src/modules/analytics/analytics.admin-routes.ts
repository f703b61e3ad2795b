import { envelope } from '@ott/contracts';
import {
  AdminAnalyticsDevices,
  AdminAnalyticsLive,
  AdminAnalyticsOverview,
  AdminAnalyticsQoe,
  AdminAnalyticsQuery,
  AdminAnalyticsRefresh,
  AdminAnalyticsTopEvents,
} from '@ott/contracts/admin-analytics';
import { AdminChannelParams } from '@ott/contracts/admin-catalogue';
import { AdminRevenue } from '@ott/contracts/admin-revenue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { sendCsv } from './analytics.admin-csv';
import { type AnalyticsAdminService, dayRange } from './analytics.admin-service';
import type { RevenueService } from './revenue.service';

export interface AnalyticsAdminRoutesOptions {
  analyticsAdmin: AnalyticsAdminService;
  revenue: RevenueService;
  /** Enqueues a rollup run now. */
  refresh: () => Promise<void>;
}

const tags = ['admin'];
const BASE = '/api/admin/channels/:channel_key/analytics';
const csvOr = (schema: z.ZodType) => ({ 200: schema.or(z.string().describe('CSV with ?format=csv')), ...errorResponses });
const read = (summary: string, response: z.ZodType) => ({ config: { access: 'analyst' as const }, schema: { summary, tags, params: AdminChannelParams, querystring: AdminAnalyticsQuery, response: csvOr(response) } });

/** The console's analytics (roles owner, admin, analyst): each table as JSON or, with `?format=csv`, a CSV download. */
export const analyticsAdminRoutes: FastifyPluginAsyncZod<AnalyticsAdminRoutesOptions> = async (app, { analyticsAdmin, revenue, refresh }) => {
  app.get(`${BASE}/overview`, read('Totals and daily views, unique viewers and watch minutes over a range of days', envelope(AdminAnalyticsOverview)), async (request, reply) => {
    const overview = await analyticsAdmin.overview(request.consoleChannel.id, dayRange(request.query, request.consoleChannel.timeZone));
    if (request.query.format === 'csv') return sendCsv(reply, 'analytics-daily', ['day', 'views', 'unique_viewers', 'watch_minutes'], overview.daily);
    return { data: overview };
  });

  app.get(`${BASE}/events`, read('Top events by views over a range of days', envelope(AdminAnalyticsTopEvents)), async (request, reply) => {
    const top = await analyticsAdmin.topEvents(request.consoleChannel.id, dayRange(request.query, request.consoleChannel.timeZone));
    if (request.query.format === 'csv') return sendCsv(reply, 'analytics-events', ['stream_id', 'title', 'stream_type', 'views', 'unique_viewers', 'watch_minutes', 'avg_view_seconds'], top.events);
    return { data: top };
  });

  app.get(`${BASE}/qoe`, read('Quality of experience per event: startup p50/p95, rebuffer ratio, error rate', envelope(AdminAnalyticsQoe)), async (request, reply) => {
    const qoe = await analyticsAdmin.qoe(request.consoleChannel.id, dayRange(request.query, request.consoleChannel.timeZone));
    const columns = ['stream_id', 'title', 'views', 'startup_p50_ms', 'startup_p95_ms', 'programme_startup_p50_ms', 'programme_startup_p95_ms', 'rebuffer_count', 'rebuffer_ratio', 'avg_bitrate', 'rendition_switches', 'error_views', 'error_rate'];
    if (request.query.format === 'csv') return sendCsv(reply, 'analytics-qoe', columns, qoe.events);
    return { data: qoe };
  });

  app.get(`${BASE}/devices`, read('Views by device type and by platform', envelope(AdminAnalyticsDevices)), async (request, reply) => {
    const split = await analyticsAdmin.devices(request.consoleChannel.id, dayRange(request.query, request.consoleChannel.timeZone));
    const rows = [...split.devices.map((d) => ({ kind: 'device', ...d })), ...split.platforms.map((p) => ({ kind: 'platform', ...p }))];
    if (request.query.format === 'csv') return sendCsv(reply, 'analytics-devices', ['kind', 'name', 'views'], rows);
    return { data: split };
  });

  app.get(`${BASE}/revenue`, read('Revenue per day (gross, refunds, net), subscriptions, and revenue by item, promo code and campaign; trial conversion', envelope(AdminRevenue)), async (request, reply) => {
    const figures = await revenue.revenue(request.consoleChannel, dayRange(request.query, request.consoleChannel.timeZone));
    const columns = ['day', 'gross', 'refunds', 'net', 'new_subscriptions', 'cancellations', 'active_subscribers', 'currency'];
    if (request.query.format === 'csv') return sendCsv(reply, 'revenue', columns, figures.daily.map((day) => ({ ...day, currency: figures.currency })));
    return { data: figures };
  });

  app.get(
    `${BASE}/live`,
    { config: { access: 'analyst' }, schema: { summary: 'Streams watched now and concurrent viewers over the last 60 minutes', tags, params: AdminChannelParams, response: { 200: envelope(AdminAnalyticsLive), ...errorResponses } } },
    async (request) => ({ data: await analyticsAdmin.live(request.consoleChannel.id) }),
  );

  app.post(
    `${BASE}/refresh`,
    { config: { access: 'analyst' }, schema: { summary: 'Fold the newest raw events into the figures now (otherwise done every minute)', tags, params: AdminChannelParams, response: { 202: envelope(AdminAnalyticsRefresh), ...errorResponses } } },
    async (_request, reply) => {
      await refresh();
      return reply.status(202).send({ data: { queued: true } });
    },
  );
};

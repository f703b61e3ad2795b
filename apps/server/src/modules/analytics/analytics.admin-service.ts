import {
  ANALYTICS_DEFAULT_DAYS,
  type AdminAnalyticsDevices,
  type AdminAnalyticsLive,
  type AdminAnalyticsOverview,
  type AdminAnalyticsQoe,
  type AdminAnalyticsRange,
  type AdminAnalyticsTopEvents,
} from '@ott/contracts/admin-analytics';
import type { AnalyticsRepository } from './analytics.repository';
import { addDays, zonedDate } from '../../lib/zoned-time';
import { mergeSorted, percentile } from './rollups/percentiles';
import type { RollupsReadRepository } from './rollups/rollups-read.repository';
import type { UniqueViewers } from './rollups/unique-viewers';

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/**
 * The range asked for, in the channel's days (docs/decisions/0087); missing ends default to the last
 * ANALYTICS_DEFAULT_DAYS days up to the channel's today.
 */
export function dayRange(query: { from?: string; to?: string }, timeZone: string, now = new Date()): AdminAnalyticsRange {
  const to = query.to ?? zonedDate(timeZone, now);
  const from = query.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1));
  return { from, to, time_zone: timeZone };
}

/** Per-stream sums over the days of a range. */
function byStream(rows: Awaited<ReturnType<RollupsReadRepository['eventDays']>>) {
  const streams = new Map<string, { stream_type: string | null; views: number; watch_seconds: number; samples: number[][]; programmeSamples: number[][]; rebuffer_count: number; rebuffer_ms: number; bitrate_sum: number; bitrate_samples: number; rendition_switches: number; error_views: number }>();
  for (const row of rows) {
    let s = streams.get(row.stream_id);
    if (!s) streams.set(row.stream_id, (s = { stream_type: row.stream_type, views: 0, watch_seconds: 0, samples: [], programmeSamples: [], rebuffer_count: 0, rebuffer_ms: 0, bitrate_sum: 0, bitrate_samples: 0, rendition_switches: 0, error_views: 0 }));
    s.views += Number(row.views);
    s.watch_seconds += Number(row.watch_seconds);
    s.samples.push(JSON.parse(row.startup_samples) as number[]);
    s.programmeSamples.push(JSON.parse(row.programme_startup_samples) as number[]);
    s.rebuffer_count += Number(row.rebuffer_count);
    s.rebuffer_ms += Number(row.rebuffer_ms);
    s.bitrate_sum += Number(row.bitrate_sum);
    s.bitrate_samples += Number(row.bitrate_samples);
    s.rendition_switches += Number(row.rendition_switches);
    s.error_views += Number(row.error_views);
  }
  return streams;
}

/**
 * A view counts as watching until this long after its last report: a playing view sends a heartbeat every 30 s of play
 * (spec §7), and the player sends what it holds every 5 s; the rest is slack for a slow network. Viewers who stop
 * leave the figure this long after their last report.
 */
export const WATCHING_WINDOW_MS = 45_000;

/**
 * The console's analytics answers, from the rollups, with distinct viewers over a range as `uniqueViewers` counts them
 * (docs/decisions/0087); but who watches now is read from the raw rows of the last WATCHING_WINDOW_MS
 * (docs/decisions/0086), as the rollups run once a minute.
 */
export function createAnalyticsAdminService(read: RollupsReadRepository, watching: Pick<AnalyticsRepository, 'viewsSince'>, uniqueViewers: UniqueViewers) {
  return {
    async overview(channelId: number, range: AdminAnalyticsRange): Promise<AdminAnalyticsOverview> {
      const rows = await read.daily(channelId, range);
      const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
      const views = sum((row) => Number(row.views));
      const watchSeconds = sum((row) => Number(row.watch_seconds));
      const { viewers, count } = await uniqueViewers.total(channelId, range, rows);
      return {
        range,
        totals: { sessions: sum((row) => Number(row.sessions)), views, unique_viewers: viewers, watch_minutes: round(watchSeconds / 60), avg_view_seconds: round(ratio(watchSeconds, views), 1) },
        unique_viewers_count: count,
        daily: rows.map((row) => ({ day: row.day, views: Number(row.views), unique_viewers: Number(row.unique_viewers), watch_minutes: round(Number(row.watch_seconds) / 60) })),
      };
    },

    async topEvents(channelId: number, range: AdminAnalyticsRange): Promise<AdminAnalyticsTopEvents> {
      const eventDays = await read.eventDays(channelId, range);
      const streams = byStream(eventDays);
      const [titles, { viewers, count }] = await Promise.all([read.titles(channelId, [...streams.keys()]), uniqueViewers.perStream(channelId, range, eventDays)]);
      const events = [...streams]
        .map(([stream_id, s]) => ({ stream_id, title: titles.get(stream_id) ?? null, stream_type: s.stream_type, views: s.views, unique_viewers: viewers.get(stream_id) ?? 0, watch_minutes: round(s.watch_seconds / 60), avg_view_seconds: round(ratio(s.watch_seconds, s.views), 1) }))
        .sort((a, b) => b.views - a.views || b.watch_minutes - a.watch_minutes)
        .slice(0, 100);
      return { range, unique_viewers_count: count, events };
    },

    async qoe(channelId: number, range: AdminAnalyticsRange): Promise<AdminAnalyticsQoe> {
      const streams = byStream(await read.eventDays(channelId, range));
      const titles = await read.titles(channelId, [...streams.keys()]);
      const events = [...streams]
        .map(([stream_id, s]) => {
          const samples = mergeSorted(s.samples);
          const programme = mergeSorted(s.programmeSamples);
          return {
            stream_id,
            title: titles.get(stream_id) ?? null,
            views: s.views,
            startup_p50_ms: percentile(samples, 50),
            startup_p95_ms: percentile(samples, 95),
            programme_startup_p50_ms: percentile(programme, 50),
            programme_startup_p95_ms: percentile(programme, 95),
            rebuffer_count: s.rebuffer_count,
            rebuffer_ratio: round(ratio(s.rebuffer_ms, s.watch_seconds * 1000), 4),
            avg_bitrate: s.bitrate_samples > 0 ? Math.round(s.bitrate_sum / s.bitrate_samples) : null,
            rendition_switches: s.rendition_switches,
            error_views: s.error_views,
            error_rate: round(ratio(s.error_views, s.views), 4),
          };
        })
        .sort((a, b) => b.views - a.views);
      return { range, events };
    },

    async devices(channelId: number, range: AdminAnalyticsRange): Promise<AdminAnalyticsDevices> {
      const devices: Record<string, number> = {};
      const platforms: Record<string, number> = {};
      for (const row of await read.daily(channelId, range)) {
        for (const [name, views] of Object.entries(JSON.parse(row.by_device) as Record<string, number>)) devices[name] = (devices[name] ?? 0) + views;
        for (const [name, views] of Object.entries(JSON.parse(row.by_platform) as Record<string, number>)) platforms[name] = (platforms[name] ?? 0) + views;
      }
      const list = (record: Record<string, number>) => Object.entries(record).map(([name, views]) => ({ name, views })).sort((a, b) => b.views - a.views);
      return { range, devices: list(devices), platforms: list(platforms) };
    },

    async live(channelId: number, now = new Date()): Promise<AdminAnalyticsLive> {
      const minuteOf = (ms: number) => new Date(ms).toISOString().slice(0, 16);
      const start = now.getTime() - 59 * 60_000;
      const rows = await read.minutes(channelId, minuteOf(start));
      const perMinute = new Map<string, number>();
      for (const row of rows) perMinute.set(row.minute, (perMinute.get(row.minute) ?? 0) + Number(row.viewers));
      const series = Array.from({ length: 60 }, (_, i) => minuteOf(start + i * 60_000)).map((minute) => ({ minute, viewers: perMinute.get(minute) ?? 0 }));
      const current = await watching.viewsSince(channelId, new Date(now.getTime() - WATCHING_WINDOW_MS).toISOString());
      const titles = await read.titles(channelId, current.map((row) => row.stream_id));
      const events = current.map(({ stream_id, viewers }) => ({ stream_id, title: titles.get(stream_id) ?? null, viewers })).sort((a, b) => b.viewers - a.viewers);
      return { events, series };
    },
  };
}
export type AnalyticsAdminService = ReturnType<typeof createAnalyticsAdminService>;

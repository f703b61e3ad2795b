import type { AdminAnalyticsDevices, AdminAnalyticsLive, AdminAnalyticsOverview, AdminAnalyticsQoe, AdminAnalyticsTopEvents } from '@ott/contracts/admin-analytics';
import { AdminChannel } from '@ott/contracts/admin-channels';
import type { AdminRevenue } from '@ott/contracts/admin-revenue';
import { queryOptions } from '@tanstack/react-query';
import { api, apiUrl } from '../../lib/api';
import type { DayRange } from './range';

/** The console analytics under `/api/admin/channels/{key}/analytics/`. */
const base = (channelKey: string) => `/channels/${encodeURIComponent(channelKey)}/analytics`;
export const analyticsKey = (channelKey: string) => ['analytics', channelKey] as const;

export type AnalyticsTable = 'overview' | 'events' | 'qoe' | 'devices' | 'revenue';
/** Live viewers are read again this often. */
export const LIVE_REFRESH_MS = 15_000;

const ranged = <T>(channelKey: string, table: AnalyticsTable, range: DayRange) =>
  queryOptions({ queryKey: [...analyticsKey(channelKey), table, range.from, range.to] as const, queryFn: () => api.get<T>(`${base(channelKey)}/${table}`, undefined, { ...range }) });

export const overviewQuery = (channelKey: string, range: DayRange) => ranged<AdminAnalyticsOverview>(channelKey, 'overview', range);
export const topEventsQuery = (channelKey: string, range: DayRange) => ranged<AdminAnalyticsTopEvents>(channelKey, 'events', range);
export const qoeQuery = (channelKey: string, range: DayRange) => ranged<AdminAnalyticsQoe>(channelKey, 'qoe', range);
export const devicesQuery = (channelKey: string, range: DayRange) => ranged<AdminAnalyticsDevices>(channelKey, 'devices', range);
export const revenueQuery = (channelKey: string, range: DayRange) => ranged<AdminRevenue>(channelKey, 'revenue', range);
export const liveQuery = (channelKey: string) =>
  queryOptions({ queryKey: [...analyticsKey(channelKey), 'live'] as const, queryFn: () => api.get<AdminAnalyticsLive>(`${base(channelKey)}/live`), refetchInterval: LIVE_REFRESH_MS });

export const csvUrl = (channelKey: string, table: AnalyticsTable, range: DayRange) => apiUrl(`${base(channelKey)}/${table}`, { ...range, format: 'csv' });
export const refreshRollups = (channelKey: string) => api.post<{ queued: boolean }>(`${base(channelKey)}/refresh`);

/** The channel itself (whether it records, and whom), under the key its settings screen reads and updates. */
export const channelQuery = (channelKey: string) =>
  queryOptions({ queryKey: ['channels', channelKey, 'settings'] as const, queryFn: () => api.get(`/channels/${encodeURIComponent(channelKey)}`, AdminChannel) });

import { devices, live, overview, qoe, refresh, revenue, topEvents } from '@ott/contracts/endpoints/admin/analytics';
import { channel } from '@ott/contracts/endpoints/admin/channels';
import type { Endpoint } from '@ott/contracts/endpoint';
import { queryOptions } from '@tanstack/react-query';
import { apiUrl } from '../../lib/api';
import { call, inChannel } from '../../lib/api-call';
import type { DayRange } from './range';

/** The console analytics under `/api/admin/channels/{key}/analytics/`. */
const base = (channelKey: string) => `/channels/${encodeURIComponent(channelKey)}/analytics`;
export const analyticsKey = (channelKey: string) => ['analytics', channelKey] as const;

export type AnalyticsTable = 'overview' | 'events' | 'qoe' | 'devices' | 'revenue';
/**
 * Live viewers are read again this often: a player's first report reaches the server within 5 s (its send interval),
 * so the figure shown is right within 10 s of a viewer starting.
 */
export const LIVE_REFRESH_MS = 4_000;

const ranged = <T>(channelKey: string, table: AnalyticsTable, definition: Endpoint<T>, range: DayRange) =>
  queryOptions({ queryKey: [...analyticsKey(channelKey), table, range.from, range.to] as const, queryFn: () => call(definition, { params: inChannel(channelKey), query: { ...range } }) });

export const overviewQuery = (channelKey: string, range: DayRange) => ranged(channelKey, 'overview', overview, range);
export const topEventsQuery = (channelKey: string, range: DayRange) => ranged(channelKey, 'events', topEvents, range);
export const qoeQuery = (channelKey: string, range: DayRange) => ranged(channelKey, 'qoe', qoe, range);
export const devicesQuery = (channelKey: string, range: DayRange) => ranged(channelKey, 'devices', devices, range);
export const revenueQuery = (channelKey: string, range: DayRange) => ranged(channelKey, 'revenue', revenue, range);
export const liveQuery = (channelKey: string) =>
  queryOptions({ queryKey: [...analyticsKey(channelKey), 'live'] as const, queryFn: () => call(live, { params: inChannel(channelKey) }), refetchInterval: LIVE_REFRESH_MS });

export const csvUrl = (channelKey: string, table: AnalyticsTable, range: DayRange) => apiUrl(`${base(channelKey)}/${table}`, { ...range, format: 'csv' });
export const refreshRollups = (channelKey: string) => call(refresh, { params: inChannel(channelKey) });

/** The channel itself (whether it records, and whom), under the key its settings screen reads and updates. */
export const channelQuery = (channelKey: string) =>
  queryOptions({ queryKey: ['channels', channelKey, 'settings'] as const, queryFn: () => call(channel, { params: inChannel(channelKey) }) });

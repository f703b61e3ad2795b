import type { APIRequestContext } from '@playwright/test';

/** An API key for a channel, as the app gets one. */
export async function apiKeyFor(request: APIRequestContext, channelKey = 'varsity', headers: Record<string, string> = {}): Promise<string> {
  const res = await request.post('/api/get_api_key', { data: { channel_key: channelKey }, headers });
  return ((await res.json()) as { data: { api_key: string } }).data.api_key;
}

/** `data` of a keyed GET. */
export async function apiGet<T>(request: APIRequestContext, path: string, query: Record<string, string | number>, headers: Record<string, string> = {}): Promise<{ data: T; meta?: { total: number } }> {
  const res = await request.get(path, { params: query, headers });
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}`);
  return (await res.json()) as { data: T; meta?: { total: number } };
}

export interface WireEvent {
  id: number;
  name: string;
  event_utc_ts: string;
  stream_status: 'live' | 'upcoming' | 'vod';
  is_geo_blocked: boolean;
  participants: Array<{ name: string; short_name: string; alias: string; role: string }>;
}

/** The card title the app shows: short names without "University", 'away @ home'. */
export function matchup(event: WireEvent): string {
  const clean = (name: string) => name.replace(/\bUniversity\b/gi, '').replace(/\s{2,}/g, ' ').replace(/^\s*of\s+/i, '').trim() || name;
  const away = event.participants.find((p) => p.role === 'away');
  const home = event.participants.find((p) => p.role === 'home');
  return away && home ? `${clean(away.short_name || away.name)} @ ${clean(home.short_name || home.name)}` : event.name;
}

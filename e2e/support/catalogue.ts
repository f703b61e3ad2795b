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

/** The teams as the app shows them: short names without "University", 'away @ home'. */
function teamsLine(event: WireEvent): string | null {
  const clean = (name: string) => name.replace(/\bUniversity\b/gi, '').replace(/\s{2,}/g, ' ').replace(/^\s*of\s+/i, '').trim() || name;
  const away = event.participants.find((p) => p.role === 'away');
  const home = event.participants.find((p) => p.role === 'home');
  return away && home ? `${clean(away.short_name || away.name)} @ ${clean(home.short_name || home.name)}` : null;
}

/**
 * The card and watch-page title the app shows: the event's own name where the operator wrote one, the teams
 * ('away @ home') where the name only repeats them ("Hawks at Otters") or there is none.
 */
export function matchup(event: WireEvent): string {
  const teams = teamsLine(event);
  if (!teams) return event.name;
  const plain = (text: string) => text.replace(/\s+(?:@|at|vs\.?|v\.?|c\.|contre)\s+/giu, ' @ ').replace(/\s+/gu, ' ').trim().toLowerCase();
  const names = event.participants.flatMap((p) => [p.name, p.short_name]);
  const repeatsTeams = [teams, ...names].some((text) => plain(text) === plain(event.name)) || names.some((a) => names.some((b) => a !== b && plain(`${a} @ ${b}`) === plain(event.name)));
  return event.name.trim() === '' || repeatsTeams ? teams : event.name;
}

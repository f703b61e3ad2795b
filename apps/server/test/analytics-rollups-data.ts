import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { AnalyticsSessionsTable, AnalyticsVideoEventsTable, AnalyticsViewingsTable } from '../src/db/analytics-schema';
import type { TestApp } from './helper';

/** A seeded pseudo-random sequence (mulberry32), so a failing data set can be reproduced. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface RawSet {
  sessions: Insertable<AnalyticsSessionsTable>[];
  videoEvents: Insertable<AnalyticsVideoEventsTable>[];
  viewings: Insertable<AnalyticsViewingsTable>[];
}

const pick = <T>(random: () => number, items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
const at = (day: string, random: () => number) => {
  const ms = Math.floor(random() * 86_399_000);
  return `${day}T${new Date(ms).toISOString().slice(11)}`;
};

/** Views over a few channels, days and streams: each with events (startup, rebuffers, renditions, errors) and heartbeats. */
export function generateRaw(channelIds: number[], days: string[], views: number, seed: number): RawSet {
  const random = seeded(seed);
  const set: RawSet = { sessions: [], videoEvents: [], viewings: [] };
  const sessions: { session: string; channel_id: number; day: string }[] = [];
  for (let i = 0; i < views; i += 1) {
    const reuse = sessions.length > 0 && random() < 0.3 ? pick(random, sessions) : null;
    const channel_id = reuse?.channel_id ?? pick(random, channelIds);
    const day = reuse?.day ?? pick(random, days);
    const session = reuse?.session ?? randomUUID().replaceAll('-', '');
    if (!reuse) {
      sessions.push({ session, channel_id, day });
      set.sessions.push({ row_id: randomUUID(), channel_id, day, received_at: at(day, random), session, ip: null, profile: null, device_type: pick(random, ['desktop', 'phone', 'tv']), user_agent: null, resolution: null, platform: pick(random, ['web', 'ios', 'android']) });
    }
    const base = { channel_id, day, session, ip: null, video_view_uuid: randomUUID(), stream_id: String(pick(random, [11, 12, 13, 'clip-4'])), stream_type: 'replay', device_type: random() < 0.5 ? pick(random, ['desktop', 'phone']) : null, platform: null };
    const event = (event: string, extra: Partial<Insertable<AnalyticsVideoEventsTable>> = {}) =>
      set.videoEvents.push({ ...base, row_id: randomUUID(), received_at: at(day, random), event, startup_ms: null, bitrate: null, error_type: null, error_fatal: null, position: null, rebuffer_ms: null, extras: null, ...extra });
    event('play_request');
    if (random() < 0.9) event('first_frame', { startup_ms: Math.round(200 + random() * 6000), bitrate: 2_000_000 });
    for (let r = Math.floor(random() * 3); r > 0; r -= 1) {
      event('rebuffer_start');
      event('rebuffer_end', { rebuffer_ms: Math.round(random() * 4000) });
    }
    if (random() < 0.4) event('rendition_change', { bitrate: pick(random, [800_000, 4_000_000]) });
    if (random() < 0.15) event('error', { error_type: 'networkError', error_fatal: random() < 0.7 ? 1 : 0 });
    for (let h = Math.floor(random() * 5); h > 0; h -= 1) {
      set.viewings.push({ ...base, row_id: randomUUID(), received_at: at(day, random), viewing_time: Math.round(random() * 30), category: null, sport: null, gender: null, school: null, league: null });
    }
  }
  return set;
}

export async function insertRaw(t: TestApp, set: RawSet): Promise<void> {
  for (let i = 0; i < set.sessions.length; i += 100) await t.db.insertInto('analytics_sessions').values(set.sessions.slice(i, i + 100)).execute();
  for (let i = 0; i < set.videoEvents.length; i += 100) await t.db.insertInto('analytics_video_events').values(set.videoEvents.slice(i, i + 100)).execute();
  for (let i = 0; i < set.viewings.length; i += 100) await t.db.insertInto('analytics_viewings').values(set.viewings.slice(i, i + 100)).execute();
}

/** Splits a set in two (by row), for runs with new rows in between. */
export function halves(set: RawSet): [RawSet, RawSet] {
  const half = <T>(rows: T[]) => [rows.slice(0, Math.floor(rows.length / 2)), rows.slice(Math.floor(rows.length / 2))] as const;
  const [s1, s2] = half(set.sessions);
  const [e1, e2] = half(set.videoEvents);
  const [v1, v2] = half(set.viewings);
  return [
    { sessions: s1, videoEvents: e1, viewings: v1 },
    { sessions: s2, videoEvents: e2, viewings: v2 },
  ];
}

export async function channelIds(t: TestApp): Promise<number[]> {
  return (await t.db.selectFrom('channels').select('id').orderBy('id').execute()).map((row) => row.id);
}

/** Every rollup row, in a stable order, numbers as numbers: two snapshots compare equal when the rollups are. */
export async function rollupSnapshot(t: TestApp) {
  const numbers = <T extends object>(rows: T[]) => rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) && k !== 'day' && k !== 'stream_id' ? Number(v) : v])));
  return {
    daily: numbers(await t.db.selectFrom('analytics_daily').selectAll().orderBy('channel_id').orderBy('day').execute()),
    events: numbers(await t.db.selectFrom('analytics_event_daily').selectAll().orderBy('channel_id').orderBy('day').orderBy('stream_id').execute()),
    minutes: numbers(await t.db.selectFrom('analytics_event_minutes').selectAll().orderBy('channel_id').orderBy('minute').orderBy('stream_id').execute()),
  };
}
